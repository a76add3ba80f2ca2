import { addDays, type IsoDate } from '@teamledger/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { datePresets, type DateRange } from './presets';

export interface DateRangeFieldsProps {
  value: Partial<DateRange>;
  /** The company's today: the limit counts from it; null disables the fields. */
  today: IsoDate | null;
  onChange: (range: Partial<DateRange>) => void;
  /** Prefix of the control ids, unique on the page. */
  idPrefix: string;
  /** Why the range cannot be used; marks both fields invalid and describes them. */
  problem: string | null;
}

/** The From and To dates of a range; nothing later than tomorrow can be chosen. */
export function DateRangeFields({
  value,
  today,
  onChange,
  idPrefix,
  problem,
}: DateRangeFieldsProps) {
  const latest = today ? addDays(today, 1) : undefined;
  const invalid = {
    isInvalid: problem !== null,
    'aria-describedby': problem ? `${idPrefix}-problem` : undefined,
  };
  return (
    <>
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label className="small mb-1">From</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={value.from ?? ''}
          max={value.to ?? latest}
          disabled={today === null}
          {...invalid}
          onChange={(event) => onChange({ ...value, from: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label className="small mb-1">To</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={value.to ?? ''}
          min={value.from}
          max={latest}
          disabled={today === null}
          {...invalid}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Form.Group>
    </>
  );
}

/** SPEC.md's presets in a dropdown; picking one hands over the whole range. */
export function DatePresetsMenu({
  today,
  onPick,
  idPrefix,
}: {
  today: IsoDate | null;
  onPick: (range: DateRange) => void;
  idPrefix: string;
}) {
  return (
    <Dropdown>
      <Dropdown.Toggle
        id={`${idPrefix}-presets`}
        size="sm"
        variant="outline-secondary"
        disabled={today === null}
      >
        Presets
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {today
          ? datePresets(today).map((preset) => (
              <Dropdown.Item
                key={preset.label}
                as="button"
                type="button"
                onClick={() => onPick({ from: preset.from, to: preset.to })}
              >
                {preset.label}
              </Dropdown.Item>
            ))
          : null}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The message of DateRangeFields' `problem`, below the fields. */
export function DateRangeProblem({
  idPrefix,
  problem,
}: {
  idPrefix: string;
  problem: string | null;
}) {
  return problem ? (
    <div id={`${idPrefix}-problem`} className="invalid-feedback d-block w-100 mt-0">
      {problem}
    </div>
  ) : null;
}
