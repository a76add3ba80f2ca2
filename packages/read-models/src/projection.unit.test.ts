import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { EventParseError, type DomainEvent } from '@teamledger/domain';
import { defineProjection, type EventMeta } from './projection.js';
import { holidaysProjection } from './holidays/index.js';
import { leavesProjection } from './leaves/index.js';
import { usersProjection } from './users/index.js';
import { eventRecorder } from './test-support/recorded.js';

const uma = '11111111-1111-4111-8111-111111111111';
/** apply() of the spy never touches the database. */
const noDatabase = {} as pg.ClientBase;

function spyProjection() {
  const seen: { event: DomainEvent; meta: EventMeta }[] = [];
  const projection = defineProjection({
    name: 'spy',
    version: 1,
    tables: [],
    async setup() {},
    handlers: {
      async UserPasswordChanged(_tx, event, meta) {
        seen.push({ event, meta });
      },
      async HolidayAdded(_tx, event, meta) {
        seen.push({ event, meta });
      },
    },
  });
  return { projection, seen };
}

describe('defineProjection', () => {
  it('handles exactly the types it has handlers for', () => {
    expect(spyProjection().projection.handles).toEqual(['UserPasswordChanged', 'HolidayAdded']);
    expect(holidaysProjection.handles).toEqual(['HolidayAdded', 'HolidayRemoved']);
    // The worker's record of the HR email changes no read model.
    expect(leavesProjection.handles).toEqual([
      'LeaveApplied',
      'LeaveApproved',
      'LeaveRejected',
      'LeaveCancelled',
    ]);
    expect(usersProjection.handles).toContain('TeamRenamed');
  });

  it('hands the handler the parsed event (old shapes upcast) and where it was recorded', async () => {
    const { projection, seen } = spyProjection();
    const recorded = eventRecorder(41n)(
      {
        type: 'UserPasswordChanged',
        data: { userId: uma, passwordHash: '$argon2id$v=19$old', by: 'admin' },
      },
      `user-${uma}`,
    );
    await projection.apply(noDatabase, recorded);
    expect(seen).toEqual([
      {
        event: { type: 'UserPasswordChanged', data: { userId: uma, by: 'admin' } },
        meta: {
          id: recorded.id,
          position: 42n,
          at: '2026-03-02T09:00:00.000Z',
          metadata: recorded.metadata,
        },
      },
    ]);
  });

  it('refuses a payload that does not fit, naming the event', async () => {
    const { projection, seen } = spyProjection();
    const recorded = eventRecorder(6n)({ type: 'HolidayAdded', data: { date: 20261225 } }, 'h');
    const failure = projection.apply(noDatabase, recorded);
    await expect(failure).rejects.toBeInstanceOf(EventParseError);
    await expect(failure).rejects.toThrow(
      `HolidayAdded event ${recorded.id} in h at position 7 does not fit its schema: date:`,
    );
    expect(seen).toEqual([]);
  });

  it('leaves events of other types alone, known or not', async () => {
    const { projection, seen } = spyProjection();
    const record = eventRecorder();
    await projection.apply(noDatabase, record({ type: 'AmountAdded', data: { amount: 1 } }, 'a'));
    await projection.apply(noDatabase, record({ type: 'HolidayRemoved', data: {} }, 'h'));
    expect(seen).toEqual([]);
  });
});
