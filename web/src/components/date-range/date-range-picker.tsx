import { addDays, type IsoDate } from '@teamledger/domain';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { datePresets, rangeProblem, type DateRange } from './presets';

export interface DateRangePickerProps {
  /** The range the screen shows now; null while the first answer is on its way. */
  value: DateRange | null;
  /** The company's today (from the report's answer): presets and the limit count from it. */
  today: IsoDate | null;
  onChange: (range: DateRange) => void;
  /** Prefix of the control ids, unique on the page. */
  idPrefix?: string;
  /** More filters of the report (a user select, say), applied with the range. */
  children?: ReactNode;
}

/**
 * From and To dates with an Apply button, and SPEC.md's presets, which apply at once.
 * Nothing later than tomorrow can be chosen.
 */
export function DateRangePicker({
  value,
  today,
  onChange,
  idPrefix = 'range',
  children,
}: DateRangePickerProps) {
  const [draft, setDraft] = useState<Partial<DateRange>>(value ?? {});
  // A new range from outside (an answer, a preset) replaces what was being typed.
  const [shown, setShown] = useState(value);
  if (shown?.from !== value?.from || shown?.to !== value?.to) {
    setShown(value);
    setDraft(value ?? {});
  }
  const [problem, setProblem] = useState<string | null>(null);
  const ready = today !== null;
  const latest = today ? addDays(today, 1) : undefined;

  const apply = (range: Partial<DateRange>) => {
    if (!today) return;
    const why = rangeProblem(range, today);
    setProblem(why);
    if (why === null) onChange(range as DateRange);
  };

  return (
    <Form
      noValidate
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label="Date range"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <Form.Group controlId={`${idPrefix}-from`}>
        <Form.Label className="small mb-1">From</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={draft.from ?? ''}
          max={draft.to ?? latest}
          disabled={!ready}
          isInvalid={problem !== null}
          aria-describedby={problem ? `${idPrefix}-problem` : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId={`${idPrefix}-to`}>
        <Form.Label className="small mb-1">To</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={draft.to ?? ''}
          min={draft.from}
          max={latest}
          disabled={!ready}
          isInvalid={problem !== null}
          aria-describedby={problem ? `${idPrefix}-problem` : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </Form.Group>
      {children}
      <Button type="submit" size="sm" disabled={!ready}>
        Apply
      </Button>
      <Dropdown>
        <Dropdown.Toggle
          id={`${idPrefix}-presets`}
          size="sm"
          variant="outline-secondary"
          disabled={!ready}
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
                  onClick={() => {
                    const range = { from: preset.from, to: preset.to };
                    setDraft(range);
                    apply(range);
                  }}
                >
                  {preset.label}
                </Dropdown.Item>
              ))
            : null}
        </Dropdown.Menu>
      </Dropdown>
      {problem ? (
        <div id={`${idPrefix}-problem`} className="invalid-feedback d-block w-100 mt-0">
          {problem}
        </div>
      ) : null}
    </Form>
  );
}
