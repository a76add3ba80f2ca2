import {
  HOURS_FILTER_LABELS,
  HOURS_FILTER_MESSAGE,
  HOURS_FILTER_OPS,
  hoursQuerySchema,
  type HoursFilterOp,
} from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { MultiSelectField } from '../../../components/form';

export interface LoginHoursDraft {
  /** '': every team. */
  team: string;
  /** Empty: every workspace. */
  workspaces: string[];
  /** '': everyone. */
  userId: string;
  hoursOp: HoursFilterOp;
  /** '': any number of hours. */
  hours: string;
}

export const EMPTY_LOGIN_HOURS_DRAFT: LoginHoursDraft = {
  team: '',
  workspaces: [],
  userId: '',
  hoursOp: 'less',
  hours: '',
};

/**
 * SPEC.md 2's filters of the Login/Hours Report: team, workspaces, user, and the hours
 * 'Less than' or 'At least' a number. Search and Apply Filter both apply what the filters
 * show; Clear Filter goes back to everyone.
 */
export function LoginHoursFilters({
  applied,
  teams,
  workspaces,
  people,
  onApply,
}: {
  applied: LoginHoursDraft;
  teams: readonly { name: string }[];
  workspaces: readonly { id: string; name: string }[];
  people: readonly { id: string; name: string }[];
  onApply: (draft: LoginHoursDraft) => void;
}) {
  const [draft, setDraft] = useState(applied);
  const [hoursProblem, setHoursProblem] = useState<string | null>(null);
  const apply = (next: LoginHoursDraft) => {
    const hours = next.hours.trim();
    const problem =
      hours === '' || hoursQuerySchema.safeParse(hours).success ? null : HOURS_FILTER_MESSAGE;
    setHoursProblem(problem);
    if (problem === null) onApply({ ...next, hours });
  };
  const clear = () => {
    setDraft(EMPTY_LOGIN_HOURS_DRAFT);
    setHoursProblem(null);
    onApply(EMPTY_LOGIN_HOURS_DRAFT);
  };

  return (
    <Form
      noValidate
      aria-label="Login/Hours Report filters"
      className="d-flex flex-wrap align-items-end gap-3 mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        apply(draft);
      }}
    >
      <Form.Group controlId="login-hours-team">
        <Form.Label className="small mb-1">Team</Form.Label>
        <Form.Select
          size="sm"
          value={draft.team}
          onChange={(event) => setDraft({ ...draft, team: event.target.value })}
        >
          <option value="">All</option>
          {teams.map((team) => (
            <option key={team.name} value={team.name}>
              {team.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <MultiSelectField
        id="login-hours-workspaces"
        label="WorkSpace"
        options={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
        value={draft.workspaces}
        onChange={(chosen) => setDraft({ ...draft, workspaces: chosen })}
        placeholder="All"
      />
      <Form.Group controlId="login-hours-user">
        <Form.Label className="small mb-1">User</Form.Label>
        <Form.Select
          size="sm"
          value={draft.userId}
          onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
        >
          <option value="">All</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <fieldset className="d-flex flex-wrap align-items-end gap-2">
        <legend className="visually-hidden">Hours</legend>
        <Form.Group controlId="login-hours-op">
          <Form.Label className="small mb-1">Hours</Form.Label>
          <Form.Select
            size="sm"
            value={draft.hoursOp}
            onChange={(event) =>
              setDraft({ ...draft, hoursOp: event.target.value as HoursFilterOp })
            }
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
            value={draft.hours}
            isInvalid={hoursProblem !== null}
            aria-describedby={hoursProblem ? 'login-hours-count-problem' : undefined}
            onChange={(event) => setDraft({ ...draft, hours: event.target.value })}
          />
        </Form.Group>
        <Button type="submit" size="sm" variant="outline-primary">
          Search
        </Button>
        {hoursProblem ? (
          <div id="login-hours-count-problem" className="invalid-feedback d-block w-100 mt-0">
            {hoursProblem}
          </div>
        ) : null}
      </fieldset>
      <div className="d-flex gap-2">
        <Button type="submit" size="sm">
          Apply Filter
        </Button>
        <Button type="button" size="sm" variant="outline-secondary" onClick={clear}>
          Clear Filter
        </Button>
      </div>
    </Form>
  );
}
