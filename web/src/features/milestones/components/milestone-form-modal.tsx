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
import { ErrorAlert } from '../../../components/feedback';
import { ModalFormFooter, SelectField, TextAreaField, TextField } from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useAddMilestone } from '../api/add-milestone';
import { useUpdateMilestone } from '../api/update-milestone';

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
  const editing = target.mode === 'edit' ? target.milestone : null;
  const add = useAddMilestone();
  const update = useUpdateMilestone();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    // One schema for both: adding keeps the status Active, the field is only shown to edit.
    schema: milestoneUpdateSchema,
    defaultValues: {
      title: editing?.title ?? '',
      startDate: editing?.startDate ?? '',
      dueDate: editing?.dueDate ?? '',
      description: editing?.description ?? '',
      status: editing?.isCompleted ? ('Completed' as const) : ('Active' as const),
    },
    send: ({ status, ...fields }, idempotencyKey) =>
      target.mode === 'add'
        ? add.mutateAsync({ workspaceId: target.workspaceId, input: fields, idempotencyKey })
        : update.mutateAsync({
            id: target.milestone.id,
            input: { ...fields, status },
            idempotencyKey,
          }),
    success: editing ? 'Milestone Updated successfully.' : 'Milestone Added successfully.',
    onSuccess: onClose,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const descriptionLength = (watch('description') ?? '').length;

  const title = editing ? 'Edit MileStone' : 'Add Milestone';
  return (
    <Modal
      show
      onHide={pending ? undefined : onClose}
      centered
      aria-labelledby="milestone-form-title"
    >
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton={!pending} closeLabel="Close">
          <Modal.Title id="milestone-form-title" as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={formError} onClose={dismissFormError} />
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
