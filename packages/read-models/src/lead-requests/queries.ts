import type { ClientBase, Pool } from 'pg';
import type { LeadRequest, LeadRequestList } from '@teamledger/domain';

type Db = Pick<Pool | ClientBase, 'query'>;

interface Row {
  id: string;
  name: string;
  email: string;
  message: string;
  ticket_url: string | null;
  status: LeadRequest['status'];
  assignee_id: string;
  assignee_name: string | null;
  reason: string | null;
  assigned_at: Date;
  updated_at: Date;
}

const SELECT = `
  SELECT r.id, r.name, r.email, r.message, r.ticket_url, r.status, r.assignee_id,
         u.name AS assignee_name, r.reason, r.assigned_at, r.updated_at
  FROM lead_requests r LEFT JOIN users u ON u.id = r.assignee_id`;

const toLeadRequest = (row: Row): LeadRequest => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  ticketUrl: row.ticket_url,
  status: row.status,
  assignee: { id: row.assignee_id, name: row.assignee_name ?? 'Unknown' },
  reason: row.reason,
  assignedAt: row.assigned_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Lead requests, newest assignment first; only one person's when `assigneeId` is given. */
export async function listLeadRequests(
  db: Db,
  { assigneeId }: { assigneeId?: string } = {},
): Promise<LeadRequest[]> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE ($1::uuid IS NULL OR r.assignee_id = $1)
     ORDER BY r.assigned_at DESC, r.id`,
    [assigneeId ?? null],
  );
  return rows.map(toLeadRequest);
}

export async function findLeadRequestById(db: Db, id: string): Promise<LeadRequest | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? toLeadRequest(rows[0]) : null;
}

/** Who can hold a lead: active people with role User, by name (users read model). */
export async function listLeadAssignees(db: Db): Promise<LeadRequestList['assignees']> {
  const { rows } = await db.query<{ id: string; name: string; is_provider_user: boolean }>(
    `SELECT id, name, is_provider_user FROM users
     WHERE status = 'active' AND role = 'User' ORDER BY lower(name), id`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, isProviderUser: row.is_provider_user }));
}
