import {
  formatDateTime,
  formatDay,
  isOpenLeave,
  type IsoDate,
  type Leave,
} from '@teamledger/domain';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/feedback';
import {
  CsvDownloadButton,
  DataTable,
  RowActionButton,
  type Column,
} from '../../../components/table';
import { TruncatedText } from '../../../components/text';
import { useLeavesOf } from '../api/get-my-leaves';
import { LeaveStatusCell } from './leave-status';
import { leaveName, LeaveStepModal } from './leave-step-modal';

/** Details are cut as the standup reports cut text, with the rest in a tooltip. */
const CUT = 40;

/**
 * My leave: a person's applications, the latest applied first, each with the working days it
 * charges, where it stands (DESIGN.md 6.13) and, until its first day, Cancel.
 */
export function MyLeaves({
  userId,
  timeZone,
  today,
}: {
  userId: string;
  timeZone: string;
  /** The company's today: a leave may be withdrawn until its first day. */
  today: IsoDate | null;
}) {
  const leaves = useLeavesOf(userId);
  const [cancelling, setCancelling] = useState<Leave | null>(null);
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
    {
      key: 'status',
      header: 'Status',
      cell: (leave) => <LeaveStatusCell leave={leave} timeZone={timeZone} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (leave) =>
        isOpenLeave(leave.status) && today !== null && today < leave.from ? (
          <RowActionButton
            label="Cancel"
            name={leaveName(leave)}
            variant="outline-danger"
            onClick={() => setCancelling(leave)}
          />
        ) : null,
    },
  ];
  if (leaves.isError) {
    return <ErrorAlert heading="Your leaves could not be loaded" error={leaves.error} />;
  }
  return (
    <>
      <DataTable
        phoneCards
        caption="My leave"
        columns={columns}
        rows={leaves.data?.leaves ?? []}
        rowKey={(leave) => leave.id}
        pageSize={20}
        emptyMessage="You have not applied for leave yet."
        loading={leaves.isPending}
        toolbar={
          <CsvDownloadButton
            path={`/api/leaves?${new URLSearchParams({ user: userId }).toString()}`}
            fileName="Leaves.csv"
          />
        }
      />
      <LeaveStepModal leave={cancelling} step="cancel" onDone={() => setCancelling(null)} />
    </>
  );
}
