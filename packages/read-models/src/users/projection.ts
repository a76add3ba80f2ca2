import type { ClientBase } from 'pg';
import {
  endsSessions,
  joinedOnAfter,
  reportSpan,
  type IsoDate,
  type Role,
  type UserStatus,
} from '@teamledger/domain';
import { defineProjection } from '../projection.js';

/**
 * Keeps whether and until when the reports list the person (the domain's reportSpan) beside
 * the role, status and leaving day it follows from, so the reports' SQL only filters by it.
 */
async function writeReportSpan(tx: ClientBase, userId: string): Promise<void> {
  const { rows } = await tx.query<{
    role: Role;
    status: UserStatus;
    joined_on: string | null;
    left_on: string | null;
  }>(
    'SELECT role, status, joined_on::text AS joined_on, left_on::text AS left_on FROM users WHERE id = $1',
    [userId],
  );
  const person = rows[0];
  if (!person) return;
  const span = reportSpan({
    role: person.role,
    status: person.status,
    joinedOn: person.joined_on,
    leftOn: person.left_on,
  });
  await tx.query(
    'UPDATE users SET in_reports = $2, listed_from = $3, listed_until = $4 WHERE id = $1',
    [userId, span.inReports, span.listedFrom, span.listedUntil],
  );
}

/**
 * users: one row per person with what the screens and access checks need (no password:
 * that is the API's credentials table). A renamed team renames its members' team here:
 * the user streams keep the name they were given, history is not rewritten. Every update
 * is guarded by last_position so a replayed event changes nothing.
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 6,
  tables: ['users'],
  async setup(tx) {
    await tx.query(`
      CREATE TABLE IF NOT EXISTS users (
        id uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        role text NOT NULL,
        status text NOT NULL,
        team_name text,
        lead_ids uuid[] NOT NULL DEFAULT '{}',
        workspace_ids uuid[] NOT NULL DEFAULT '{}',
        default_workspace_id uuid,
        is_provider_user boolean NOT NULL DEFAULT false,
        is_lead boolean NOT NULL DEFAULT false,
        excluded_from_hr_reports boolean NOT NULL DEFAULT false,
        gender text,
        availability text NOT NULL DEFAULT 'Away',
        text_status text NOT NULL DEFAULT '',
        session_version integer NOT NULL DEFAULT 0,
        joined_on date,
        left_on date,
        in_reports boolean NOT NULL DEFAULT false,
        listed_from date,
        listed_until date,
        registered_via text NOT NULL,
        registered_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        last_position numeric(20, 0) NOT NULL
      );
      CREATE INDEX IF NOT EXISTS users_lead_ids ON users USING gin (lead_ids);
      CREATE INDEX IF NOT EXISTS users_status_role ON users (status, role);
    `);
  },
  handlers: {
    async UserRegistered(tx, { data: d }, { at, position }) {
      await tx.query(
        `INSERT INTO users (id, last_position, email, name, role, status, team_name, lead_ids,
           workspace_ids, default_workspace_id, is_provider_user, is_lead, gender,
           registered_via, registered_at, updated_at, joined_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15, $16)
         ON CONFLICT (id) DO NOTHING`,
        [
          d.userId,
          position.toString(),
          d.email,
          d.name,
          d.role,
          d.status,
          d.teamName,
          d.leadIds,
          d.workspaceIds,
          d.defaultWorkspaceId,
          d.isProviderUser,
          d.isLead,
          d.gender,
          d.via,
          at,
          d.joinedOn ?? null,
        ],
      );
      await writeReportSpan(tx, d.userId);
    },
    async UserStatusChanged(tx, event, { at, position }) {
      // left_on is kept only while the person is 'left'; reports list them before it. An
      // accepted registration sets the join date (the domain's joinedOnAfter).
      const { rows } = await tx.query<{ joined_on: IsoDate | null }>(
        'SELECT joined_on::text AS joined_on FROM users WHERE id = $1',
        [event.data.userId],
      );
      await tx.query(
        `UPDATE users SET status = $3, session_version = session_version + $4, updated_at = $5,
           left_on = $6, joined_on = $7, last_position = $2 WHERE id = $1 AND last_position < $2`,
        [
          event.data.userId,
          position.toString(),
          event.data.to,
          endsSessions(event) ? 1 : 0,
          at,
          event.data.to === 'left' ? (event.data.effectiveDate ?? null) : null,
          joinedOnAfter(rows[0]?.joined_on ?? null, event),
        ],
      );
      await writeReportSpan(tx, event.data.userId);
    },
    async UserUpdated(tx, event, { at, position }) {
      const c = event.data.changes;
      await tx.query(
        `UPDATE users SET
           name = COALESCE($3, name), role = COALESCE($4, role),
           team_name = CASE WHEN $5::boolean THEN $6 ELSE team_name END,
           lead_ids = COALESCE($7, lead_ids), workspace_ids = COALESCE($8, workspace_ids),
           default_workspace_id = CASE WHEN $9::boolean THEN $10::uuid ELSE default_workspace_id END,
           is_provider_user = COALESCE($11, is_provider_user), is_lead = COALESCE($12, is_lead),
           gender = CASE WHEN $13::boolean THEN $14 ELSE gender END,
           session_version = session_version + $15, updated_at = $16, last_position = $2,
           excluded_from_hr_reports = COALESCE($17, excluded_from_hr_reports),
           joined_on = CASE WHEN $18::boolean THEN $19::date ELSE joined_on END
         WHERE id = $1 AND last_position < $2`,
        [
          event.data.userId,
          position.toString(),
          c.name ?? null,
          c.role ?? null,
          'teamName' in c,
          c.teamName ?? null,
          c.leadIds ?? null,
          c.workspaceIds ?? null,
          'defaultWorkspaceId' in c,
          c.defaultWorkspaceId ?? null,
          c.isProviderUser ?? null,
          c.isLead ?? null,
          'gender' in c,
          c.gender ?? null,
          endsSessions(event) ? 1 : 0,
          at,
          c.excludedFromHrReports ?? null,
          'joinedOn' in c,
          c.joinedOn ?? null,
        ],
      );
      await writeReportSpan(tx, event.data.userId);
    },
    async UserPasswordChanged(tx, event, { at, position }) {
      await tx.query(
        `UPDATE users SET session_version = session_version + 1, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.userId, position.toString(), at],
      );
    },
    async SessionsEnded(tx, event, { at, position }) {
      if (!endsSessions(event)) return;
      await tx.query(
        `UPDATE users SET session_version = session_version + 1, updated_at = $3, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.userId, position.toString(), at],
      );
    },
    async UserProfileUpdated(tx, event, { at, position }) {
      await tx.query(
        `UPDATE users SET name = $3, updated_at = $4, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [event.data.userId, position.toString(), event.data.name, at],
      );
    },
    async UserAvailabilityChanged(tx, event, { at, position }) {
      await tx.query(
        `UPDATE users SET availability = $3, text_status = $4, updated_at = $5, last_position = $2
         WHERE id = $1 AND last_position < $2`,
        [
          event.data.userId,
          position.toString(),
          event.data.availability,
          event.data.textStatus,
          at,
        ],
      );
    },
    async TeamRenamed(tx, event, { at, position }) {
      // Team names are unique ignoring case, so the old name matches exactly its members.
      await tx.query(
        `UPDATE users SET team_name = $3, updated_at = $4, last_position = $1
         WHERE lower(team_name) = lower($2) AND last_position < $1`,
        [position.toString(), event.data.from, event.data.to, at],
      );
    },
  },
});
