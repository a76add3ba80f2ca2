import {
  longMonthLabel,
  RATING_LABELS,
  rescaleWeightages,
  SCORE_MISSING,
  SCORE_STEP_LABELS,
  weightageSum,
  type ScoreDetails,
  type ScoreForm,
  type ScoreStep,
  type ScoreStepView,
} from '@teamledger/domain';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { ErrorAlert, PageSpinner, useNotify } from '../../../components/feedback';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../../../components/form';
import { useScore } from '../api/get-score';
import { useSaveScoreStep } from '../api/save-score-step';
import { ScoreMonthSummary } from './score-month-summary';

const STEP_LABELS = SCORE_STEP_LABELS;

type Ratings = Record<string, string>;
interface ProjectDraft {
  name: string;
  weightage: string;
  included: boolean;
  comments: string;
  ratings: Ratings;
}

const ratingsOf = (fields: string[], criteria: { name: string; rating: number }[] = []) =>
  Object.fromEntries(
    fields.map((field) => [field, String(criteria.find((c) => c.name === field)?.rating ?? '')]),
  );

/**
 * The scoring modal: the form of one step, opened on the step's current version, titled by the
 * person and the month whether the step is new or not. Submitting is final, so it asks first.
 */
export function EditScoreModal({
  show,
  onHide,
  userId,
  userName,
  month,
  step,
}: {
  show: boolean;
  onHide: () => void;
  userId: string;
  userName: string;
  month: string;
  step: ScoreStep;
}) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="edit-score-title" size="xl">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="edit-score-title" as="h2" className="h5">
          Score {userName} for {longMonthLabel(month)}
        </Modal.Title>
      </Modal.Header>
      {show ? <ScoreFormLoader userId={userId} month={month} step={step} onDone={onHide} /> : null}
    </Modal>
  );
}

function ScoreFormLoader({
  userId,
  month,
  step,
  onDone,
}: {
  userId: string;
  month: string;
  step: ScoreStep;
  onDone: () => void;
}) {
  const form = useScore(userId, month);
  if (form.error) {
    return (
      <Modal.Body>
        <ErrorAlert heading="The score could not be loaded" error={form.error} />
      </Modal.Body>
    );
  }
  if (!form.data) {
    return (
      <Modal.Body>
        <PageSpinner label="Loading the score…" />
      </Modal.Body>
    );
  }
  return <StepForm data={form.data} step={step} onDone={onDone} />;
}

function StepForm({
  data,
  step,
  onDone,
}: {
  data: ScoreForm;
  step: ScoreStep;
  onDone: () => void;
}) {
  const notify = useNotify();
  const save = useSaveScoreStep();
  const { score, template } = data;
  const current = score.steps.find((s) => s.step === step);
  const fields = template?.fields ?? [];
  const saved = current?.score ?? null;
  const offerProjects = data.projects.length > 0;
  const [type, setType] = useState<'general' | 'project'>(
    saved?.type === 'project' && offerProjects ? 'project' : 'general',
  );
  const [ratings, setRatings] = useState<Ratings>(
    ratingsOf(fields, saved?.type === 'general' ? saved.criteria : []),
  );
  const [projects, setProjects] = useState<ProjectDraft[]>(() =>
    saved?.type === 'project'
      ? saved.projects.map((p) => ({
          name: p.name,
          weightage: String(p.weightage),
          included: true,
          comments: p.comments,
          ratings: ratingsOf(fields, p.criteria),
        }))
      : data.projects.map((p) => ({
          name: p.name,
          weightage: String(p.weightage),
          included: true,
          comments: '',
          ratings: ratingsOf(fields),
        })),
  );
  const [comments, setComments] = useState(current?.comments ?? '');
  const [checked, setChecked] = useState(false);
  // Submit asks first: a submitted step is final (the person's lead cannot change it again).
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const isHr = step === 'hr';

  const toggleProject = (index: number) => {
    const included = projects.map((p, i) => (i === index ? !p.included : p.included));
    const weights = rescaleWeightages(
      projects.map((p) => Number(p.weightage) || 0),
      included,
    );
    setProjects(
      projects.map((p, i) => ({ ...p, included: included[i]!, weightage: String(weights[i]) })),
    );
  };
  const setProject = (index: number, change: Partial<ProjectDraft>) =>
    setProjects(projects.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const sum = weightageSum(projects.map((p) => (p.included ? Number(p.weightage) || 0 : 0)));

  const details = (): ScoreDetails | null => {
    const rated = (values: Ratings) =>
      fields.map((name) => ({ name, rating: Number(values[name]) }));
    const complete = (values: Ratings) => fields.every((name) => values[name]);
    if (type === 'general') return complete(ratings) ? { type, criteria: rated(ratings) } : null;
    const kept = projects.filter((p) => p.included && Number(p.weightage) > 0);
    if (kept.some((p) => !complete(p.ratings) || p.name.trim() === '')) return null;
    return {
      type,
      projects: kept.map((p) => ({
        name: p.name,
        weightage: Number(p.weightage),
        comments: p.comments,
        criteria: rated(p.ratings),
      })),
    };
  };

  const submit = (status: 'draft' | 'submitted') => (event?: FormEvent) => {
    event?.preventDefault();
    setChecked(true);
    setError(null);
    const scoreDetails = isHr ? null : details();
    if (!isHr && scoreDetails === null) return;
    if (status === 'submitted' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    save.mutate(
      {
        userId: score.userId,
        month: score.month,
        step,
        input: { status, baseVersion: current?.version ?? 0, comments, score: scoreDetails },
      },
      {
        onSuccess: () => {
          notify(
            status === 'draft' ? 'Score Save as Draft successfully.' : 'Score Saved successfully.',
          );
          onDone();
        },
        onError: (failure) => setError(failure),
      },
    );
  };

  const ratingSelect = (
    id: string,
    field: string,
    values: Ratings,
    onChange: (r: Ratings) => void,
  ) => (
    <SelectField
      key={field}
      controlId={id}
      label={field}
      value={values[field] ?? ''}
      error={checked && !values[field] ? SCORE_MISSING : undefined}
      onChange={(event) => onChange({ ...values, [field]: event.target.value })}
    >
      <option value="">Select</option>
      {([5, 4, 3, 2, 1] as const).map((rating) => (
        <option key={rating} value={rating}>
          {rating} - {RATING_LABELS[rating]}
        </option>
      ))}
    </SelectField>
  );

  if (!isHr && template === null) {
    return (
      <Modal.Body>
        <Alert variant="warning" className="mb-0">
          This User Team has no templates assigned to it.
        </Alert>
      </Modal.Body>
    );
  }

  return (
    <Form noValidate onSubmit={submit('submitted')}>
      <Modal.Body>
        <Row className="g-3">
          <Col lg={8}>
            <p className="text-body-secondary">
              {score.monthLabel} · {STEP_LABELS[step]}
              {template ? ` · ${template.name}` : ''}
            </p>
            <ErrorAlert error={error} onClose={() => setError(null)} />
            {isHr ? (
              <LeadSteps steps={score.steps.filter((s) => s.step !== 'hr')} />
            ) : (
              <>
                <fieldset className="mb-3">
                  <legend className="form-label fs-6 mb-1">Scoring type</legend>
                  <Form.Check
                    inline
                    type="radio"
                    id="score-type-general"
                    label="General"
                    checked={type === 'general'}
                    onChange={() => setType('general')}
                  />
                  <Form.Check
                    inline
                    type="radio"
                    id="score-type-projects"
                    label="Projects"
                    checked={type === 'project'}
                    disabled={!offerProjects}
                    onChange={() => setType('project')}
                  />
                  {offerProjects ? null : (
                    <Form.Text className="d-block">
                      No hours logged this month: general scoring only.
                    </Form.Text>
                  )}
                </fieldset>
                {type === 'general'
                  ? fields.map((field, index) =>
                      ratingSelect(`score-general-${index}`, field, ratings, setRatings),
                    )
                  : null}
                {type === 'project' ? (
                  <>
                    <p className={sum === 100 ? 'small' : 'small text-danger'}>
                      Current Weightage is {sum}
                    </p>
                    {projects.map((project, index) => (
                      <fieldset key={index} className="border rounded p-3 mb-3">
                        <legend className="fs-6 fw-semibold float-none w-auto px-1">
                          Project {index + 1}
                        </legend>
                        <div className="d-flex gap-2 align-items-end">
                          <div className="flex-grow-1">
                            <TextField
                              controlId={`project-${index}-name`}
                              label="Project name"
                              value={project.name}
                              error={
                                checked && project.included && !project.name.trim()
                                  ? SCORE_MISSING
                                  : undefined
                              }
                              onChange={(event) => setProject(index, { name: event.target.value })}
                            />
                          </div>
                          <div style={{ width: '8rem' }}>
                            <TextField
                              controlId={`project-${index}-weightage`}
                              label="Weightage"
                              type="number"
                              min={0}
                              max={100}
                              value={project.weightage}
                              disabled={!project.included}
                              onChange={(event) =>
                                setProject(index, { weightage: event.target.value })
                              }
                            />
                          </div>
                          <Button
                            variant={project.included ? 'outline-secondary' : 'outline-primary'}
                            className="mb-3"
                            onClick={() => toggleProject(index)}
                            aria-label={`${project.included ? 'Ignore' : 'Include'} ${project.name}`}
                          >
                            {project.included ? 'Ignore' : 'Include'}
                          </Button>
                        </div>
                        {project.included
                          ? fields.map((field, f) =>
                              ratingSelect(
                                `project-${index}-rating-${f}`,
                                field,
                                project.ratings,
                                (r) => setProject(index, { ratings: r }),
                              ),
                            )
                          : null}
                        {project.included ? (
                          <TextAreaField
                            controlId={`project-${index}-comments`}
                            label="Project comments"
                            rows={2}
                            value={project.comments}
                            onChange={(event) =>
                              setProject(index, { comments: event.target.value })
                            }
                          />
                        ) : null}
                      </fieldset>
                    ))}
                  </>
                ) : null}
              </>
            )}
            <TextAreaField
              controlId="score-comments"
              label={isHr ? 'HR Comments' : 'Comments'}
              rows={3}
              value={comments}
              onChange={(event) => setComments(event.target.value)}
            />
          </Col>
          <Col lg={4}>
            <ScoreMonthSummary
              userId={score.userId}
              userName={score.userName}
              month={score.month}
            />
          </Col>
        </Row>
      </Modal.Body>
      {confirming ? (
        <SubmitConfirmation
          name={score.userName}
          month={score.month}
          onKeepEditing={() => setConfirming(false)}
          onSubmit={() => submit('submitted')()}
        />
      ) : (
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          {/* HR saves only as final (SPEC.md 4). */}
          {isHr ? null : (
            <Button variant="secondary" onClick={() => submit('draft')()} disabled={save.isPending}>
              Save as Draft
            </Button>
          )}
          <SubmitButton pending={save.isPending} pendingLabel="Submitting…">
            Submit
          </SubmitButton>
        </Modal.Footer>
      )}
    </Form>
  );
}

/**
 * The question before a final submit, in place of the footer: the form stays as it is, so
 * keeping on editing loses nothing. It takes the focus, so a keyboard or screen reader user
 * lands on it.
 */
function SubmitConfirmation({
  name,
  month,
  onKeepEditing,
  onSubmit,
}: {
  name: string;
  month: string;
  onKeepEditing: () => void;
  onSubmit: () => void;
}) {
  return (
    <Modal.Footer
      role="group"
      aria-labelledby="submit-score-question"
      aria-describedby="submit-score-final"
      className="d-block"
    >
      <p id="submit-score-question" className="fw-semibold mb-1" tabIndex={-1} ref={focusOnMount}>
        Submit the score of {name} for {longMonthLabel(month)}?
      </p>
      <p id="submit-score-final" className="small mb-2">
        Submitting is final: you cannot change this score afterwards.
      </p>
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onKeepEditing}>
          Keep editing
        </Button>
        <Button variant="primary" onClick={onSubmit}>
          Yes, submit
        </Button>
      </div>
    </Modal.Footer>
  );
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** The lead steps as HR reads them before writing HR comments. */
export function LeadSteps({ steps }: { steps: ScoreStepView[] }) {
  return (
    <div className="mb-3">
      {steps.map((s) => (
        <div key={s.step} className="border-bottom pb-2 mb-2">
          <div className="fw-semibold">
            {STEP_LABELS[s.step]}: {s.leadName ?? 'Not assigned'} ({s.status}
            {s.total === null ? '' : `, ${s.total.toFixed(2)}`})
          </div>
          {s.comments ? <div className="small">{s.comments}</div> : null}
        </div>
      ))}
    </div>
  );
}

export { STEP_LABELS };
