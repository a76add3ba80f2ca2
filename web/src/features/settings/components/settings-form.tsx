import {
  LEAVE_TYPES,
  MAX_CORRECTION_WINDOW_WEEKS,
  MAX_TIMESHEET_AUTO_LOCK_DAYS,
  ROLES,
  settingsSchema,
  type Role,
  type SettingsView,
} from '@teamledger/domain';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller } from 'react-hook-form';
import { ErrorAlert } from '../../../components/feedback';
import {
  CheckboxGroupField,
  SelectField,
  SubmitButton,
  SwitchField,
  TextField,
} from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useUpdateSettings } from '../api/update-settings';
import { supportedTimeZones, timeZoneGroups } from '../lib/time-zones';

/** Someone who can be chosen as HR. */
export interface HrCandidate {
  id: string;
  name: string;
  email: string;
}

export interface SettingsFormProps {
  settings: SettingsView;
  people: readonly HrCandidate[];
  /** Called after the toast, once the settings are stored. */
  onSaved: () => void;
}

const REMINDERS = [
  {
    key: 'standupMissing',
    title: 'Standup missing',
    description: 'Reminds people who have not added a standup by this time.',
  },
  {
    key: 'hoursLog',
    title: 'Hours log',
    description: 'Reminds everyone to log the hours of the day.',
  },
  {
    key: 'lessHours',
    title: 'Less hours',
    description: 'Reminds people who logged fewer hours than the minimum.',
  },
] as const;

/** Company settings (DESIGN.md decision 2): HR email and person, time zone, reminders. */
export function SettingsForm({ settings, people, onSaved }: SettingsFormProps) {
  const update = useUpdateSettings();
  const { form, onSubmit, pending, succeeded, formError, dismissFormError } = useCommandForm({
    schema: settingsSchema,
    defaultValues: settings,
    send: (values) => update.mutateAsync(values),
    success: 'Settings updated successfully.',
    onSuccess: onSaved,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const timeZones = useMemo(
    () => timeZoneGroups(supportedTimeZones(), ['UTC', settings.companyTimeZone]),
    [settings.companyTimeZone],
  );
  const hrUnknown =
    settings.hrUserId !== null && !people.some((person) => person.id === settings.hrUserId);

  return (
    <Form noValidate onSubmit={onSubmit} className="tl-form-wide">
      <ErrorAlert error={formError} onClose={dismissFormError} />

      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-3">HR</h2>
          <Row className="g-3">
            <Col md={6}>
              <TextField
                controlId="settings-hr-email"
                label="HR email"
                type="email"
                autoComplete="off"
                spellCheck={false}
                className=""
                error={errors.hrEmail?.message}
                {...register('hrEmail')}
              />
            </Col>
            <Col md={6}>
              <Controller
                control={control}
                name="hrUserId"
                render={({ field, fieldState }) => (
                  <SelectField
                    controlId="settings-hr-person"
                    label="HR person"
                    hint="Scores the team with HR comments and approves scores."
                    className=""
                    error={fieldState.error?.message}
                    name={field.name}
                    ref={field.ref}
                    value={field.value ?? ''}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(event.target.value || null)}
                  >
                    <option value="">Not chosen</option>
                    {hrUnknown && settings.hrUserId ? (
                      <option value={settings.hrUserId}>(a person who is no longer active)</option>
                    ) : null}
                    {people.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name} ({person.email})
                      </option>
                    ))}
                  </SelectField>
                )}
              />
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-3">Company</h2>
          <Row>
            <Col md={6}>
              <SelectField
                controlId="settings-time-zone"
                label="Company time zone"
                hint="Day boundaries, weekends, the 09:30 late-arrival cut-off and reminders use it."
                className=""
                error={errors.companyTimeZone?.message}
                {...register('companyTimeZone')}
              >
                {timeZones.map((group) => (
                  <optgroup key={group.region} label={group.region}>
                    {group.zones.map((zone) => (
                      <option key={zone.value} value={zone.value}>
                        {zone.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </SelectField>
            </Col>
            <Col md={6}>
              <TextField
                controlId="settings-correction-window"
                label="Correction window (weeks)"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_CORRECTION_WINDOW_WEEKS}
                step={1}
                hint="People correct their own hours and standups until the end of the week this many weeks after the entry's week (1: the end of the following week)."
                className=""
                error={errors.correctionWindowWeeks?.message}
                {...register('correctionWindowWeeks', { valueAsNumber: true })}
              />
            </Col>
            <Col md={6}>
              <SelectField
                controlId="settings-leave-approver"
                label="Leave approver"
                hint="Who approves a person's leave. HR and Admins may always decide; a person without a Lead 1 goes to HR."
                className=""
                error={errors.leaveApprover?.message}
                {...register('leaveApprover')}
              >
                <option value="lead1">The person's Lead 1</option>
                <option value="hr">HR</option>
              </SelectField>
            </Col>
          </Row>
        </Card.Body>
      </Card>

      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-1">Sign-in security</h2>
          <p className="text-body-secondary small mb-3">
            People of these roles must sign in with a code from an authenticator app; after their
            password they are sent to set it up until they have.
          </p>
          <Controller
            control={control}
            name="twoFactorRoles"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                id="settings-two-factor-roles"
                legend="Require two-factor sign-in for"
                options={ROLES.filter((role) => role !== 'Client').map((role) => ({
                  value: role,
                  label: role,
                }))}
                value={field.value ?? []}
                onChange={(roles) => field.onChange(roles as Role[])}
                error={fieldState.error?.message}
              />
            )}
          />
        </Card.Body>
      </Card>

      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-1">Leave and working time</h2>
          <p className="text-body-secondary small mb-3">
            Each type's yearly allowance, prorated for people who join or leave during the year.
            Only working days are charged; unused days up to the carry-over move into the next year
            and lapse if not taken by the day given (MM-DD).
          </p>
          <Row className="g-3 mb-3">
            <Col md={6}>
              <TextField
                controlId="settings-overtime-carry-over"
                label="Overtime carried into the next year (hours)"
                type="number"
                inputMode="decimal"
                min={0}
                step={0.25}
                hint="Overtime above this lapses at the year end and is shown as forfeited; empty: all of it carries over."
                className=""
                error={errors.overtimeCarryOverHours?.message}
                {...register('overtimeCarryOverHours', {
                  setValueAs: (value: unknown) =>
                    value === '' || value === null ? null : Number(value),
                })}
              />
            </Col>
          </Row>
          <Row className="g-3 mb-3">
            <Col md={6}>
              <SelectField
                controlId="settings-timesheet-period"
                label="Timesheet period"
                hint="What a person submits for approval to their leave approver: a week (Monday to Sunday) or a month."
                className=""
                error={errors.timesheetPeriod?.message}
                {...register('timesheetPeriod')}
              >
                <option value="week">Week</option>
                <option value="month">Month</option>
              </SelectField>
            </Col>
            <Col md={6}>
              <TextField
                controlId="settings-timesheet-auto-lock"
                label="Lock unsubmitted periods after (working days)"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_TIMESHEET_AUTO_LOCK_DAYS}
                step={1}
                hint="A period still open this many working days after it ended locks itself; its approver can grant a grace period. 0: never."
                className=""
                error={errors.timesheetAutoLockDays?.message}
                {...register('timesheetAutoLockDays', { valueAsNumber: true })}
              />
            </Col>
          </Row>
          {LEAVE_TYPES.map((leaveType) => {
            const policyErrors = errors.leavePolicies?.[leaveType];
            const id = `settings-policy-${leaveType}`;
            return (
              <fieldset key={leaveType} className="mb-3" aria-labelledby={`${id}-title`}>
                <h3 id={`${id}-title`} className="h6 fw-semibold mb-2">
                  {leaveType}
                </h3>
                <Row className="g-3 align-items-start">
                  <Col sm={6} lg={2}>
                    <TextField
                      controlId={`${id}-days`}
                      label="Days a year"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={366}
                      step={0.5}
                      className=""
                      error={policyErrors?.yearlyDays?.message}
                      {...register(`leavePolicies.${leaveType}.yearlyDays`, {
                        valueAsNumber: true,
                      })}
                    />
                  </Col>
                  <Col sm={6} lg={3}>
                    <SelectField
                      controlId={`${id}-grant`}
                      label="Granted"
                      className=""
                      error={policyErrors?.grant?.message}
                      {...register(`leavePolicies.${leaveType}.grant`)}
                    >
                      <option value="yearly">At the start of the year</option>
                      <option value="monthly">Accrued monthly</option>
                    </SelectField>
                  </Col>
                  <Col sm={6} lg={2}>
                    <TextField
                      controlId={`${id}-carry`}
                      label="Carry-over (days)"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={366}
                      step={0.5}
                      className=""
                      error={policyErrors?.carryOverDays?.message}
                      {...register(`leavePolicies.${leaveType}.carryOverDays`, {
                        valueAsNumber: true,
                      })}
                    />
                  </Col>
                  <Col sm={6} lg={2}>
                    <TextField
                      controlId={`${id}-expires`}
                      label="Carried days lapse after"
                      placeholder="03-31"
                      hint="MM-DD; empty: never"
                      className=""
                      error={policyErrors?.carryOverExpires?.message}
                      {...register(`leavePolicies.${leaveType}.carryOverExpires`, {
                        setValueAs: (value: unknown) => (value === '' ? null : value),
                      })}
                    />
                  </Col>
                  <Col sm={12} lg={3} className="pt-lg-4">
                    <SwitchField
                      controlId={`${id}-negative`}
                      label="May go below zero"
                      {...register(`leavePolicies.${leaveType}.allowNegative`)}
                    />
                  </Col>
                </Row>
              </fieldset>
            );
          })}
        </Card.Body>
      </Card>

      <Card className="mb-4 shadow-sm border-0">
        <Card.Body className="p-4">
          <h2 className="h5 mb-1">Reminder schedule</h2>
          <p className="text-body-secondary small mb-3">
            Daily reminder emails, at these times in the company time zone.
          </p>
          {REMINDERS.map(({ key, title, description }) => {
            const rowErrors = errors.reminderSchedule?.[key];
            return (
              // A legend must be the fieldset's first child; the title sits in the grid instead.
              <fieldset
                key={key}
                className="tl-reminder-row"
                aria-labelledby={`settings-${key}-title`}
                aria-describedby={`settings-${key}-description`}
              >
                <Row className="g-3 align-items-start">
                  <Col lg={4}>
                    <h3 id={`settings-${key}-title`} className="h6 fw-semibold mb-1">
                      {title}
                    </h3>
                    <p
                      id={`settings-${key}-description`}
                      className="small text-body-secondary mb-0"
                    >
                      {description}
                    </p>
                  </Col>
                  <Col xs={12} sm={4} lg={2} className="pt-lg-2">
                    <SwitchField
                      controlId={`settings-${key}-enabled`}
                      label="Enabled"
                      {...register(`reminderSchedule.${key}.enabled`)}
                    />
                  </Col>
                  <Col xs={6} sm={4} lg={3}>
                    <TextField
                      controlId={`settings-${key}-time`}
                      label="Time"
                      type="time"
                      className=""
                      error={rowErrors?.time?.message}
                      {...register(`reminderSchedule.${key}.time`)}
                    />
                  </Col>
                  {key === 'lessHours' ? (
                    <Col xs={6} sm={4} lg={3}>
                      <TextField
                        controlId="settings-lessHours-minimum"
                        label="Minimum hours"
                        type="number"
                        min={1}
                        max={12}
                        step={0.5}
                        inputMode="decimal"
                        className=""
                        error={errors.reminderSchedule?.lessHours?.minimumHours?.message}
                        {...register('reminderSchedule.lessHours.minimumHours', {
                          valueAsNumber: true,
                        })}
                      />
                    </Col>
                  ) : null}
                </Row>
              </fieldset>
            );
          })}
          <fieldset
            className="tl-reminder-row"
            aria-labelledby="settings-timesheetReminders-title"
            aria-describedby="settings-timesheetReminders-description"
          >
            <Row className="g-3 align-items-start">
              <Col lg={4}>
                <h3 id="settings-timesheetReminders-title" className="h6 fw-semibold mb-1">
                  Timesheet reminders
                </h3>
                <p
                  id="settings-timesheetReminders-description"
                  className="small text-body-secondary mb-0"
                >
                  On working days: a person whose period ended is reminded to submit it (on the
                  first working day after it and on the last before it locks); each approver gets
                  one digest of the timesheets waiting for them.
                </p>
              </Col>
              <Col xs={6} sm={4} lg={2} className="pt-lg-2">
                <SwitchField
                  controlId="settings-timesheetReminders-submit"
                  label="Remind to submit"
                  {...register('timesheetReminders.submit')}
                />
              </Col>
              <Col xs={6} sm={4} lg={3} className="pt-lg-2">
                <SwitchField
                  controlId="settings-timesheetReminders-approve"
                  label="Approvers' digest"
                  {...register('timesheetReminders.approve')}
                />
              </Col>
              <Col xs={6} sm={4} lg={3}>
                <TextField
                  controlId="settings-timesheetReminders-time"
                  label="Time"
                  type="time"
                  className=""
                  error={errors.timesheetReminders?.time?.message}
                  {...register('timesheetReminders.time')}
                />
              </Col>
            </Row>
          </fieldset>
        </Card.Body>
      </Card>

      <SubmitButton pending={pending} pendingLabel="Saving…" disabled={succeeded}>
        Save settings
      </SubmitButton>
    </Form>
  );
}
