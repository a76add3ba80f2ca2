import { addUserSchema } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useCompanyToday } from '../../../components/date-range';
import { ErrorAlert } from '../../../components/feedback';
import { ModalFormFooter, SelectField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useSaveUser } from '../api/save-user';
import type { UserChoices } from './user-choices';
import { UserFields } from './user-fields';

export const USER_ADDED = 'New User Added successfully.';

export interface AddUserModalProps {
  show: boolean;
  onHide: () => void;
  choices: UserChoices;
}

/** Add New User (SPEC.md 2 and 5). */
export function AddUserModal({ show, onHide, choices }: AddUserModalProps) {
  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="add-user-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="add-user-title" as="h2" className="h5">
          Add New User
        </Modal.Title>
      </Modal.Header>
      {show ? <AddUserForm onDone={onHide} choices={choices} /> : null}
    </Modal>
  );
}

function AddUserForm({ onDone, choices }: { onDone: () => void; choices: UserChoices }) {
  const save = useSaveUser();
  const today = useCompanyToday(null) ?? '';
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: addUserSchema,
    defaultValues: {
      name: '',
      email: '',
      status: 'active',
      teamName: '',
      lead1: '',
      lead2: '',
      lead3: '',
      workspaceIds: [],
      defaultWorkspaceId: '',
      isProviderUser: false,
      isLead: false,
      gender: 'M',
      password: '',
      joinedOn: today,
    },
    send: (input, idempotencyKey) => save.mutateAsync({ kind: 'add', input, idempotencyKey }),
    success: () => USER_ADDED,
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <p className="small text-body-secondary">
          They get an email with a link to set their own password. It works for 7 days.
        </p>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <UserFields
          form={form}
          idPrefix="add-user"
          nameLabel="Name"
          roles={choices.roles}
          teams={choices.teams}
          people={choices.people}
          workspaces={choices.workspaces}
        />
        <Row className="g-3 mt-0">
          <Col md={6}>
            <TextField
              controlId="add-user-email"
              label="Email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              error={errors.email?.message}
              {...register('email')}
            />
          </Col>
          <Col md={6}>
            <SelectField
              controlId="add-user-status"
              label="Status"
              error={errors.status?.message}
              {...register('status')}
            >
              <option value="active">Active</option>
              <option value="inactive">InActive</option>
            </SelectField>
          </Col>
          <Col md={6}>
            <TextField
              controlId="add-user-joined"
              label="Joined on"
              type="date"
              hint="Reports list no day before it: no absences before they started."
              error={errors.joinedOn?.message}
              {...register('joinedOn')}
            />
          </Col>
        </Row>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Adding…">
        Add User
      </ModalFormFooter>
    </Form>
  );
}
