import { zodResolver } from '@hookform/resolvers/zod';
import {
  MILESTONE_DESCRIPTION_MAX,
  MILESTONE_STATUSES,
  milestoneUpdateSchema,
  type Milestone,
} from '@teamledger/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { ModalFormFooter, SelectField, TextAreaField, TextField } from '../../../components/form';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { useFormError } from '../../../hooks/use-form-error';
import { useAddMilestone } from '../api/add-milestone';
import { useUpdateMilestone } from '../api/update-milestone';

const FIELDS = ['title', 'startDate', 'dueDate', 'description', 'status'] as const;

export type MilestoneFormTarget =
  { mode: 'add'; workspaceId: string } | { mode: 'edit'; milestone: Milestone };

export interface MilestoneFormModalProps {
  target: MilestoneFormTarget;
  onClose: () => void;
}

/**
 * Add Milestone and 'Edit MileStone' (SPEC.md 2 and 5): name, start and due date, a
 * description of at most 100 characters with its counter; the edit form adds the status.
 */
export function MilestoneFormModal({ target, onClose }: MilestoneFormModalProps) {
  const notify = useNotify();
  const { key } = useIdempotencyKey();
  const { formError, clearFormError, showFormError } = useFormError();
  const editing = target.mode === 'edit' ? target.milestone : null;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    // One schema for both: adding keeps the status Active, the field is only shown to edit.
    resolver: zodResolver(milestoneUpdateSchema),
    defaultValues: {
      title: editing?.title ?? '',
      startDate: editing?.startDate ?? '',
      dueDate: editing?.dueDate ?? '',
      description: editing?.description ?? '',
      status: editing?.isCompleted ? ('Completed' as const) : ('Active' as const),
    },
  });
  const callbacks = (message: string) => ({
    onSuccess: () => {
      notify(message);
      onClose();
    },
    onError: (error: Error) => {
      showFormError(error, setError, FIELDS);
    },
  });
  const add = useAddMilestone({ mutationConfig: callbacks('Milestone Added successfully.') });
  const update = useUpdateMilestone({
    mutationConfig: callbacks('Milestone Updated successfully.'),
  });
  const pending = add.isPending || update.isPending;
  const descriptionLength = (watch('description') ?? '').length;

  const submit = handleSubmit(({ status, ...fields }) => {
    clearFormError();
    if (target.mode === 'add') {
      add.mutate({ workspaceId: target.workspaceId, input: fields, idempotencyKey: key });
    } else {
      update.mutate({
        id: target.milestone.id,
        input: { ...fields, status },
        idempotencyKey: key,
      });
    }
  });

  const title = editing ? 'Edit MileStone' : 'Add Milestone';
  return (
    <Modal
      show
      onHide={pending ? undefined : onClose}
      centered
      aria-labelledby="milestone-form-title"
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!pending} closeLabel="Close">
          <Modal.Title id="milestone-form-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={formError} onClose={clearFormError} />
          <TextField
            controlId="milestone-title"
            label="Name"
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <Row className="g-3">
            <Col sm={6}>
              <TextField
                controlId="milestone-start"
                label="Start date"
                type="date"
                error={errors.startDate?.message}
                {...register('startDate')}
              />
            </Col>
            <Col sm={6}>
              <TextField
                controlId="milestone-due"
                label="Due date"
                type="date"
                error={errors.dueDate?.message}
                {...register('dueDate')}
              />
            </Col>
          </Row>
          {editing ? (
            <SelectField
              controlId="milestone-status"
              label="Status"
              error={errors.status?.message}
              {...register('status')}
            >
              {MILESTONE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextAreaField
            controlId="milestone-description"
            label="Description"
            rows={3}
            maxLength={MILESTONE_DESCRIPTION_MAX}
            hint={`${descriptionLength}/${MILESTONE_DESCRIPTION_MAX}`}
            error={errors.description?.message}
            {...register('description')}
          />
        </Modal.Body>
        <ModalFormFooter onCancel={onClose} pending={pending} pendingLabel="Saving…">
          Save
        </ModalFormFooter>
      </Form>
    </Modal>
  );
}
