import { describe, expect, it } from 'vitest';
import { hasRoadblock } from './roadblocks.js';

describe('hasRoadblock', () => {
  it.each(['No', 'none', ' NONE. ', 'Nope!', 'N/A', '-', 'No roadblocks.', 'all good', ''])(
    'reads %j as nothing in the way',
    (answer) => {
      expect(hasRoadblock(answer)).toBe(false);
    },
  );

  it.each([
    'Waiting on the staging database',
    'No access to the CI runner',
    'Blocked by review',
    'None of the test data loads',
  ])('reads %j as a roadblock', (answer) => {
    expect(hasRoadblock(answer)).toBe(true);
  });
});
