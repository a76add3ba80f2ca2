import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import {
  csvTable,
  defineCsv,
  overSeveralDays,
  type CsvFile,
  type ReportCsvContext,
} from './csv.js';
import { reports } from './definitions.js';
import * as reportContracts from './endpoints.js';

const { reportEndpoints } = reportContracts;
/** Every CSV file the report folders export (`<report>/contract.ts`). */
const isCsvFile = (value: unknown): value is CsvFile<never, never> =>
  typeof value === 'object' && value !== null && 'fileName' in value && 'columns' in value;
const csvFiles = Object.entries(reportContracts).flatMap(
  ([name, value]): [string, CsvFile<never, never>][] => (isCsvFile(value) ? [[name, value]] : []),
);

describe('the report definitions', () => {
  it('have one key and one path each', () => {
    expect(new Set(reports.map((report) => report.key)).size).toBe(reports.length);
    expect(new Set(reports.map((report) => report.path)).size).toBe(reports.length);
  });

  it('each read a registered GET contract', () => {
    for (const report of reports) {
      const contract = reportEndpoints[report.endpoint];
      expect(endpoints, report.key).toContain(contract);
      expect(contract.method).toBe('GET');
    }
  });

  it('have CSV files named .csv, with titled columns, each title once', () => {
    expect(csvFiles.length).toBeGreaterThanOrEqual(8);
    for (const [name, file] of csvFiles) {
      expect(file.fileName, name).toMatch(/^\w+\.csv$/);
      const headers = file.columns.map((column) => column.header);
      expect(new Set(headers).size, name).toBe(headers.length);
      expect(
        headers.every((header) => header.trim() !== ''),
        name,
      ).toBe(true);
    }
  });
});

describe('csvTable', () => {
  const file = defineCsv<{ date: string; hours: number }, ReportCsvContext>({
    fileName: 'Example.csv',
    columns: [
      { header: 'Date', when: overSeveralDays, value: (row) => row.date },
      { header: 'Hours', value: (row) => row.hours },
      { header: 'Zone', value: (_row, { timeZone }) => timeZone },
    ],
  });
  const rows = [{ date: '2026-03-09', hours: 7.5 }];

  it('keeps a column only where its context says so', () => {
    expect(
      csvTable(file, rows, { from: '2026-03-09', to: '2026-03-09', timeZone: 'Asia/Karachi' }),
    ).toEqual({ header: ['Hours', 'Zone'], rows: [[7.5, 'Asia/Karachi']] });
    expect(csvTable(file, rows, { from: '2026-03-09', to: '2026-03-10', timeZone: 'UTC' })).toEqual(
      { header: ['Date', 'Hours', 'Zone'], rows: [['2026-03-09', 7.5, 'UTC']] },
    );
  });
});
