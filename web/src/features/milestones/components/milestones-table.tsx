import {
  formatDay,
  isOverdue,
  milestoneActions,
  milestoneStatus,
  type Milestone,
  type MilestoneList,
} from '@teamledger/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDialog, useNotify } from '../../../components/feedback';
import { DataTable, RowActionButton, type Column } from '../../../components/table';
import { TruncatedText } from '../../../components/text';
import { paths } from '../../../config/paths';
import { useCompleteMilestone } from '../api/complete-milestone';
import { useDeleteMilestone } from '../api/delete-milestone';

const PAGE_SIZE = 100;

export interface MilestonesTableProps {
  list: MilestoneList | undefined;
  loading: boolean;
  /** Admins change milestones; a Viewer only reads them. */
  canEdit: boolean;
  onEdit: (milestone: Milestone) => void;
}

type Pending = { action: 'delete' | 'complete'; milestone: Milestone } | null;

/** Name, Status, Description, Due Date (red when overdue), Action (SPEC.md 2). */
export function MilestonesTable({ list, loading, canEdit, onEdit }: MilestonesTableProps) {
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);
  const settle = { onSettled: () => setPending(null) };
  const remove = useDeleteMilestone({
    mutationConfig: {
      ...settle,
      onSuccess: () => notify('Milestone Deleted successfully.'),
      onError: () => notify('Error in Delete Milestone', 'danger'),
    },
  });
  const complete = useCompleteMilestone({
    mutationConfig: {
      ...settle,
      onSuccess: () => notify('Milestone Completed successfully.'),
      onError: () => notify('Error in Completing Milestone', 'danger'),
    },
  });

  const columns: Column<Milestone>[] = [
    { key: 'name', header: 'Name', cell: (row) => row.title },
    { key: 'status', header: 'Status', cell: (row) => milestoneStatus(row) },
    {
      key: 'description',
      header: 'Description',
      cell: (row) => <TruncatedText text={row.description} max={70} />,
    },
    {
      key: 'due',
      header: 'Due Date',
      className: 'text-nowrap',
      cell: (row) =>
        row.dueDate === null ? null : list && isOverdue(row, list.today) ? (
          <span className="text-danger fw-semibold">
            {formatDay(row.dueDate)}
            <span className="visually-hidden"> (overdue)</span>
          </span>
        ) : (
          formatDay(row.dueDate)
        ),
    },
    {
      key: 'action',
      header: 'Action',
      className: 'text-nowrap',
      cell: (row) => {
        const can = milestoneActions(row, canEdit);
        return (
          <div className="d-flex flex-wrap gap-1">
            <Link
              className="btn btn-sm btn-outline-primary"
              to={paths.milestoneDetail.getHref(row.id, row.title)}
              aria-label={`Details of ${row.title}`}
            >
              Details
            </Link>
            {can.edit ? (
              <RowActionButton
                label="Edit"
                name={row.title}
                variant="outline-secondary"
                onClick={() => onEdit(row)}
              />
            ) : null}
            {can.delete ? (
              <RowActionButton
                label="Delete"
                name={row.title}
                variant="outline-danger"
                onClick={() => setPending({ action: 'delete', milestone: row })}
              />
            ) : null}
            {can.complete ? (
              <RowActionButton
                label="Complete"
                name={row.title}
                variant="outline-success"
                onClick={() => setPending({ action: 'complete', milestone: row })}
              />
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        caption="Milestones"
        columns={columns}
        rows={list?.milestones ?? []}
        rowKey={(row) => row.id}
        pageSize={PAGE_SIZE}
        emptyMessage="No record Found"
        loading={loading}
      />
      <ConfirmDialog
        show={pending !== null}
        title={
          pending?.action === 'complete'
            ? 'Do you want to Complete this Milestone?'
            : 'Do you want to delete this Milestone?'
        }
        confirmVariant={pending?.action === 'complete' ? 'success' : 'danger'}
        pending={remove.isPending || complete.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.action === 'delete') remove.mutate(pending.milestone.id);
          if (pending?.action === 'complete') complete.mutate(pending.milestone.id);
        }}
      >
        {pending?.milestone.title}
      </ConfirmDialog>
    </>
  );
}
