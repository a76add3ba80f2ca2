import { zodResolver } from '@hookform/resolvers/zod';
import { addUserSchema, ASSIGNABLE_ROLES } from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { ModalFormFooter, SelectField, TextField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
import { useSaveUser } from '../api/save-user';
import type { UserChoices } from './user-choices';
import { UserFields } from './user-fields';

const FIELDS = [
  'name',
  'email',
  'role',
  'status',
  'teamName',
  'lead1',
  'lead2',
  'lead3',
  'workspaceIds',
  'defaultWorkspaceId',
  'gender',
  'password',
] as const;

export const USER_ADDED = 'New User Added successfully.';
export const PROVIDER_NOT_CHECKED =
  'Their Assembla account was not checked: provider sync is not available yet.';

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
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const { formError, clearFormError, showFormError } = useFormError();
  const form = useForm({
    resolver: zodResolver(addUserSchema),
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
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const save = useSaveUser({
    mutationConfig: {
      onSuccess: (user) => {
        notify(user.isProviderUser ? `${USER_ADDED} ${PROVIDER_NOT_CHECKED}` : USER_ADDED);
        idempotency.renew();
        onDone();
      },
      onError: (error) => {
        showFormError(error, setError, FIELDS);
      },
    },
  });

  const submit = handleSubmit((input) => {
    clearFormError();
    save.mutate({ kind: 'add', input, idempotencyKey: idempotency.key });
  });

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={clearFormError} />
        <UserFields
          form={form}
          idPrefix="add-user"
          nameLabel="Name"
          roles={ASSIGNABLE_ROLES}
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
              controlId="add-user-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint="Optional. Without one the person cannot sign in until an admin sets it."
              error={errors.password?.message}
              {...register('password')}
            />
          </Col>
        </Row>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={save.isPending} pendingLabel="Adding…">
        Add User
      </ModalFormFooter>
    </Form>
  );
}
