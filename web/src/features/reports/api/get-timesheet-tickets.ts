import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  NO_MILESTONE,
  reportEndpoints,
  type TimesheetRow,
  type TimesheetTickets,
} from '@teamledger/domain';
import { callEndpoint, endpointUrl } from '../../../lib/call-endpoint';
import { reportsQueryKey } from './keys';

/** One row of the report over the range it covers: what its Ticket Details show. */
export interface TimesheetRowRef {
  row: TimesheetRow;
  from: string;
  to: string;
}

const ticketsQuery = ({ row, from, to }: TimesheetRowRef) => ({
  userId: row.userId,
  workspaceId: row.workspace.id,
  milestoneId: row.milestone?.id ?? NO_MILESTONE,
  from,
  to,
});

/** UserReport.csv: the row's entries, asked with Accept: text/csv. */
export const timesheetTicketsCsvPath = (ref: TimesheetRowRef) =>
  endpointUrl(reportEndpoints.timesheetTickets, { query: ticketsQuery(ref) });

/** GET /api/reports/timesheet/tickets: the entries behind one row, newest first. */
export function getTimesheetTickets(
  ref: TimesheetRowRef,
  signal?: AbortSignal,
): Promise<TimesheetTickets> {
  return callEndpoint(reportEndpoints.timesheetTickets, { query: ticketsQuery(ref), signal });
}

export const timesheetTicketsQueryOptions = (ref: TimesheetRowRef) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'timesheet-tickets', ticketsQuery(ref)],
    queryFn: ({ signal }) => getTimesheetTickets(ref, signal),
  });

export function useTimesheetTickets(ref: TimesheetRowRef) {
  return useQuery(timesheetTicketsQueryOptions(ref));
}
