import { describe, expect, it } from 'vitest';
import { parseCsv } from '../test-support/csv.js';
import { csvStream, neutralizeCell } from './send-csv.js';

const bytesOf = async (stream: AsyncIterable<string | Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

describe('csvStream', () => {
  it('starts with a UTF-8 BOM and ends every record with CRLF', async () => {
    const bytes = await bytesOf(csvStream(['Date', 'Title'], [['Mar 6, 2026', 'Zoë — Café']]));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('Date,Title\r\n"Mar 6, 2026",Zoë — Café\r\n');
  });

  it('quotes a cell with a line break, a quote or a comma, and keeps its own LF', async () => {
    const bytes = await bytesOf(csvStream(['Text', 'Hours'], [['one\ntwo "2", three', 1.5]]));
    expect(bytes.toString('utf8')).toBe('\uFEFFText,Hours\r\n"one\ntwo ""2"", three",1.5\r\n');
  });

  it('round-trips awkward cells through a strict RFC 4180 reader, one record per row', async () => {
    const awkward = [
      ['bare\nline feed', 'bare\rcarriage return', 'crlf\r\ninside'],
      ['say "hi"', 'a, b', '"'],
      ['=1+1', '', 'trailing\n'],
      ['plain', 'Zoë — Café', 'ends in CR\r'],
    ];
    const text = (await bytesOf(csvStream(['A', 'B', 'C'], awkward))).toString('utf8');
    expect(parseCsv(text.slice(1))).toEqual([
      ['A', 'B', 'C'],
      // The same cells, the formula one made text.
      ...awkward.map((row) => row.map((cell) => (cell === '=1+1' ? "'=1+1" : cell))),
    ]);
  });

  it('quotes a bare LF or CR, not only CRLF', async () => {
    const bytes = await bytesOf(csvStream(['Answer'], [['one\ntwo'], ['three\rfour']]));
    expect(bytes.toString('utf8')).toBe('\uFEFFAnswer\r\n"one\ntwo"\r\n"three\rfour"\r\n');
  });

  it('makes formula-looking cells text', async () => {
    const bytes = await bytesOf(csvStream(['Name'], [['=SUM(1+1)'], ['-1'], ['@x'], ['plain']]));
    expect(bytes.toString('utf8')).toBe("\uFEFFName\r\n'=SUM(1+1)\r\n'-1\r\n'@x\r\nplain\r\n");
  });

  it('writes only the header when there are no rows', async () => {
    expect((await bytesOf(csvStream(['A', 'B'], []))).toString('utf8')).toBe('\uFEFFA,B\r\n');
  });
});

describe('neutralizeCell', () => {
  it('prefixes formula starts and leaves other text alone', () => {
    expect(['=1', '+1', '-1', '@a', '\tx', '\rx', '\nx', 'a=b'].map(neutralizeCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      "'\rx",
      "'\nx",
      'a=b',
    ]);
  });
});
