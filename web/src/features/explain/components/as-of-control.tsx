import { DateTime } from 'luxon';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyTimeZone } from '../../../components/text';

/**
 * A date-time input's value, read on the clock of `timeZone`, as an ISO instant; null when
 * empty or invalid.
 */
export function instantOf(local: string, timeZone: string): string | null {
  if (local === '') return null;
  const at = DateTime.fromISO(local, { zone: timeZone });
  return at.isValid ? at.toUTC().toISO() : null;
}

/** An ISO instant as a date-time input's value on the clock of `timeZone`, to the minute. */
export function localOf(instant: string, timeZone: string): string {
  return DateTime.fromISO(instant, { zone: timeZone }).toFormat("yyyy-LL-dd'T'HH:mm");
}

/**
 * The report's "As of" control: a date and time at which to see the report as it stood
 * (what had been recorded by then); cleared, the report is as it is now. The time is on the
 * company's clock, as every time the screens show (D193), whatever the browser's zone.
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
  const timeZone = useCompanyTimeZone();
  // A screen opened as of an instant (a link from a list shown as of it) shows it.
  const [draft, setDraft] = useState(() => (value ? localOf(value, timeZone) : ''));
  const id = `${idPrefix}-${useId()}-as-of`;
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="See the report as of a past date and time"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(instantOf(draft, timeZone));
      }}
    >
      <Form.Group controlId={id}>
        <div className="d-flex gap-1 small mb-1">
          <Form.Label className="mb-0">As of</Form.Label>
          <span id={`${id}-zone`} className="text-body-secondary">
            ({timeZone} time)
          </span>
        </div>
        <Form.Control
          type="datetime-local"
          size="sm"
          aria-describedby={`${id}-zone`}
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
