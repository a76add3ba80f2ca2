import { formatDateTime, formatDay, type Leave } from '@teamledger/domain';
import { ErrorAlert } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';
import { useLeavesOf } from '../api/get-my-leaves';

/** Details are cut as the standup reports cut text, with the rest in a tooltip. */
const CUT = 40;

/**
 * My leave (issue 25 item 5): a person's applications, the latest applied first, each with
 * the working days it charges. The approval workflow and its states come later ([19/24]).
 */
export function MyLeaves({ userId, timeZone }: { userId: string; timeZone: string }) {
  const leaves = useLeavesOf(userId);
  const columns: Column<Leave>[] = [
    { key: 'type', header: 'Leave Type', cell: (leave) => leave.leaveType },
    {
      key: 'from',
      header: 'First day',
      className: 'text-nowrap',
      cell: (leave) => formatDay(leave.from),
    },
    {
      key: 'to',
      header: 'Last day',
      className: 'text-nowrap',
      cell: (leave) => formatDay(leave.to),
    },
    { key: 'workingDays', header: 'Working days', cell: (leave) => leave.workingDays },
    {
      key: 'details',
      header: 'Leave Details',
      cell: (leave) => <TruncatedText text={leave.details} max={CUT} />,
    },
    {
      key: 'appliedAt',
      header: 'Applied at',
      className: 'text-nowrap',
      cell: (leave) => formatDateTime(leave.appliedAt, timeZone),
    },
  ];
  if (leaves.isError) {
    return <ErrorAlert heading="Your leaves could not be loaded" error={leaves.error} />;
  }
  return (
    <DataTable
      caption="My leave"
      columns={columns}
      rows={leaves.data?.leaves ?? []}
      rowKey={(leave) => leave.id}
      pageSize={20}
      emptyMessage="You have not applied for leave yet."
      loading={leaves.isPending}
    />
  );
}
