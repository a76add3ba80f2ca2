import {
  addDays,
  WORKLOG_DAYS_BACK,
  WORKLOG_MAX_HOURS,
  worklogInputSchema,
  type IsoDate,
  type Workspace,
} from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/feedback';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useMilestones } from '../../milestones';
import { useLogHours } from '../api/log-hours';

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
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[];
  /** The person's today, for the date limits the browser offers (the server decides). */
  today: IsoDate;
  onSaved: () => void;
}

/** SPEC.md 2's hours log form; the milestone select appears once a workspace is chosen. */
export function HoursLogForm({ workspaces, today, onSaved }: HoursLogFormProps) {
  const log = useLogHours();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: hoursLogFormSchema,
    defaultValues: { workspaceId: '', milestoneId: '', title: '', details: '', date: '' },
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
    onSuccess: onSaved,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const workspaceId = watch('workspaceId');
  const milestones = useMilestones(workspaceId || null);

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
              // Another workspace has other milestones: choose again.
              setValue('milestoneId', '');
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
      <SubmitButton pending={pending} pendingLabel="Saving…" disabled={succeeded}>
        Update
      </SubmitButton>
    </Form>
  );
}
