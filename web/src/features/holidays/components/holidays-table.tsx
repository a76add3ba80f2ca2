import { formatDay, isRemovableHoliday, type Holiday, type HolidayList } from '@teamledger/domain';
import { useState } from 'react';
import { ConfirmDialog, useNotify } from '../../../components/feedback';
import {
  CsvDownloadButton,
  DataTable,
  rowActionColumns,
  type Column,
} from '../../../components/table';
import { useDeleteHoliday } from '../api/delete-holiday';
import { HOLIDAYS_CSV_PATH } from '../api/get-holidays';

export interface HolidaysTableProps {
  list: HolidayList | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** Admins delete coming holidays; a Viewer only reads. */
  canDelete: boolean;
}

/** Sr#, Date, Title, Delete; 20 per page; LeavesList.csv (SPEC.md 2, Mark Holiday). */
export function HolidaysTable({ list, loading, onPageChange, canDelete }: HolidaysTableProps) {
  const notify = useNotify();
  const [toDelete, setToDelete] = useState<Holiday | null>(null);
  const remove = useDeleteHoliday({
    mutationConfig: {
      onSuccess: () => notify('Holiday Deleted successfully.'),
      onError: (error) => notify(error.message, 'danger'),
      onSettled: () => setToDelete(null),
    },
  });

  const columns: Column<Holiday>[] = [
    { key: 'sr', header: 'Sr#', cell: (_row, index) => index + 1 },
    { key: 'date', header: 'Date', cell: (row) => formatDay(row.date) },
    { key: 'title', header: 'Title', cell: (row) => row.title },
  ];
  if (canDelete) {
    columns.push(
      ...rowActionColumns<Holiday>({
        name: (row) => `${row.title} on ${formatDay(row.date)}`,
        onDelete: setToDelete,
        // Only holidays still ahead can be deleted.
        canDelete: (row) => list !== undefined && isRemovableHoliday(row.date, list.today),
      }),
    );
  }

  return (
    <>
      <DataTable
        caption="Holidays"
        columns={columns}
        rows={list?.holidays ?? []}
        rowKey={(row) => row.date}
        pageSize={list?.pageSize ?? 20}
        emptyMessage="No Leaves Added."
        loading={loading}
        paging={list ? { page: list.page, total: list.total, onPageChange } : undefined}
        toolbar={
          <CsvDownloadButton
            path={HOLIDAYS_CSV_PATH}
            fileName="LeavesList.csv"
            disabled={!list || list.total === 0}
          />
        }
      />
      <ConfirmDialog
        show={toDelete !== null}
        title="Are you sure you want to delete this!"
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.date)}
      >
        {toDelete ? `${toDelete.title} on ${formatDay(toDelete.date)}` : null}
      </ConfirmDialog>
    </>
  );
}
