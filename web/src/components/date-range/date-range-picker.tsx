import type { IsoDate } from '@teamledger/domain';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyToday } from './company-today';
import { DatePresetsMenu, DateRangeFields, DateRangeProblem } from './date-range-fields';
import { rangeProblem, type DateRange } from './presets';
import { PhoneFilters } from '../report-filters/phone-filters';

export interface DateRangePickerProps {
  /** The range the screen shows now; null while the first answer is on its way. */
  value: DateRange | null;
  /** The company's today from the report's answer; the session's until one answers. */
  today: IsoDate | null;
  /** The report asks for every user (no one chosen): at most 31 days. */
  allUsers?: boolean;
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
  allUsers = false,
  children,
}: DateRangePickerProps) {
  const [draft, setDraft] = useState<Partial<DateRange>>(value ?? {});
  // A new range from outside (an answer, a preset) shows in the fields, unless the person
  // has typed dates of their own since: a late first answer never undoes their typing.
  const [shown, setShown] = useState(value);
  const [typing, setTyping] = useState(false);
  if (shown?.from !== value?.from || shown?.to !== value?.to) {
    setShown(value);
    if (!typing) setDraft(value ?? {});
  }
  const [problem, setProblem] = useState<string | null>(null);
  const known = useCompanyToday(today);

  const apply = (range: Partial<DateRange>) => {
    if (!known) return;
    // Checked here, with the API's rules: a refused range is never asked for.
    const why = rangeProblem(range, known, { allUsers });
    setProblem(why);
    if (why === null) {
      setTyping(false);
      onChange(range as DateRange);
    }
  };

  return (
    <PhoneFilters id={`${idPrefix}-filters`}>
      <Form
        noValidate
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        aria-label="Date range"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <DateRangeFields
          value={draft}
          today={known}
          onChange={(range) => {
            setTyping(true);
            setDraft(range);
          }}
          idPrefix={idPrefix}
          problem={problem}
        />
        {children}
        <Button type="submit" size="sm" disabled={known === null}>
          Apply
        </Button>
        <DatePresetsMenu
          today={known}
          allUsers={allUsers}
          idPrefix={idPrefix}
          onPick={(range) => {
            setDraft(range);
            apply(range);
          }}
        />
        <DateRangeProblem idPrefix={idPrefix} problem={problem} />
      </Form>
    </PhoneFilters>
  );
}
