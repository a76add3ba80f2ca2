import {
  HOURS_FILTER_LABELS,
  HOURS_FILTER_MESSAGE,
  HOURS_FILTER_OPS,
  hoursQuerySchema,
  type HoursFilterOp,
} from '@teamledger/domain';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** The Login/Hours Report's own filter: a day's hours 'Less than' or 'At least' a number. */
export interface HoursFilterDraft {
  op: HoursFilterOp;
  /** '': any number of hours. */
  hours: string;
}

export const ANY_HOURS: HoursFilterDraft = { op: 'less', hours: '' };

/** Why the number cannot be applied, or null when it can (blank is any number). */
export function hoursFilterProblem({ hours }: HoursFilterDraft): string | null {
  const trimmed = hours.trim();
  return trimmed === '' || hoursQuerySchema.safeParse(trimmed).success
    ? null
    : HOURS_FILTER_MESSAGE;
}

/**
 * SPEC.md 2's hours filter with its Search button, inside the report's filter bar: Search
 * applies every filter the bar shows, as Apply Filter does.
 */
export function HoursFilterFields({
  value,
  problem,
  onChange,
}: {
  value: HoursFilterDraft;
  problem: string | null;
  onChange: (next: HoursFilterDraft) => void;
}) {
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-2">
      <legend className="visually-hidden">Hours</legend>
      <Form.Group controlId="login-hours-op">
        <Form.Label className="small mb-1">Hours</Form.Label>
        <Form.Select
          size="sm"
          value={value.op}
          onChange={(event) => onChange({ ...value, op: event.target.value as HoursFilterOp })}
        >
          {HOURS_FILTER_OPS.map((op) => (
            <option key={op} value={op}>
              {HOURS_FILTER_LABELS[op]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="login-hours-count">
        <Form.Label className="small mb-1">Number of hours</Form.Label>
        <Form.Control
          size="sm"
          type="number"
          inputMode="decimal"
          min={0}
          max={24}
          step={0.5}
          style={{ width: '7rem' }}
          value={value.hours}
          isInvalid={problem !== null}
          aria-describedby={problem ? 'login-hours-count-problem' : undefined}
          onChange={(event) => onChange({ ...value, hours: event.target.value })}
        />
      </Form.Group>
      <Button type="submit" size="sm" variant="outline-primary">
        Search
      </Button>
      {problem ? (
        <div id="login-hours-count-problem" className="invalid-feedback d-block w-100 mt-0">
          {problem}
        </div>
      ) : null}
    </fieldset>
  );
}
