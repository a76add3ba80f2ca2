// @ts-check
// What npm start shows of its services' output: pino's JSON records as one short line each
// ("[10:02:03] INFO (api): server listening at ..."), anything else as it came.
import { prettyFactory } from 'pino-pretty';

/**
 * @typedef {{ name?: unknown, msg?: unknown, level?: unknown, time?: unknown }} LogRecord
 */

/**
 * A pino record when `line` is one (JSON with a numeric level and a time), else null.
 * @param {string} line
 * @returns {LogRecord | null}
 */
export function parseLogRecord(line) {
  if (!line.startsWith('{')) return null;
  try {
    const record = JSON.parse(line);
    return typeof record?.level === 'number' && 'time' in record ? record : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ colorize: boolean }} options colours only for a terminal
 * @returns {(line: string) => { text: string, record: LogRecord | null }}
 */
export function logLineReader({ colorize }) {
  const pretty = prettyFactory({
    colorize,
    ignore: 'pid,hostname',
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
  });
  return (line) => {
    const record = parseLogRecord(line);
    return { record, text: record ? pretty(record).trimEnd() : line };
  };
}
