import { describe, expect, it } from 'vitest';
import { timeZoneGroups } from './time-zones';

describe('timeZoneGroups', () => {
  it('groups by region, sorted, with readable labels and "Other" last', () => {
    expect(
      timeZoneGroups(
        ['Europe/Paris', 'America/New_York', 'America/Argentina/Buenos_Aires', 'Europe/Berlin'],
        ['UTC'],
      ),
    ).toEqual([
      {
        region: 'America',
        zones: [
          { value: 'America/Argentina/Buenos_Aires', label: 'Argentina / Buenos Aires' },
          { value: 'America/New_York', label: 'New York' },
        ],
      },
      {
        region: 'Europe',
        zones: [
          { value: 'Europe/Berlin', label: 'Berlin' },
          { value: 'Europe/Paris', label: 'Paris' },
        ],
      },
      { region: 'Other', zones: [{ value: 'UTC', label: 'UTC' }] },
    ]);
  });

  it('offers a saved zone the browser does not list, once', () => {
    const groups = timeZoneGroups(
      ['Asia/Karachi', 'Asia/Kolkata'],
      ['Asia/Calcutta', 'Asia/Karachi'],
    );
    expect(groups).toEqual([
      {
        region: 'Asia',
        zones: [
          { value: 'Asia/Calcutta', label: 'Calcutta' },
          { value: 'Asia/Karachi', label: 'Karachi' },
          { value: 'Asia/Kolkata', label: 'Kolkata' },
        ],
      },
    ]);
  });
});
