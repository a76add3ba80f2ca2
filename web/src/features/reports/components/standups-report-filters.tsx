import { addDays, NOT_ADDED_WORKSPACE, type IsoDate } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { PhoneFilters } from '../../../components/report-filters';
import { useCompanyToday } from '../../../components/date-range';
import { MultiSelectField } from '../../../components/form';

/** The workspace option that stands for every other one. */
export const ALL_WORKSPACES = 'all';

export interface StandupsReportDraft {
  /** null: today (the server's, in the company time zone). */
  date: IsoDate | null;
  /** Workspace ids, 'not-added' or 'all'; empty: nothing chosen yet. */
  workspaces: string[];
  users: string[];
}

/**
 * SPEC.md 2's filters: one date (never past tomorrow), workspaces with All and 'StandUp Not
 * Added', users with search; nothing changes until Apply Filter.
 */
export function StandupsReportFilters({
  applied,
  shownDate,
  today,
  workspaces,
  people,
  onApply,
}: {
  applied: StandupsReportDraft;
  /** The date the table shows now, to fill the picker before one is chosen. */
  shownDate: IsoDate | null;
  /** The company's today from the report's answer; the session's until one answers. */
  today: IsoDate | null;
  workspaces: readonly { id: string; name: string }[];
  people: readonly { id: string; name: string }[];
  onApply: (draft: StandupsReportDraft) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const known = useCompanyToday(today);
  const latest = known ? addDays(known, 1) : undefined;
  const date = draft.date ?? shownDate ?? '';
  const workspaceOptions = [
    { value: ALL_WORKSPACES, label: 'All' },
    ...workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name })),
    { value: NOT_ADDED_WORKSPACE, label: 'StandUp Not Added' },
  ];
  // All stands for every option, so ticking it clears the rest and ticking another clears it.
  const chooseWorkspaces = (next: string[]) => {
    const addedAll = next.includes(ALL_WORKSPACES) && !draft.workspaces.includes(ALL_WORKSPACES);
    setDraft({
      ...draft,
      workspaces: addedAll ? [ALL_WORKSPACES] : next.filter((v) => v !== ALL_WORKSPACES),
    });
  };

  return (
    <PhoneFilters id={'standup-report-filters'}>
      <Form
        noValidate
        aria-label="StandUp Report filters"
        className="d-flex flex-wrap align-items-end gap-3 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <Form.Group controlId="standup-report-date">
          <Form.Label className="small mb-1">Date</Form.Label>
          <Form.Control
            type="date"
            size="sm"
            value={date}
            max={latest}
            disabled={known === null}
            onChange={(event) =>
              setDraft({ ...draft, date: event.target.value === '' ? null : event.target.value })
            }
          />
        </Form.Group>
        <MultiSelectField
          id="standup-report-workspaces"
          label="WorkSpace"
          options={workspaceOptions}
          value={draft.workspaces}
          onChange={chooseWorkspaces}
          placeholder="Select WorkSpace"
        />
        <MultiSelectField
          id="standup-report-users"
          label="Users"
          options={people.map((person) => ({ value: person.id, label: person.name }))}
          value={draft.users}
          onChange={(users) => setDraft({ ...draft, users })}
          placeholder="All"
          searchable
        />
        <Button type="submit" size="sm">
          Apply Filter
        </Button>
      </Form>
    </PhoneFilters>
  );
}
