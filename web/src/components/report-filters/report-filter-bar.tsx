import type { IsoDate } from '@teamledger/domain';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  DatePresetsMenu,
  DateRangeFields,
  DateRangeProblem,
  rangeProblem,
  useCompanyToday,
  type DateRange,
} from '../date-range';
import { MultiSelectField, SelectField } from '../form';
import { PhoneFilters } from './phone-filters';

/** What an all-user report is filtered by; an empty choice means All (SPEC.md 5). */
export interface ReportFilter {
  /** null: the server's default range. */
  range: DateRange | null;
  /** Workspace ids. */
  workspaces: string[];
  /** A user id, or '' for All. */
  user: string;
  /** A team name, or '' for All. */
  team: string;
}

export type FilterOption = { id: string; name: string };

export interface ReportFilterBarProps {
  /** Names the form for screen readers, e.g. 'Monthly Report filters'. */
  name: string;
  /** Prefix of the control ids, unique on the page. */
  idPrefix: string;
  applied: ReportFilter;
  /** The range the report shows now, to fill the dates before one is chosen. */
  shownRange: DateRange | null;
  /** The company's today from the report's answer; the session's until one answers. */
  today: IsoDate | null;
  workspaces: readonly FilterOption[];
  people: readonly FilterOption[];
  /** Offers the team select when given. */
  teams?: readonly FilterOption[];
  onApply: (filter: ReportFilter) => void;
  /**
   * The report's own filters (the hours of the Login/Hours report, say), in the same form:
   * a submit button among them applies everything, as Apply Filter does.
   */
  children?: ReactNode;
  /** Checks the report's own filters before applying; false keeps what is applied. */
  canApply?: () => boolean;
  /**
   * Offers Clear Filter, which puts the bar back to All and the default range and calls
   * this instead of onApply: the screen applies ALL_REPORT_FILTER and resets its own fields.
   */
  onClear?: () => void;
}

/** Every choice at All, over the server's default range. */
export const ALL_REPORT_FILTER: ReportFilter = { range: null, workspaces: [], user: '', team: '' };

/**
 * The filters of the all-user reports (SPEC.md 2): team (when offered), workspaces, user
 * and a date range with presets; nothing changes until Apply Filter, and a preset applies
 * what is chosen at once.
 */
export function ReportFilterBar({
  name,
  idPrefix,
  applied,
  shownRange,
  today,
  workspaces,
  people,
  teams,
  onApply,
  children,
  canApply = () => true,
  onClear,
}: ReportFilterBarProps) {
  const [draft, setDraft] = useState(applied);
  // null until a date is typed or a preset picked: the dates then show the range the
  // report answered with, and applying keeps the server's default (it follows today).
  const [typedRange, setTypedRange] = useState<Partial<DateRange> | null>(applied.range);
  const [problem, setProblem] = useState<string | null>(null);
  const known = useCompanyToday(today);
  // SPEC.md 9: without a user or workspace, the report covers at most 31 days.
  const allUsers = draft.user === '' && draft.workspaces.length === 0;

  const apply = (range: Partial<DateRange> | null) => {
    if (!known) return;
    // Checked here, with the API's rules: a refused range is never asked for.
    const why = range === null ? null : rangeProblem(range, known, { allUsers });
    setProblem(why);
    // Both checks run, so every problem shows at once.
    const ownFiltersFit = canApply();
    if (why === null && ownFiltersFit) onApply({ ...draft, range: range as DateRange | null });
  };
  const clear = () => {
    setDraft(ALL_REPORT_FILTER);
    setTypedRange(null);
    setProblem(null);
    onClear?.();
  };

  return (
    <PhoneFilters id={`${idPrefix}-filters`}>
      <Form
        noValidate
        aria-label={name}
        className="d-flex flex-wrap align-items-end gap-3 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply(typedRange);
        }}
      >
        {teams ? (
          <SelectField
            controlId={`${idPrefix}-team`}
            label={<span className="small">Team</span>}
            className="mb-0"
            controlSize="sm"
            value={draft.team}
            onChange={(event) => setDraft({ ...draft, team: event.target.value })}
          >
            <option value="">All</option>
            {teams.map((team) => (
              <option key={team.id} value={team.name}>
                {team.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <MultiSelectField
          id={`${idPrefix}-workspaces`}
          label="WorkSpace"
          options={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
          value={draft.workspaces}
          onChange={(chosen) => setDraft({ ...draft, workspaces: chosen })}
          placeholder="All"
        />
        <SelectField
          controlId={`${idPrefix}-user`}
          label={<span className="small">User</span>}
          className="mb-0"
          controlSize="sm"
          value={draft.user}
          onChange={(event) => setDraft({ ...draft, user: event.target.value })}
        >
          <option value="">All</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        {children}
        <DateRangeFields
          value={typedRange ?? shownRange ?? {}}
          today={known}
          onChange={setTypedRange}
          idPrefix={idPrefix}
          problem={problem}
        />
        <DatePresetsMenu
          today={known}
          allUsers={allUsers}
          idPrefix={idPrefix}
          onPick={(preset) => {
            setTypedRange(preset);
            apply(preset);
          }}
        />
        <Button type="submit" size="sm" disabled={known === null}>
          Apply Filter
        </Button>
        {onClear ? (
          <Button type="button" size="sm" variant="outline-secondary" onClick={clear}>
            Clear Filter
          </Button>
        ) : null}
        <DateRangeProblem idPrefix={idPrefix} problem={problem} />
      </Form>
    </PhoneFilters>
  );
}
