import { editUserSchema, type Role, type UserAdminRow } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { ErrorAlert } from '../../../components/feedback';
import { ModalFormFooter, SwitchField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useSaveUser } from '../api/save-user';
import { StatusHistory } from './status-history';
import type { UserChoices } from './user-choices';
import { UserFields } from './user-fields';

export interface UserDetailModalProps {
  /** The person to edit; the modal is shown while it is set. */
  user: UserAdminRow | null;
  onHide: () => void;
  choices: UserChoices;
}

/** User Detail (SPEC.md 5, Edit user), with the person's status history. */
export function UserDetailModal({ user, onHide, choices }: UserDetailModalProps) {
  return (
    <Modal show={user !== null} onHide={onHide} size="lg" aria-labelledby="user-detail-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="user-detail-title" as="h2" className="h5">
          User Detail
        </Modal.Title>
      </Modal.Header>
      {user ? <UserDetailForm key={user.id} user={user} onDone={onHide} choices={choices} /> : null}
    </Modal>
  );
}

function UserDetailForm({
  user,
  onDone,
  choices,
}: {
  user: UserAdminRow;
  onDone: () => void;
  choices: UserChoices;
}) {
  const [lead1 = '', lead2 = '', lead3 = ''] = user.leads.map((lead) => lead.id);
  const save = useSaveUser();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: editUserSchema,
    defaultValues: {
      name: user.name,
      role: user.role,
      teamName: user.teamName ?? '',
      lead1,
      lead2,
      lead3,
      workspaceIds: user.workspaces.map((w) => w.id),
      defaultWorkspaceId: user.defaultWorkspace?.id ?? '',
      isProviderUser: user.isProviderUser,
      isLead: user.isLead,
      gender: user.gender ?? 'M',
      excludedFromHrReports: user.excludedFromHrReports,
      joinedOn: user.joinedOn ?? '',
      newPassword: '',
    },
    send: (input) => save.mutateAsync({ kind: 'edit', id: user.id, input }),
    success: 'User Updated successfully.',
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  // superAdmin cannot be given here, but a superAdmin keeps their role when edited.
  const roles: readonly Role[] = choices.roles.includes(user.role)
    ? choices.roles
    : [...choices.roles, user.role];
  const teams =
    user.teamName && !choices.teams.some((team) => team.name === user.teamName)
      ? [...choices.teams, { name: user.teamName }]
      : choices.teams;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <UserFields
          form={form}
          idPrefix="edit-user"
          nameLabel="Username"
          roles={roles}
          teams={teams}
          // A person cannot be their own lead.
          people={choices.people.filter((person) => person.id !== user.id)}
          workspaces={choices.workspaces}
        />
        <Row className="g-3 mt-0">
          <Col md={6}>
            <TextField
              controlId="edit-user-email"
              label="Email"
              type="email"
              value={user.email}
              readOnly
              hint="The sign-in name; it cannot be changed."
            />
          </Col>
          <Col md={6}>
            <TextField
              controlId="edit-user-joined"
              label="Joined on"
              type="date"
              hint="Reports list no day before it."
              error={errors.joinedOn?.message}
              {...register('joinedOn')}
            />
          </Col>
        </Row>
        <SwitchField
          controlId="edit-user-hr-excluded"
          label="Excluded from HR reports (Login/Hours and Detail Report)"
          className="mt-3"
          {...register('excludedFromHrReports')}
        />
        <h3 className="h6 fw-semibold mt-2">Status history</h3>
        <StatusHistory userId={user.id} />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        Update
      </ModalFormFooter>
    </Form>
  );
}
