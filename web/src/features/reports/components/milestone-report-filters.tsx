import type { IsoDate } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PhoneFilters } from '../../../components/report-filters';
import {
  DatePresetsMenu,
  DateRangeFields,
  DateRangeProblem,
  rangeProblem,
  useCompanyToday,
  type DateRange,
} from '../../../components/date-range';
import { SearchSelectField } from '../../../components/form';
import type { MilestoneReportFilter } from '../api/get-milestone-report';

/** The option of the team and user selects that stands for everyone. */
const ALL = '';

interface Named {
  id: string;
  name: string;
}

export interface MilestoneReportFiltersProps {
  applied: MilestoneReportFilter;
  /** The range the report shows now, to fill the dates before one is chosen. */
  shownRange: DateRange | null;
  /** The company's today from the report's answer; the session's until one answers. */
  today: IsoDate | null;
  /** Teams to choose from; null: the team select is not shown (a plain User). */
  teams: readonly Named[] | null;
  /** People to choose from, after All; a plain User gets only themselves and no All. */
  people: readonly Named[];
  withAll: boolean;
  onApply: (filter: MilestoneReportFilter) => void;
}

/**
 * SPEC.md 2's filters of the milestone report: a date range (never past tomorrow, with the
 * presets), 'Select Teams' and 'Select User', both searchable; nothing changes until Apply
 * Filter.
 */
export function MilestoneReportFilters({
  applied,
  shownRange,
  today,
  teams,
  people,
  withAll,
  onApply,
}: MilestoneReportFiltersProps) {
  const [draft, setDraft] = useState(applied);
  const [dates, setDates] = useState<Partial<DateRange>>(applied.range ?? {});
  const [problem, setProblem] = useState<string | null>(null);
  const from = dates.from ?? shownRange?.from ?? '';
  const to = dates.to ?? shownRange?.to ?? '';
  const all = withAll ? [{ value: ALL, label: 'All' }] : [];
  const known = useCompanyToday(today);
  // Everyone (no one chosen): at most 31 days. A plain User's report is always their own.
  const allUsers = withAll && draft.user === null;

  const apply = (range: Partial<DateRange>) => {
    if (!known) return;
    // Checked here, with the API's rules: a refused range is never asked for.
    const why = rangeProblem(range, known, { allUsers });
    setProblem(why);
    if (why === null) onApply({ ...draft, range: range as DateRange });
  };

  return (
    <PhoneFilters id={'milestone-report-filters'}>
      <Form
        noValidate
        aria-label="Milestone Report filters"
        className="d-flex flex-wrap align-items-end gap-3 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ from, to });
        }}
      >
        <DateRangeFields
          value={{ from: from || undefined, to: to || undefined }}
          today={known}
          onChange={setDates}
          idPrefix="milestone-report"
          problem={problem}
        />
        {/* A preset fills the dates; the range applies with Apply Filter, as the rest does. */}
        <DatePresetsMenu
          today={known}
          allUsers={allUsers}
          idPrefix="milestone-report"
          onPick={setDates}
        />
        {teams ? (
          <SearchSelectField
            id="milestone-report-team"
            label="Select Teams"
            options={[...all, ...teams.map((team) => ({ value: team.name, label: team.name }))]}
            value={draft.team ?? ALL}
            onChange={(team) => setDraft({ ...draft, team: team === ALL ? null : team })}
          />
        ) : null}
        <SearchSelectField
          id="milestone-report-user"
          label="Select User"
          options={[...all, ...people.map((person) => ({ value: person.id, label: person.name }))]}
          value={draft.user ?? ALL}
          onChange={(user) => setDraft({ ...draft, user: user === ALL ? null : user })}
        />
        <Button type="submit" size="sm" disabled={known === null}>
          Apply Filter
        </Button>
        <DateRangeProblem idPrefix="milestone-report" problem={problem} />
      </Form>
    </PhoneFilters>
  );
}
