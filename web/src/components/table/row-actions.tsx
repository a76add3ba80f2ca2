import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { Column } from './data-table';

export interface RowActionButtonProps {
  /** What the button says, e.g. 'Edit'. */
  label: string;
  /** The row it acts on, said to screen readers only: 'Edit Platform'. */
  name: string;
  variant: string;
  onClick: () => void;
  disabled?: boolean;
}

/** A small table-row button whose accessible name says which row it acts on. */
export function RowActionButton({ label, name, variant, onClick, disabled }: RowActionButtonProps) {
  return (
    // The visible label starts the accessible name, so speech input finds it by what it says.
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label} ${name}`}
    >
      {label}
    </Button>
  );
}

export interface RowActionsOptions<Row> {
  /** Names the row in the buttons' accessible names. */
  name: (row: Row) => string;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Rows that get no Edit button (say, an account above the signer's); all when left out. */
  canEdit?: (row: Row) => boolean;
  /** Rows that get no Delete button (say, a holiday already past); all when left out. */
  canDelete?: (row: Row) => boolean;
  /**
   * The screen's column titles: one column holding both buttons (`action`), or a column
   * each (`edit`, `delete`; 'Edit' and 'Delete' when left out).
   */
  headers?: { action: string } | { edit?: string; delete?: string };
}

/**
 * The Edit and Delete columns of an admin table, the same on every screen: outlined small
 * buttons, Edit before Delete, each naming its row for screen readers.
 */
export function rowActionColumns<Row>({
  name,
  onEdit,
  onDelete,
  canEdit = () => true,
  canDelete = () => true,
  headers = {},
}: RowActionsOptions<Row>): Column<Row>[] {
  const edit = (row: Row): ReactNode =>
    onEdit && canEdit(row) ? (
      <RowActionButton
        label="Edit"
        name={name(row)}
        variant="outline-primary"
        onClick={() => onEdit(row)}
      />
    ) : null;
  const remove = (row: Row): ReactNode =>
    onDelete && canDelete(row) ? (
      <RowActionButton
        label="Delete"
        name={name(row)}
        variant="outline-danger"
        onClick={() => onDelete(row)}
      />
    ) : null;

  if ('action' in headers) {
    return [
      {
        key: 'action',
        header: headers.action,
        cell: (row) => (
          <div className="d-flex gap-2">
            {edit(row)}
            {remove(row)}
          </div>
        ),
      },
    ];
  }
  const columns: Column<Row>[] = [];
  if (onEdit) columns.push({ key: 'edit', header: headers.edit ?? 'Edit', cell: edit });
  if (onDelete) columns.push({ key: 'delete', header: headers.delete ?? 'Delete', cell: remove });
  return columns;
}
