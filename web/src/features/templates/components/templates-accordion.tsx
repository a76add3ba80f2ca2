import { templateInputSchema, type Template } from '@teamledger/domain';
import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ConfirmDialog, ErrorAlert, PageSpinner, useNotify } from '../../../components/feedback';
import {
  CheckboxGroupField,
  FormModal,
  ModalFormFooter,
  TextField,
} from '../../../components/form';
import { useCommandForm } from '../../../hooks/use-command-form';
import { useTeams } from '../../teams';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { useSaveTemplate } from '../api/save-template';

/** Score templates (SPEC.md 2): an accordion with Edit and Delete, plus Add Template. */
export function TemplatesAccordion({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const templates = useTemplates();
  const [editing, setEditing] = useState<Template | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const remove = useDeleteTemplate();
  const confirmDelete = (template: Template) =>
    remove.mutate(template.id, {
      onSuccess: () => notify('Template Deleted successfully.'),
      onError: () => notify('Error in Delete Template', 'danger'),
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <ErrorAlert heading="The templates could not be loaded" error={templates.error} />
      {canEdit ? (
        <div className="mb-3">
          <Button size="sm" onClick={() => setEditing('new')}>
            Add Template
          </Button>
        </div>
      ) : null}
      {templates.isPending ? <PageSpinner label="Loading the templates…" /> : null}
      {templates.data?.length === 0 ? (
        <p className="text-body-secondary">No templates yet.</p>
      ) : null}
      <Accordion alwaysOpen>
        {(templates.data ?? []).map((template) => (
          <Accordion.Item key={template.id} eventKey={template.id}>
            <Accordion.Header as="h2">{template.name}</Accordion.Header>
            <Accordion.Body>
              <p className="mb-2">
                <span className="fw-semibold me-2">Teams:</span>
                {template.teams.map((team) => (
                  <Badge key={team.id} bg="secondary" className="me-1">
                    {team.name}
                  </Badge>
                ))}
              </p>
              <ol className="mb-3">
                {template.fields.map((field) => (
                  <li key={field.order}>{field.name}</li>
                ))}
              </ol>
              {canEdit ? (
                <div className="d-flex gap-2">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => setEditing(template)}
                    aria-label={`Edit ${template.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setDeleting(template)}
                    aria-label={`Delete ${template.name}`}
                  >
                    Delete
                  </Button>
                </div>
              ) : null}
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <FormModal
        show={editing !== null}
        onHide={() => setEditing(null)}
        id="template-title"
        title={editing === 'new' ? 'Add Template' : 'Edit Template'}
      >
        {editing ? (
          <TemplateForm
            template={editing === 'new' ? null : editing}
            others={(templates.data ?? []).filter((t) => editing === 'new' || t.id !== editing.id)}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </FormModal>
      <ConfirmDialog
        show={deleting !== null}
        title="Do you want to delete this Template?"
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name}
      </ConfirmDialog>
    </>
  );
}

function TemplateForm({
  template,
  others,
  onDone,
}: {
  template: Template | null;
  /** The other templates: their teams are not offered (SPEC.md 5). */
  others: Template[];
  onDone: () => void;
}) {
  const teams = useTeams();
  const save = useSaveTemplate();
  const { form, onSubmit, pending, formError, dismissFormError } = useCommandForm({
    schema: templateInputSchema,
    defaultValues: {
      name: template?.name ?? '',
      teamIds: template?.teams.map((team) => team.id) ?? [],
      fields: template?.fields.map((field) => field.name) ?? [''],
    },
    send: (input, idempotencyKey) =>
      save.mutateAsync(template ? { id: template.id, input } : { id: null, input, idempotencyKey }),
    success: template ? 'Template Updated successfully.' : 'Template Added successfully.',
    onSuccess: onDone,
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const taken = new Set(others.flatMap((other) => other.teams.map((team) => team.id)));
  const options = (teams.data ?? [])
    .filter((team) => !taken.has(team.id))
    .map((team) => ({ value: team.id, label: team.name }));
  const fields = watch('fields');
  const teamIds = watch('teamIds');
  const setFields = (next: string[]) => setValue('fields', next, { shouldValidate: isSubmitted });
  const fieldErrors = errors.fields as
    (Record<number, { message?: string }> & { message?: string }) | undefined;

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <ErrorAlert error={formError} onClose={dismissFormError} />
        <TextField
          controlId="template-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <CheckboxGroupField
          id="template-teams"
          legend="Team Name"
          options={options}
          value={teamIds}
          onChange={(next) => setValue('teamIds', next, { shouldValidate: isSubmitted })}
          error={errors.teamIds?.message}
          emptyMessage="Every team has a template already."
        />
        <fieldset>
          <legend className="form-label fs-6 mb-1">Fields</legend>
          {fields.map((_, index) => (
            <div key={index} className="d-flex gap-2 align-items-start">
              <div className="flex-grow-1">
                <TextField
                  controlId={`template-field-${index}`}
                  label={`Field ${index + 1}`}
                  autoComplete="off"
                  error={fieldErrors?.[index]?.message}
                  {...register(`fields.${index}`)}
                />
              </div>
              {fields.length > 1 ? (
                <Button
                  variant="outline-danger"
                  size="sm"
                  className="mt-4"
                  aria-label={`Remove field ${index + 1}`}
                  onClick={() => setFields(fields.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              ) : null}
            </div>
          ))}
          {fieldErrors?.message ? (
            <div className="invalid-feedback d-block">{fieldErrors.message}</div>
          ) : null}
          <Button variant="outline-secondary" size="sm" onClick={() => setFields([...fields, ''])}>
            Add Field
          </Button>
        </fieldset>
      </Modal.Body>
      <ModalFormFooter onCancel={onDone} pending={pending} pendingLabel="Saving…">
        {template ? 'Update' : 'Add'}
      </ModalFormFooter>
    </Form>
  );
}
