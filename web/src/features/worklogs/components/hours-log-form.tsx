import {
  addDays,
  WORKLOG_DAYS_BACK,
  WORKLOG_MAX_HOURS,
  worklogInputSchema,
  type IsoDate,
  type Workspace,
} from '@teamledger/domain';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useMilestones } from '../../milestones';
import { useLogHours } from '../api/log-hours';
import { usePersonWorklogs } from '../api/person-worklogs';

const NO_MILESTONE = 'none';

/**
 * The API's schema with the form's own shapes: the milestone select holds '' until chosen
 * and 'none' for 'No Milestone'; a blank date means today.
 */
const hoursLogFormSchema = worklogInputSchema.extend({
  milestoneId: z.string().min(1, 'Milestone is required.'),
  date: z.union([z.literal(''), worklogInputSchema.shape.date.unwrap()]),
});

export interface HoursLogFormProps {
  /** Whose hours: the signed-in person. */
  userId: string;
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[];
  /** Preselected when it is one of `workspaces` (the person's default workspace). */
  defaultWorkspaceId: string | null;
  /** The person's today, for the date limits the browser offers (the server decides). */
  today: IsoDate;
  /** Lines of today's 'What I will do today', offered as titles to fill with hours. */
  planned: readonly string[];
  /** List the chosen day's entries under the form (default); the home lists today's itself. */
  dayEntries?: boolean;
  /** What the screen says of the chosen day above the button (its timesheet lock). */
  dayNotice?: (day: IsoDate) => ReactNode;
}

/**
 * SPEC.md 2's hours log form, quick to use ([16/24] item 2): the default workspace and 'No
 * Milestone' come chosen, today's planned tasks fill the title with one click, and the day's
 * entries and total stay under the form, which empties its task fields after each entry.
 */
export function HoursLogForm({
  userId,
  workspaces,
  defaultWorkspaceId,
  today,
  planned,
  dayEntries = true,
  dayNotice,
}: HoursLogFormProps) {
  const log = useLogHours();
  const preselected =
    workspaces.find((workspace) => workspace.id === defaultWorkspaceId)?.id ??
    (workspaces.length === 1 ? workspaces[0]!.id : '');
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: hoursLogFormSchema,
    defaultValues: {
      workspaceId: preselected,
      milestoneId: preselected === '' ? '' : NO_MILESTONE,
      title: '',
      details: '',
      date: '',
    },
    send: ({ milestoneId, date, ...entry }, idempotencyKey) =>
      log.mutateAsync({
        input: {
          ...entry,
          milestoneId: milestoneId === NO_MILESTONE ? null : milestoneId,
          ...(date === '' ? {} : { date }),
        },
        idempotencyKey,
      }),
    success: 'Hours Log successfully Added.',
    // The next entry of the day: same workspace, milestone and day, a new task.
    onSuccess: (_worklog, { values, form: done }) =>
      done.reset({
        workspaceId: values.workspaceId,
        milestoneId: values.milestoneId,
        date: values.date,
        title: '',
        details: '',
      }),
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const workspaceId = watch('workspaceId');
  const date = watch('date');
  const milestones = useMilestones(workspaceId || null);
  const day = date || today;

  const workspaceField = register('workspaceId');
  return (
    <Form noValidate onSubmit={onSubmit}>
      <ErrorAlert error={formError} onClose={dismissFormError} />
      <Row className="g-3">
        <Col md={6}>
          <SelectField
            controlId="hours-workspace"
            label="Workspace"
            error={errors.workspaceId?.message}
            {...workspaceField}
            onChange={(event) => {
              // Another workspace has other milestones: 'No Milestone' until one is chosen.
              setValue('milestoneId', NO_MILESTONE);
              void workspaceField.onChange(event);
            }}
          >
            <option value="" disabled>
              Select workspace
            </option>
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.id}>
                {workspace.name}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={6}>
          {workspaceId ? (
            <SelectField
              controlId="hours-milestone"
              label="Milestone"
              error={errors.milestoneId?.message}
              disabled={milestones.isPending}
              {...register('milestoneId')}
            >
              <option value="" disabled>
                {milestones.isPending ? 'Loading milestones…' : 'Select milestone'}
              </option>
              <option value={NO_MILESTONE}>No Milestone</option>
              {(milestones.data?.milestones ?? []).map((milestone) => (
                <option key={milestone.id} value={milestone.id}>
                  {milestone.title}
                </option>
              ))}
            </SelectField>
          ) : null}
        </Col>
      </Row>
      {planned.length > 0 ? (
        <div className="mb-3">
          <p className="mb-1 small text-body-secondary">From today's standup:</p>
          <div className="d-flex flex-wrap gap-2">
            {planned.map((line) => (
              <Button
                key={line}
                size="sm"
                variant="outline-secondary"
                aria-label={`Fill in ${line}`}
                onClick={() => setValue('title', line, { shouldValidate: false })}
              >
                {line}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <TextField
        controlId="hours-title"
        label="Task Title"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        controlId="hours-details"
        label="Task Details"
        rows={4}
        error={errors.details?.message}
        {...register('details')}
      />
      <Row className="g-3">
        <Col sm={6}>
          <TextField
            controlId="hours-hours"
            label="Total Hours Spent"
            type="number"
            inputMode="decimal"
            min={0}
            max={WORKLOG_MAX_HOURS}
            step={0.25}
            error={errors.hours?.message}
            {...register('hours', { valueAsNumber: true })}
          />
        </Col>
        <Col sm={6}>
          <TextField
            controlId="hours-date"
            label="Date"
            type="date"
            min={addDays(today, -WORKLOG_DAYS_BACK)}
            max={today}
            hint={`Leave empty for today; up to ${WORKLOG_DAYS_BACK} days back.`}
            error={errors.date?.message}
            {...register('date')}
          />
        </Col>
      </Row>
      {dayNotice?.(day)}
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Log hours
      </SubmitButton>
      {dayEntries ? <DayEntries userId={userId} day={day} /> : null}
    </Form>
  );
}

/** The day's entries and their total, under the form: what is logged already. */
function DayEntries({ userId, day }: { userId: string; day: IsoDate }) {
  const entries = usePersonWorklogs(userId, { from: day, to: day });
  const rows = entries.data?.entries ?? [];
  const total = rows.reduce((sum, entry) => sum + Math.round(entry.hours * 100), 0) / 100;
  return (
    <section aria-labelledby="day-entries-title" className="mt-4">
      <h2 id="day-entries-title" className="h6">
        Logged for {day}: {total} hours
      </h2>
      <ErrorAlert heading="The day's entries could not be loaded" error={entries.error} />
      {rows.length === 0 ? (
        <p className="small text-body-secondary mb-0">Nothing logged for this day yet.</p>
      ) : (
        <ul className="small mb-0">
          {rows.map((entry) => (
            <li key={entry.id}>
              {entry.hours} h, {entry.workspace.name} / {entry.milestone?.name ?? 'No Milestone'}:{' '}
              {entry.title}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
