import Alert from 'react-bootstrap/Alert';
import {
  formatDay,
  worklogCorrectionSchema,
  worklogDeletionSchema,
  WORKLOG_MAX_HOURS,
  type IsoDate,
  type WorklogEntryView,
  type Workspace,
} from '@teamledger/domain';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/feedback';
import {
  FormModal,
  ModalFormFooter,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form';
import { DataTable, RowActionButton, type Column } from '../../../components/table';
import { DateTimeText } from '../../../components/text';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useMilestones } from '../../milestones';
import { useCorrectWorklog, useDeleteWorklog } from '../api/correct-worklog';
import { useWorklogHistory } from '../api/worklog-history';

const NO_MILESTONE = 'none';

/** The API's schema with the milestone select's own values ('none' for 'No Milestone'). */
const correctionFormSchema = worklogCorrectionSchema.extend({
  milestoneId: z.string().min(1, 'Milestone is required.'),
});

export interface WorklogEntriesProps {
  entries: readonly WorklogEntryView[];
  loading: boolean;
  /** The workspaces an entry may move to: the person's own. */
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[];
  today: IsoDate;
}

const entryName = (entry: WorklogEntryView) => `${entry.title} of ${formatDay(entry.date)}`;

/**
 * Task Logs' entries (DESIGN.md 6.13): each with Edit and Delete while it may be corrected,
 * its history, and a synced one read-only with a link to the provider.
 */
export function WorklogEntries({ entries, loading, workspaces, today }: WorklogEntriesProps) {
  const [editing, setEditing] = useState<WorklogEntryView | null>(null);
  const [deleting, setDeleting] = useState<WorklogEntryView | null>(null);
  const [history, setHistory] = useState<WorklogEntryView | null>(null);
  const total = entries.reduce((sum, entry) => sum + Math.round(entry.hours * 100), 0) / 100;

  const columns: Column<WorklogEntryView>[] = [
    { key: 'date', header: 'Date', cell: (entry) => formatDay(entry.date) },
    { key: 'workspace', header: 'WorkSpace', cell: (entry) => entry.workspace.name },
    {
      key: 'milestone',
      header: 'Milestone',
      cell: (entry) => entry.milestone?.name ?? 'No Milestone',
    },
    { key: 'title', header: 'Task Title', cell: (entry) => entry.title },
    { key: 'hours', header: 'Hours', cell: (entry) => entry.hours },
    {
      key: 'actions',
      header: 'Actions',
      cell: (entry) => (
        <div className="d-flex flex-wrap gap-2">
          {entry.lock ? (
            <span className="badge text-bg-secondary align-self-center" title={entry.lock}>
              Locked
            </span>
          ) : null}
          {entry.synced ? (
            entry.providerUrl ? (
              <a href={entry.providerUrl} target="_blank" rel="noreferrer">
                Correct at the provider
              </a>
            ) : (
              <span className="text-body-secondary">Synced: read-only</span>
            )
          ) : null}
          {entry.correctable ? (
            <>
              <RowActionButton
                label="Edit"
                name={entryName(entry)}
                variant="outline-primary"
                onClick={() => setEditing(entry)}
              />
              <RowActionButton
                label="Delete"
                name={entryName(entry)}
                variant="outline-danger"
                onClick={() => setDeleting(entry)}
              />
            </>
          ) : null}
          <RowActionButton
            label="History"
            name={entryName(entry)}
            variant="outline-secondary"
            onClick={() => setHistory(entry)}
          />
        </div>
      ),
    },
  ];

  const locks = [...new Set(entries.flatMap((entry) => (entry.lock ? [entry.lock] : [])))];
  return (
    <>
      {locks.map((lock) => (
        <Alert key={lock} variant="warning" className="py-2">
          <span className="badge text-bg-secondary me-2">Locked</span>
          {lock}
        </Alert>
      ))}
      <DataTable
        phoneCards
        caption="Entries"
        columns={columns}
        rows={entries}
        rowKey={(entry) => entry.id}
        pageSize={50}
        loading={loading}
        emptyMessage="No hours logged in this range."
        toolbar={<span className="fw-semibold">Total: {total} hours</span>}
      />
      <FormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        id="correct-entry-title"
        title="Correct Hours Log"
        size="lg"
      >
        {editing ? (
          <CorrectionForm
            entry={editing}
            workspaces={workspaces}
            today={today}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </FormModal>
      <FormModal
        show={deleting !== null}
        onHide={() => setDeleting(null)}
        id="delete-entry-title"
        title="Delete Hours Log"
      >
        {deleting ? <DeletionForm entry={deleting} onDone={() => setDeleting(null)} /> : null}
      </FormModal>
      <Modal
        show={history !== null}
        onHide={() => setHistory(null)}
        aria-labelledby="entry-history-title"
        size="lg"
      >
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="entry-history-title" as="h2" className="h5">
            History of {history ? entryName(history) : ''}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{history ? <EntryHistory id={history.id} /> : null}</Modal.Body>
      </Modal>
    </>
  );
}

function CorrectionForm({
  entry,
  workspaces,
  today,
  onDone,
}: {
  entry: WorklogEntryView;
  workspaces: readonly Pick<Workspace, 'id' | 'name'>[];
  today: IsoDate;
  onDone: () => void;
}) {
  const correct = useCorrectWorklog();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: correctionFormSchema,
    defaultValues: {
      workspaceId: entry.workspace.id,
      milestoneId: entry.milestone?.id ?? NO_MILESTONE,
      title: entry.title,
      details: entry.details,
      hours: entry.hours,
      date: entry.date,
      reason: '',
    },
    send: ({ milestoneId, ...input }, idempotencyKey) =>
      correct.mutateAsync({
        id: entry.id,
        input: { ...input, milestoneId: milestoneId === NO_MILESTONE ? null : milestoneId },
        idempotencyKey,
      }),
    success: 'Hours Log successfully Corrected.',
    onSuccess: onDone,
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const workspaceId = watch('workspaceId');
  const milestones = useMilestones(workspaceId || null);
  // The entry's own workspace stays offered even if the person left it since.
  const offered = workspaces.some((w) => w.id === entry.workspace.id)
    ? workspaces
    : [entry.workspace, ...workspaces];
  const workspaceField = register('workspaceId');
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <SelectField
          controlId="correct-workspace"
          label="Workspace"
          error={errors.workspaceId?.message}
          {...workspaceField}
          onChange={(event) => {
            setValue('milestoneId', NO_MILESTONE);
            void workspaceField.onChange(event);
          }}
        >
          {offered.map((workspace) => (
            <option key={workspace.id} value={workspace.id}>
              {workspace.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          controlId="correct-milestone"
          label="Milestone"
          error={errors.milestoneId?.message}
          {...register('milestoneId')}
        >
          <option value={NO_MILESTONE}>No Milestone</option>
          {entry.milestone && entry.workspace.id === workspaceId ? (
            <option value={entry.milestone.id}>{entry.milestone.name}</option>
          ) : null}
          {(milestones.data?.milestones ?? [])
            .filter((milestone) => milestone.id !== entry.milestone?.id)
            .map((milestone) => (
              <option key={milestone.id} value={milestone.id}>
                {milestone.title}
              </option>
            ))}
        </SelectField>
        <TextField
          controlId="correct-title"
          label="Task Title"
          autoComplete="off"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          controlId="correct-details"
          label="Task Details"
          rows={3}
          error={errors.details?.message}
          {...register('details')}
        />
        <TextField
          controlId="correct-hours"
          label="Total Hours Spent"
          type="number"
          inputMode="decimal"
          min={0}
          max={WORKLOG_MAX_HOURS}
          step={0.25}
          error={errors.hours?.message}
          {...register('hours', { valueAsNumber: true })}
        />
        <TextField
          controlId="correct-date"
          label="Date"
          type="date"
          max={today}
          error={errors.date?.message}
          {...register('date')}
        />
        <TextAreaField
          controlId="correct-reason"
          label="Reason"
          rows={2}
          hint="Kept in the entry's history."
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        Correct
      </ModalFormFooter>
    </Form>
  );
}

function DeletionForm({ entry, onDone }: { entry: WorklogEntryView; onDone: () => void }) {
  const remove = useDeleteWorklog();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: worklogDeletionSchema,
    defaultValues: { reason: '' },
    send: (input, idempotencyKey) => remove.mutateAsync({ id: entry.id, input, idempotencyKey }),
    success: 'Hours Log successfully Deleted.',
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
        <p>
          {entry.hours} hours of {formatDay(entry.date)} on {entry.workspace.name}: {entry.title}
        </p>
        <TextAreaField
          controlId="delete-reason"
          label="Reason"
          rows={2}
          hint="Kept in the entry's history."
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Modal.Body>
      <ModalFormFooter
        onCancel={onDone}
        pending={pending}
        pendingLabel="Deleting…"
        variant="danger"
      >
        Delete
      </ModalFormFooter>
    </Form>
  );
}

function EntryHistory({ id }: { id: string }) {
  const history = useWorklogHistory(id);
  if (history.isPending) return <Spinner animation="border" size="sm" role="status" />;
  if (history.isError) {
    return <ErrorAlert heading="The history could not be loaded" error={history.error} />;
  }
  const { changes } = history.data;
  if (changes.length === 0) return <p className="mb-0">Not corrected since it was logged.</p>;
  const describe = (fields: (typeof changes)[number]['from']) =>
    `${fields.hours} h on ${formatDay(fields.date)}, ${fields.workspace} / ${fields.milestone ?? 'No Milestone'}: ${fields.title}`;
  return (
    <ol className="mb-0">
      {changes.map((change) => (
        <li key={change.at} className="mb-2">
          <div>
            {change.kind === 'corrected' ? 'Corrected' : 'Deleted'} by {change.by.name} on{' '}
            <DateTimeText at={change.at} />
          </div>
          <div>From: {describe(change.from)}</div>
          {change.to ? <div>To: {describe(change.to)}</div> : null}
          <div>Why: {change.reason}</div>
        </li>
      ))}
    </ol>
  );
}
