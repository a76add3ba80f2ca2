import { GENDERS, type Role } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { CheckboxGroupField, SelectField, SwitchField, TextField } from '../../../components/form';

/** The fields Add New User and User Detail share (SPEC.md 5). */
interface UserFieldValues {
  name: string;
  role: string;
  teamName: string;
  lead1: string;
  lead2: string;
  lead3: string;
  workspaceIds: string[];
  defaultWorkspaceId: string;
  isProviderUser: boolean;
  isLead: boolean;
  gender: string;
}

export interface UserFieldsProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** Makes the ids of this form's controls unique on the page. */
  idPrefix: string;
  nameLabel: string;
  roles: readonly Role[];
  teams: readonly { name: string }[];
  /** Who can be a lead: active people but Clients, the edited person left out. */
  people: readonly { id: string; name: string }[];
  workspaces: readonly { id: string; name: string }[];
}

const LEADS = [
  { key: 'lead1', label: 'Lead 1', none: 'Choose…' },
  { key: 'lead2', label: 'Lead 2', none: 'None' },
  { key: 'lead3', label: 'Lead 3', none: 'None' },
] as const;

export function UserFields<Values extends FieldValues>({
  form,
  idPrefix,
  nameLabel,
  roles,
  teams,
  people,
  workspaces,
}: UserFieldsProps<Values>) {
  // Both forms' values include these fields with these shapes; the schemas check the rest.
  const { register, control, watch, formState } = form as unknown as UseFormReturn<UserFieldValues>;
  const errors = formState.errors;
  const chosen = watch('workspaceIds') ?? [];
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <>
      <Row className="g-3">
        <Col md={6}>
          <TextField
            controlId={id('name')}
            label={nameLabel}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
        </Col>
        <Col md={3}>
          <SelectField
            controlId={id('role')}
            label="Role"
            error={errors.role?.message}
            {...register('role')}
          >
            <option value="">Choose…</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={3}>
          <SelectField
            controlId={id('gender')}
            label="Gender"
            error={errors.gender?.message}
            {...register('gender')}
          >
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col md={6}>
          <SelectField
            controlId={id('team')}
            label="Team Name"
            error={errors.teamName?.message}
            {...register('teamName')}
          >
            <option value="">Choose…</option>
            {teams.map((team) => (
              <option key={team.name} value={team.name}>
                {team.name}
              </option>
            ))}
          </SelectField>
        </Col>
        {LEADS.map((lead) => (
          <Col md={lead.key === 'lead1' ? 6 : 3} key={lead.key}>
            <SelectField
              controlId={id(lead.key)}
              label={lead.label}
              error={errors[lead.key]?.message}
              {...register(lead.key)}
            >
              <option value="">{lead.none}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </SelectField>
          </Col>
        ))}
        <Col md={6}>
          <Controller
            control={control}
            name="workspaceIds"
            render={({ field, fieldState }) => (
              <CheckboxGroupField
                id={id('workspaces')}
                legend="WorkSpaces"
                options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message}
                emptyMessage="No WorkSpaces yet: add one on the WorkSpaces page."
              />
            )}
          />
        </Col>
        <Col md={6}>
          <SelectField
            controlId={id('default-workspace')}
            label="Default WorkSpace"
            error={errors.defaultWorkspaceId?.message}
            {...register('defaultWorkspaceId')}
          >
            <option value="">Choose…</option>
            {workspaces
              .filter((w) => chosen.includes(w.id))
              .map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
          </SelectField>
          <SwitchField
            controlId={id('provider')}
            label="Assembla user (hours and standups come from Assembla)"
            className="mb-2"
            {...register('isProviderUser')}
          />
          <SwitchField controlId={id('is-lead')} label="Lead" {...register('isLead')} />
        </Col>
      </Row>
    </>
  );
}
