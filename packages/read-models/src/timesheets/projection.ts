import {
  evolveTimesheet,
  initialTimesheetState,
  type TimesheetEvent,
  type TimesheetState,
} from '@teamledger/domain';
import type { ClientBase } from 'pg';
import { defineProjection, type EventMeta, type ProjectionHandlers } from '../projection.js';

/**
 * timesheet_periods: each person's periods that have a step or a reminder (an open period
 * without one has no row), with the state the domain folds (status, the submitted and the approved revision,
 * the note, the grace), so the screens read what the decider decides on.
 */
async function fold(tx: ClientBase, event: TimesheetEvent, { position }: EventMeta) {
  const { userId, period } = event.data;
  const { rows } = await tx.query<{ state: TimesheetState; lastPosition: string }>(
    `SELECT state, last_position AS "lastPosition" FROM timesheet_periods
     WHERE user_id = $1 AND period = $2`,
    [userId, period],
  );
  const row = rows[0];
  // Applied already (a replay): nothing changes.
  if (row && BigInt(row.lastPosition) >= position) return;
  const state = evolveTimesheet(row?.state ?? initialTimesheetState, event);
  const from = 'from' in event.data ? event.data.from : null;
  const to = 'to' in event.data ? event.data.to : null;
  await tx.query(
    `INSERT INTO timesheet_periods (user_id, period, from_date, to_date, status, state, last_position)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, period) DO UPDATE SET status = EXCLUDED.status, state = EXCLUDED.state,
       from_date = COALESCE(EXCLUDED.from_date, timesheet_periods.from_date),
       to_date = COALESCE(EXCLUDED.to_date, timesheet_periods.to_date),
       last_position = EXCLUDED.last_position`,
    [userId, period, from, to, state.status, JSON.stringify(state), position.toString()],
  );
}

const handlers: ProjectionHandlers = {
  TimesheetSubmitted: fold,
  TimesheetApproved: fold,
  TimesheetRejected: fold,
  TimesheetWithdrawn: fold,
  TimesheetReopened: fold,
  TimesheetLocked: fold,
  TimesheetGraceGranted: fold,
  // Added with the event itself (no stored one predates it): no new version to rebuild.
  TimesheetReminderEmailed: fold,
};

export const timesheetsProjection = defineProjection({
  name: 'timesheets',
  version: 1,
  tables: ['timesheet_periods'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS timesheet_periods (
        user_id uuid NOT NULL,
        period text NOT NULL,
        from_date date,
        to_date date,
        status text NOT NULL,
        state jsonb NOT NULL,
        last_position numeric(20, 0) NOT NULL,
        PRIMARY KEY (user_id, period)
      );
      CREATE INDEX IF NOT EXISTS timesheet_periods_status ON timesheet_periods (status, to_date);
    `);
  },
  handlers,
});
