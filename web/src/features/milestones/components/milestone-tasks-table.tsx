import { formatDay, formatHours, type MilestoneDetail } from '@teamledger/domain';
import { DataTable, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';

type Task = MilestoneDetail['tasks'][number];

const PAGE_SIZE = 100;

/** The hours logged against a milestone: Task Title, Task Detail, Task Hours (SPEC.md 2). */
export function MilestoneTasksTable({
  detail,
  loading,
}: {
  detail: MilestoneDetail | undefined;
  loading: boolean;
}) {
  const columns: Column<Task>[] = [
    { key: 'title', header: 'Task Title', cell: (row) => row.title },
    {
      key: 'details',
      header: 'Task Detail',
      cell: (row) => <TruncatedText text={row.details} max={70} />,
    },
    { key: 'hours', header: 'Task Hours', cell: (row) => formatHours(row.hours) },
    { key: 'user', header: 'Logged by', cell: (row) => row.user.name },
    { key: 'date', header: 'Date', className: 'text-nowrap', cell: (row) => formatDay(row.date) },
  ];
  return (
    <DataTable
      caption="Tasks of this milestone"
      columns={columns}
      rows={detail?.tasks ?? []}
      rowKey={(row) => row.id}
      pageSize={PAGE_SIZE}
      emptyMessage="No record Found"
      loading={loading}
    />
  );
}
