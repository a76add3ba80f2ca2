import { memo, useState, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { usePhone } from '../../hooks/use-phone';
import { PaginationBar } from './pagination-bar';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** `index` counts from the first row of all pages (Sr# columns). */
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

/** Paging done by the server: `rows` is the current page only. */
export interface ServerPaging {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name; shown above it for screen readers only. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  pageSize: number;
  /** Shown instead of the table when there are no rows (SPEC.md's empty states). */
  emptyMessage: ReactNode;
  /** True while the first page loads; a refresh keeps the old rows on screen. */
  loading?: boolean;
  paging?: ServerPaging;
  /** Buttons above the table, such as Download CSV. */
  toolbar?: ReactNode;
  /**
   * On a phone, one card per row with every column's title beside its value, instead of a
   * table scrolling sideways (the reports, whose figures must show without scrolling).
   */
  phoneCards?: boolean;
}

/**
 * The one table of the app: columns, a page of rows, pages below, an empty state and a
 * toolbar. Pages itself unless the server does (`paging`).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize,
  emptyMessage,
  loading = false,
  paging,
  toolbar,
  phoneCards = false,
}: DataTableProps<Row>) {
  const phone = usePhone();
  const [ownPage, setOwnPage] = useState(1);
  // New rows (another range, a refresh) start again at the first page. Only when the table
  // pages itself: a server-paged table would otherwise render all its cells twice.
  const [pagedRows, setPagedRows] = useState(rows);
  if (!paging && pagedRows !== rows) {
    setPagedRows(rows);
    setOwnPage(1);
  }
  const total = paging ? paging.total : rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(paging ? paging.page : ownPage, pageCount);
  const offset = (page - 1) * pageSize;
  const shown = paging ? rows : rows.slice(offset, offset + pageSize);

  return (
    <div className="tl-data-table">
      {toolbar ? (
        <div className="d-flex flex-wrap gap-2 justify-content-end mb-2">{toolbar}</div>
      ) : null}
      {loading ? (
        <div className="d-flex justify-content-center py-5" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : total === 0 ? (
        <p className="text-body-secondary text-center py-5 mb-0">{emptyMessage}</p>
      ) : (
        <>
          {phoneCards && phone ? (
            <RowCards
              caption={caption}
              rows={shown}
              columns={columns}
              rowKey={rowKey}
              offset={offset}
            />
          ) : (
            // A wide table scrolls sideways; the scroll box takes focus so keyboard users
            // can scroll it too (axe scrollable-region-focusable).
            <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={caption}>
              <Table hover className="align-middle bg-body mb-0">
                <caption className="visually-hidden">{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.key} scope="col" className={column.className}>
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <TableBody rows={shown} columns={columns} rowKey={rowKey} offset={offset} />
              </Table>
            </div>
          )}
          <PaginationBar
            page={page}
            pageCount={pageCount}
            onPageChange={paging ? paging.onPageChange : setOwnPage}
            label={`${caption} pages`}
          />
        </>
      )}
    </div>
  );
}

interface RowsProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  offset: number;
}

/**
 * The rows, rendered again only when they or the columns change: a screen re-renders as
 * each of its other queries (the filters' lists) answers, and a page of 100 rows with
 * formatted dates is the costliest part of it.
 */
const TableBody = memo(function TableBody<Row>({ rows, columns, rowKey, offset }: RowsProps<Row>) {
  return (
    <tbody>
      {rows.map((row, index) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.key} className={column.className}>
              {column.cell(row, offset + index)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}) as <Row>(props: RowsProps<Row>) => ReactNode;

/**
 * The rows as stacked cards: the first column heads each card, the others follow as
 * title and value, so a row reads top to bottom on a phone without scrolling sideways.
 */
const RowCards = memo(function RowCards<Row>({
  caption,
  rows,
  columns,
  rowKey,
  offset,
}: RowsProps<Row> & { caption: string }) {
  const [heading, ...details] = columns;
  return (
    <ul className="list-unstyled mb-3 d-grid gap-2" aria-label={caption}>
      {rows.map((row, index) => (
        <li key={rowKey(row)} className="card shadow-sm">
          <div className="card-body p-3 text-break">
            {heading ? (
              <div className="fw-semibold mb-2">{heading.cell(row, offset + index)}</div>
            ) : null}
            <dl className="mb-0 small">
              {details.map((column) => (
                <div key={column.key} className="d-flex justify-content-between gap-3 py-1">
                  {column.header === '' ? null : (
                    <dt className="fw-normal text-body-secondary">{column.header}</dt>
                  )}
                  <dd className="mb-0 text-end ms-auto">{column.cell(row, offset + index)}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}) as <Row>(props: RowsProps<Row> & { caption: string }) => ReactNode;
