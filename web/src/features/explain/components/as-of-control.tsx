import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** A date-time input's value (local to the browser) as an ISO instant; null when empty or invalid. */
export function instantOf(local: string): string | null {
  if (local === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO instant as a date-time input's value, in the browser's zone, to the minute. */
export function localOf(instant: string): string {
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The report's "As of" control: a date and time at which to see the report as it stood
 * (what had been recorded by then); cleared, the report is as it is now.
 */
export function AsOfControl({
  value,
  onChange,
  idPrefix,
}: {
  value: string | null;
  onChange: (asOf: string | null) => void;
  idPrefix: string;
}) {
  // A screen opened as of an instant (a link from a list shown as of it) shows it.
  const [draft, setDraft] = useState(() => (value ? localOf(value) : ''));
  const id = `${idPrefix}-${useId()}-as-of`;
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="See the report as of a past date and time"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(instantOf(draft));
      }}
    >
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">As of</Form.Label>
        <Form.Control
          type="datetime-local"
          size="sm"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary">
        Show as of
      </Button>
      {value ? (
        <Button
          size="sm"
          variant="link"
          onClick={() => {
            setDraft('');
            onChange(null);
          }}
        >
          Back to now
        </Button>
      ) : null}
    </Form>
  );
}
