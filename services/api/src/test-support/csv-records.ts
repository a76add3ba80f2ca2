import type { LightMyRequestResponse } from 'fastify';
import { csvLines } from './client.js';

/**
 * The records of a CSV answer (header first), each split into its fields as RFC 4180 reads
 * them: a quoted field may hold commas, doubled quotes and line breaks.
 */
export function csvRecords(response: LightMyRequestResponse): string[][] {
  const text = `${csvLines(response).join('\r\n')}\r\n`;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
}
