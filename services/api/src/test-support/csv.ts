/**
 * A strict RFC 4180 reader (no CSV parser is installed): records end with CRLF, a field is
 * either plain (no quote, comma, CR or LF) or quoted with "" for a quote. Anything else throws.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  while (at < text.length) {
    let field = '';
    if (text[at] === '"') {
      for (at += 1; ; at += 1) {
        if (at >= text.length) throw new Error('unterminated quoted field');
        if (text[at] !== '"') {
          field += text[at];
        } else if (text[at + 1] === '"') {
          field += '"';
          at += 1;
        } else {
          break;
        }
      }
      at += 1;
    } else {
      const end = text.slice(at).search(/[,"\r\n]/);
      field = end === -1 ? text.slice(at) : text.slice(at, at + end);
      at += field.length;
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[at])} at ${at}`);
    }
  }
  if (record.length > 0) throw new Error('last record not ended by CRLF');
  return records;
}
