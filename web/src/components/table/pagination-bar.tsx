import Pagination from 'react-bootstrap/Pagination';

export interface PaginationBarProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation for screen readers, e.g. 'Holidays pages'. */
  label: string;
}

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number, width = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= width) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export function PaginationBar({ page, pageCount, onPageChange, label }: PaginationBarProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination size="sm" className="mb-0 flex-wrap">
        <Pagination.Prev
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label="Previous page"
        />
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Pagination.Ellipsis key={`gap-${index}`} disabled />
          ) : (
            <Pagination.Item
              key={item}
              active={item === page}
              onClick={() => onPageChange(item)}
              aria-label={`Page ${item}`}
            >
              {item}
            </Pagination.Item>
          ),
        )}
        <Pagination.Next
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
          aria-label="Next page"
        />
      </Pagination>
    </nav>
  );
}
