import { describe, expect, it } from 'vitest';
import { plannedTasks } from './planned.js';

describe("the tasks of today's plan, offered as entries", () => {
  it('given a list, then one task per line without its marker, blank lines and repeats dropped', () => {
    expect(
      plannedTasks('- Offline sync\n\n* Review #412\r\n2) Release notes\n• Offline sync\n  Demo  '),
    ).toEqual(['Offline sync', 'Review #412', 'Release notes', 'Demo']);
  });

  it('given one sentence, then that sentence', () => {
    expect(plannedTasks('Write the end-to-end test')).toEqual(['Write the end-to-end test']);
  });

  it('given a line longer than a title, then it is cut to 200 characters', () => {
    expect(plannedTasks('x'.repeat(250))).toEqual(['x'.repeat(200)]);
  });
});
