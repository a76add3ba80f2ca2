import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints.js';
import { csvTable, defineCsv, overSeveralDays, type ReportCsvContext } from './definition.js';
import { reports } from './definitions.js';

describe('the report definitions', () => {
  it('have one key and one path each', () => {
    expect(new Set(reports.map((report) => report.key)).size).toBe(reports.length);
    expect(new Set(reports.map((report) => report.path)).size).toBe(reports.length);
  });

  it('read a registered GET contract, and name a .csv file with titled columns', () => {
    for (const report of reports) {
      expect(endpoints, report.key).toContain(report.endpoint);
      expect(report.endpoint.method).toBe('GET');
      if (report.csv === null) continue;
      expect(report.csv.fileName, report.key).toMatch(/^\w+\.csv$/);
      const headers = report.csv.columns.map((column) => column.header);
      expect(new Set(headers).size, report.key).toBe(headers.length);
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
