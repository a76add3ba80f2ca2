import { teamInputSchema, type Team } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { ModalFormFooter, TextField } from '../../../components/form';
import { DataTable, rowActionColumns, type Column } from '../../../components/table';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams } from '../api/get-teams';
import { useSaveTeam } from '../api/save-team';

/** Teams (SPEC.md 2): Name, Edit, Delete; Add Team and Edit Team modals. */
export function TeamsTable({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const teams = useTeams();
  // null: closed; 'new': Add Team; a team: Edit Team.
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const remove = useDeleteTeam({
    mutationConfig: {
      onSuccess: () => {
        notify('Team Deleted successfully.');
        setDeleting(null);
      },
      onError: (error) => {
        notify(error.message, 'danger');
        setDeleting(null);
      },
    },
  });

  const columns: Column<Team>[] = [
    { key: 'name', header: 'Name', cell: (team) => team.name },
    { key: 'members', header: 'Members', cell: (team) => team.memberCount },
  ];
  if (canEdit) {
    columns.push(
      ...rowActionColumns<Team>({
        name: (team) => team.name,
        onEdit: setEditing,
        onDelete: setDeleting,
      }),
    );
  }

  return (
    <>
      <ErrorAlert heading="The teams could not be loaded" error={teams.error} />
      <DataTable
        caption="Teams"
        columns={columns}
        rows={teams.data ?? []}
        rowKey={(team) => team.id}
        pageSize={100}
        loading={teams.isPending}
        emptyMessage="No teams yet."
        toolbar={
          canEdit ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              Add Team
            </Button>
          ) : undefined
        }
      />
      <Modal show={editing !== null} onHide={() => setEditing(null)} aria-labelledby="team-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="team-title" as="h2" className="h5">
            {editing === 'new' ? 'Add Team' : 'Edit Team'}
          </Modal.Title>
        </Modal.Header>
        {editing ? (
          <TeamForm
            key={editing === 'new' ? 'new' : editing.id}
            team={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        show={deleting !== null}
        title="Do you want to delete this Team?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name}
      </ConfirmDialog>
    </>
  );
}

function TeamForm({ team, onDone }: { team: Team | null; onDone: () => void }) {
  const save = useSaveTeam();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: teamInputSchema,
    defaultValues: { name: team?.name ?? '' },
    send: (input, idempotencyKey) =>
      save.mutateAsync(team ? { id: team.id, input } : { id: null, input, idempotencyKey }),
    success: team ? 'Team Updated successfully.' : 'Team Added successfully.',
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <TextField
          controlId="team-name"
          label="Name"
          autoComplete="off"
          hint={team ? 'Its members move to the new name.' : undefined}
          error={errors.name?.message}
          {...register('name')}
        />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        {team ? 'Update' : 'Add'}
      </ModalFormFooter>
    </Form>
  );
}
