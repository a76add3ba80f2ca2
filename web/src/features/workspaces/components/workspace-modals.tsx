import {
  HALL_TYPES,
  PROVIDER_LABELS,
  type WorkProviderName,
  hallTypeSchema,
  workspaceInputSchema,
  workspaceProviderInputSchema,
  workspaceUpdateSchema,
  type Workspace,
} from '@teamledger/domain';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../../components/feedback';
import { ModalFormFooter, SelectField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useAddWorkspace } from '../api/add-workspace';
import { useProviderSpaces } from '../api/get-provider-spaces';
import { useWorkspaces } from '../api/get-workspaces';
import { useUpdateWorkspace } from '../api/update-workspace';
import { useUpdateWorkspaceProvider } from '../api/update-workspace-provider';
import { SeatOrderList, type SeatedPerson } from './seat-order-list';

const NO_DIRECTORY_YET: Record<WorkProviderName, string> = {
  assembla:
    'No Sync Routine has run yet, so no Assembla space is known here: type the space id as ' +
    'Assembla shows it. Run the Sync Routine (Users) to pick from the spaces it finds.',
  jira:
    'No Sync Routine has run yet, so no Jira project is known here: type the project key as ' +
    'Jira shows it (e.g. TL). Run the Sync Routine (Users) to pick from the projects it finds.',
  gitlab:
    'No Sync Routine has run yet, so no GitLab project is known here: type its full path ' +
    '(e.g. group/project). Run the Sync Routine (Users) to pick from the projects it finds.',
};

/** How the form names the provider's spaces: an Assembla space id, a Jira project key, ... */
const FIELD_WORDS: Record<WorkProviderName, { typed: string; hint: string }> = {
  assembla: {
    typed: 'Assembla space id',
    hint: 'The spaces the last Sync Routine found on Assembla.',
  },
  jira: {
    typed: PROVIDER_LABELS.jira.space,
    hint: 'The projects the last Sync Routine found on Jira.',
  },
  gitlab: {
    typed: PROVIDER_LABELS.gitlab.space,
    hint: 'The projects the last Sync Routine found on GitLab.',
  },
};

/** Add New WorkSpace (SPEC.md 5, Add space). */
export function AddWorkspaceModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="add-workspace-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="add-workspace-title" as="h2" className="h5">
          Add New WorkSpace
        </Modal.Title>
      </Modal.Header>
      {show ? <AddWorkspaceForm onDone={onHide} /> : null}
    </Modal>
  );
}

function AddWorkspaceForm({ onDone }: { onDone: () => void }) {
  const add = useAddWorkspace();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: workspaceInputSchema,
    defaultValues: { name: '', provider: 'none', providerSpaceId: '', hallType: 10 },
    send: (input, idempotencyKey) => add.mutateAsync({ input, idempotencyKey }),
    success: () => 'WorkSpace Added successfully.',
    onSuccess: onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const provider = watch('provider') ?? 'none';
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <TextField
          controlId="add-workspace-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <ProviderChoice error={errors.provider?.message} registration={register('provider')} />
        {provider !== 'none' ? (
          <ProviderSpacePicker
            key={provider}
            provider={provider}
            workspaceId={null}
            error={errors.providerSpaceId?.message}
            registration={register('providerSpaceId')}
          />
        ) : null}
        <SelectField
          controlId="add-workspace-hall"
          label="Hall Type"
          error={errors.hallType?.message}
          {...register('hallType', { valueAsNumber: true })}
        >
          {HALL_TYPES.map((hallType) => (
            <option key={hallType} value={hallType}>
              {hallType}
            </option>
          ))}
        </SelectField>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Adding…">
        Add WorkSpace
      </ModalFormFooter>
    </Form>
  );
}

/** The name and the hall of the space edit modal; the seat order is kept beside the form. */
const editWorkspaceSchema = workspaceUpdateSchema.extend({ hallType: hallTypeSchema });

/** Edit WorkSpace (SPEC.md 2): the name, the hall type and the seating by drag and drop. */
export function EditWorkspaceModal({
  workspace,
  onHide,
}: {
  workspace: Workspace | null;
  onHide: () => void;
}) {
  return (
    <Modal show={workspace !== null} onHide={onHide} aria-labelledby="edit-workspace-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="edit-workspace-title" as="h2" className="h5">
          Edit WorkSpace
        </Modal.Title>
      </Modal.Header>
      {workspace ? (
        <EditWorkspaceForm key={workspace.id} workspace={workspace} onDone={onHide} />
      ) : null}
    </Modal>
  );
}

function EditWorkspaceForm({ workspace, onDone }: { workspace: Workspace; onDone: () => void }) {
  const [seats, setSeats] = useState<SeatedPerson[]>(() =>
    workspace.members.map(({ id, name }) => ({ id, name })),
  );
  const update = useUpdateWorkspace();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: editWorkspaceSchema,
    defaultValues: { name: workspace.name, hallType: workspace.hallType },
    send: ({ name, hallType: hall }) => {
      const seatOrder = seats.map((person) => person.id);
      const seatedBefore = workspace.members.filter((m) => m.seat !== null).map((m) => m.id);
      const seatingChanged =
        hall !== workspace.hallType ||
        seatOrder.length !== seatedBefore.length ||
        seatOrder.some((id, index) => id !== seatedBefore[index]);
      return update.mutateAsync({
        id: workspace.id,
        update: name !== workspace.name ? { name } : undefined,
        seating: seatingChanged ? { hallType: hall, seatOrder } : undefined,
      });
    },
    success: 'WorkSpace Updated successfully.',
    onSuccess: onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const hallType = watch('hallType');
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <TextField
          controlId="edit-workspace-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          controlId="edit-workspace-hall"
          label="Hall Type"
          hint="How many seats the hall has."
          error={errors.hallType?.message}
          {...register('hallType', { valueAsNumber: true })}
        >
          {HALL_TYPES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <h3 className="h6 fw-semibold">Seating</h3>
        <p className="small text-body-secondary">
          Drag a person to another seat, or move them with the arrow buttons.
        </p>
        {seats.length > hallType ? (
          <Alert variant="warning" className="small py-2">
            {seats.length} people do not fit in a hall of {hallType}: choose a bigger hall.
          </Alert>
        ) : null}
        <SeatOrderList people={seats} onChange={setSeats} hallType={hallType} />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        Save
      </ModalFormFooter>
    </Form>
  );
}

const PROVIDER_CHOICES = [
  { value: 'none', label: 'None (hours logged here)' },
  { value: 'assembla', label: 'Assembla space' },
  { value: 'jira', label: 'Jira project' },
  { value: 'gitlab', label: 'GitLab project' },
] as const;

/** Where a workspace's hours come from: logged here, or synced from a provider's space. */
function ProviderChoice({
  error,
  registration,
}: {
  error: string | undefined;
  registration: UseFormRegisterReturn<'provider'>;
}) {
  return (
    <SelectField
      controlId={`${registration.name}-choice`}
      label="Provider"
      error={error}
      {...registration}
    >
      {PROVIDER_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * WorkSpace Provider (D275): the provider this workspace's hours, tickets and milestones are
 * synced from, and its space there (an Assembla space, a Jira project key, a GitLab path).
 */
export function WorkspaceProviderModal({
  workspace,
  onHide,
}: {
  workspace: Workspace | null;
  onHide: () => void;
}) {
  return (
    <Modal show={workspace !== null} onHide={onHide} aria-labelledby="workspace-provider-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="workspace-provider-title" as="h2" className="h5">
          WorkSpace Provider
        </Modal.Title>
      </Modal.Header>
      {workspace ? (
        <WorkspaceProviderForm key={workspace.id} workspace={workspace} onDone={onHide} />
      ) : null}
    </Modal>
  );
}

function WorkspaceProviderForm({
  workspace,
  onDone,
}: {
  workspace: Workspace;
  onDone: () => void;
}) {
  const update = useUpdateWorkspaceProvider();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: workspaceProviderInputSchema,
    defaultValues: {
      provider: workspace.provider ?? 'none',
      providerSpaceId: workspace.providerSpaceId ?? '',
    },
    send: (input, idempotencyKey) =>
      update.mutateAsync({ id: workspace.id, input, idempotencyKey }),
    success: 'WorkSpace provider saved.',
    onSuccess: onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const provider = watch('provider');
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <p className="small">
          <span className="fw-semibold">{workspace.name}</span>: its hours, tickets and milestones
          come from this provider at each Sync Routine. People are matched to the provider's
          accounts by email.
        </p>
        <ProviderChoice error={errors.provider?.message} registration={register('provider')} />
        {provider !== 'none' ? (
          <ProviderSpacePicker
            key={provider}
            provider={provider}
            workspaceId={workspace.id}
            error={errors.providerSpaceId?.message}
            registration={register('providerSpaceId')}
          />
        ) : null}
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        Save
      </ModalFormFooter>
    </Form>
  );
}

/**
 * A space of the chosen provider: picked from what its last Sync Routine found (those other
 * workspaces hold disabled), typed before its first (D187). `workspaceId` is null for a new one.
 */
function ProviderSpacePicker({
  provider,
  workspaceId,
  error,
  registration,
}: {
  provider: WorkProviderName;
  workspaceId: string | null;
  error: string | undefined;
  registration: UseFormRegisterReturn<'providerSpaceId'>;
}) {
  const spaces = useProviderSpaces({ provider });
  const workspaces = useWorkspaces();
  const words = FIELD_WORDS[provider];
  if (spaces.isPending)
    return <p className="small text-body-secondary">Loading the provider's spaces…</p>;
  if (spaces.isError)
    return <ErrorAlert heading="The provider's spaces could not be loaded" error={spaces.error} />;
  if (!spaces.data.directorySynced) {
    return (
      <TextField
        controlId="workspace-provider-space"
        label={words.typed}
        hint={NO_DIRECTORY_YET[provider]}
        autoComplete="off"
        spellCheck={false}
        error={error}
        {...registration}
      />
    );
  }
  const heldBy = new Map(
    (workspaces.data ?? []).flatMap((other) =>
      other.id !== workspaceId && other.provider === provider && other.providerSpaceId
        ? [[other.providerSpaceId, other.name] as const]
        : [],
    ),
  );
  return (
    <SelectField
      controlId="workspace-provider-space"
      label={words.typed}
      hint={words.hint}
      error={error}
      {...registration}
    >
      <option value="">Choose…</option>
      {spaces.data.spaces.map((space) => {
        const held = heldBy.get(space.id);
        return (
          <option key={space.id} value={space.id} disabled={held !== undefined}>
            {space.name} ({space.id}){held ? ` — linked to ${held}` : ''}
          </option>
        );
      })}
    </SelectField>
  );
}
