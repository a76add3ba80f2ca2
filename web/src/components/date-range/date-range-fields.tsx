import { addDays, allUsersRangeProblem, type IsoDate } from '@teamledger/domain';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { useCompanyToday } from './company-today';
import { datePresets, type DateRange } from './presets';

export interface DateRangeFieldsProps {
  value: Partial<DateRange>;
  /** The company's today from a report's answer; the session's until one answers. */
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
  const known = useCompanyToday(today);
  const latest = known ? addDays(known, 1) : undefined;
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
          disabled={known === null}
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
          disabled={known === null}
          {...invalid}
          onChange={(event) => onChange({ ...value, to: event.target.value })}
        />
      </Form.Group>
    </>
  );
}

/**
 * SPEC.md's presets in a dropdown; picking one hands over the whole range. When the report
 * asks for every user, the presets over 31 days are offered disabled, with the reason.
 */
export function DatePresetsMenu({
  today,
  onPick,
  idPrefix,
  allUsers = false,
}: {
  today: IsoDate | null;
  onPick: (range: DateRange) => void;
  idPrefix: string;
  /** No user or workspace is chosen: the all-user limit applies. */
  allUsers?: boolean;
}) {
  const known = useCompanyToday(today);
  const presets = known ? datePresets(known) : [];
  const refused = presets.map((preset) => allUsersRangeProblem(preset, !allUsers));
  const reason = refused.find((problem) => problem !== null);
  return (
    <Dropdown>
      <Dropdown.Toggle
        id={`${idPrefix}-presets`}
        size="sm"
        variant="outline-secondary"
        disabled={known === null}
      >
        Presets
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {presets.map((preset, index) => (
          <Dropdown.Item
            key={preset.label}
            as="button"
            type="button"
            disabled={refused[index] !== null}
            aria-describedby={refused[index] ? `${idPrefix}-presets-reason` : undefined}
            onClick={() => onPick({ from: preset.from, to: preset.to })}
          >
            {preset.label}
          </Dropdown.Item>
        ))}
        {reason ? (
          <Dropdown.ItemText
            id={`${idPrefix}-presets-reason`}
            className="small text-body-secondary"
          >
            {reason} Choose one person for a longer range.
          </Dropdown.ItemText>
        ) : null}
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
