import { WORKLOG_TITLE_MAX } from '../worklogs/index.js';

/** A list marker a person may start a line with: '-', '*', '•', or '1.' / '1)'. */
const MARKER = /^(?:[-*•]|\d+[.)])\s+/;

/**
 * The tasks of a standup's 'What I will do today', one per line, as Add Hours Log offers
 * them for titles: list markers and blank lines dropped, each once, cut to a title's length.
 */
export function plannedTasks(today: string): string[] {
  const tasks = today
    .split(/\r?\n/)
    .map((line) => line.trim().replace(MARKER, '').trim().slice(0, WORKLOG_TITLE_MAX))
    .filter((line) => line !== '');
  return [...new Set(tasks)];
}
