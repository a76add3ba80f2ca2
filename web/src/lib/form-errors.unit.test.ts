import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { leafPaths, serverFieldErrors } from './form-errors';

const invalid = (fields?: Record<string, string>, status = 400) =>
  new ApiError(status, { code: 'invalid_request', message: 'The request is invalid.', fields });

describe('leafPaths', () => {
  it('lists nested leaves as dotted paths, in order', () => {
    expect(
      leafPaths({
        hrEmail: '',
        hrUserId: null,
        reminderSchedule: {
          standupMissing: { enabled: false, time: '10:30' },
          lessHours: { enabled: true, time: '19:00', minimumHours: 8 },
        },
      }),
    ).toEqual([
      'hrEmail',
      'hrUserId',
      'reminderSchedule.standupMissing.enabled',
      'reminderSchedule.standupMissing.time',
      'reminderSchedule.lessHours.enabled',
      'reminderSchedule.lessHours.time',
      'reminderSchedule.lessHours.minimumHours',
    ]);
  });
});

describe('serverFieldErrors', () => {
  const known = ['username', 'reminderSchedule.lessHours.minimumHours'];

  it('keeps the messages of fields the form shows', () => {
    expect(
      serverFieldErrors(
        invalid({
          username: 'Please Enter Username!',
          'reminderSchedule.lessHours.minimumHours': 'At most 12 hours',
          somethingElse: 'ignored',
        }),
        known,
      ),
    ).toEqual([
      { path: 'username', message: 'Please Enter Username!' },
      { path: 'reminderSchedule.lessHours.minimumHours', message: 'At most 12 hours' },
    ]);
  });

  it('takes the field a duplicate (409) or a business rule (422) blames', () => {
    expect(serverFieldErrors(invalid({ username: 'Taken' }, 409), known)).toEqual([
      { path: 'username', message: 'Taken' },
    ]);
    expect(serverFieldErrors(invalid({ username: 'Not now' }, 422), known)).toEqual([
      { path: 'username', message: 'Not now' },
    ]);
  });

  it('gives nothing for other statuses, missing fields or other errors', () => {
    expect(serverFieldErrors(invalid({ username: 'x' }, 403), known)).toEqual([]);
    expect(serverFieldErrors(invalid(undefined), known)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), known)).toEqual([]);
  });
});
