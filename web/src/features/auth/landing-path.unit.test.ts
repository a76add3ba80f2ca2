import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path';

describe('landingPathFor', () => {
  it('sends an Admin to the all-user standup report', () => {
    expect(landingPathFor({ role: 'Admin', isLead: false })).toBe('/StandUpReport');
  });

  it('sends a lead of any role to the all-user standup report', () => {
    expect(landingPathFor({ role: 'User', isLead: true })).toBe('/StandUpReport');
  });

  it.each(['User', 'Viewer', 'Manager'])(
    'sends a %s who is not a lead to their own report',
    (role) => {
      expect(landingPathFor({ role, isLead: false })).toBe('/userStandupReport');
    },
  );
});
