import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * A report's filters, folded behind a Filters button on a phone so the rows come first;
 * from the `sm` breakpoint up they always show and the button is gone.
 */
export function PhoneFilters({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline-primary"
        className="d-sm-none mb-3"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Filters
      </Button>
      <div id={id} className={open ? 'd-sm-block' : 'd-none d-sm-block'}>
        {children}
      </div>
    </>
  );
}
