import { formatClock, type TeamHome } from '@teamledger/domain';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRemindMissing } from '../api/remind-missing';

export interface TeamDayProps {
  home: TeamHome;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="shadow-sm border-0 h-100">
      <Card.Body>
        <h2 id={id} className="h5">
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/**
 * A lead's or an admin's today: who posted and who has not (with one button reminding every
 * missing person), today's roadblocks and how many days each has lasted, who is on leave,
 * and the scores waiting on them.
 */
export function TeamDay({ home }: TeamDayProps) {
  // A step of theirs is written on Team Score; an approval is given on Scores.
  const yourSteps = home.scores.waiting.some((person) => person.wait === 'yourStep');
  const expected = home.posted.length + home.missing.length;
  return (
    <Row className="g-3">
      <Col lg={6}>
        <Section
          id="home-standups-title"
          title={
            home.dayOff === null
              ? `Standups: ${home.posted.length} of ${expected} posted`
              : `${home.dayOff}: ${plural(home.posted.length, 'standup', 'standups')}`
          }
        >
          <RemindMissing home={home} />
          <h3 className="h6 mt-3">Not posted</h3>
          {home.missing.length === 0 ? (
            <p className="text-body-secondary">Nobody is missing.</p>
          ) : (
            <ul aria-label="Not posted">
              {home.missing.map((person) => (
                <li key={person.id}>{person.name}</li>
              ))}
            </ul>
          )}
          <h3 className="h6">Posted</h3>
          {home.posted.length === 0 ? (
            <p className="text-body-secondary mb-0">Nobody has posted yet.</p>
          ) : (
            <ul aria-label="Posted" className="mb-0">
              {home.posted.map((person) => (
                <li key={person.id}>
                  {person.name}, {formatClock(person.reportedAt, home.timeZone)}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </Col>
      <Col lg={6}>
        <Section id="home-roadblocks-title" title="Roadblocks today">
          {home.roadblocks.length === 0 ? (
            <p className="text-body-secondary mb-0">No roadblocks reported today.</p>
          ) : (
            <ul aria-label="Roadblocks today" className="list-unstyled mb-0">
              {home.roadblocks.map((person) => (
                <li key={person.id} className="mb-2">
                  <strong>{person.name}</strong>{' '}
                  <span className="badge text-bg-danger">
                    {plural(person.days, 'day', 'days in a row')}
                  </span>
                  <br />
                  <span className="text-break">{person.roadblocks}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </Col>
      <Col lg={6}>
        <Section id="home-leave-title" title="On leave today">
          {home.onLeave.length === 0 ? (
            <p className="text-body-secondary mb-0">Nobody is on leave today.</p>
          ) : (
            <ul aria-label="On leave today" className="mb-0">
              {home.onLeave.map((person) => (
                <li key={person.id}>
                  {person.name} ({person.leaveType})
                </li>
              ))}
            </ul>
          )}
        </Section>
      </Col>
      <Col lg={6}>
        <Section id="home-scores-title" title={`Scores waiting on you (${home.scores.monthLabel})`}>
          {home.scores.waiting.length === 0 ? (
            <p className="text-body-secondary mb-0">Nothing is waiting on you.</p>
          ) : (
            <>
              <ul aria-label="Scores waiting on you">
                {home.scores.waiting.map((person) => (
                  <li key={person.id}>
                    {person.name}: {person.wait === 'yourStep' ? 'your score' : 'to approve'}
                  </li>
                ))}
              </ul>
              <Link
                to={yourSteps ? paths.teamScores.getHref() : paths.scores.getHref()}
                className="btn btn-outline-primary btn-sm"
              >
                {yourSteps ? 'Open Team Score' : 'Open Scores'}
              </Link>
            </>
          )}
        </Section>
      </Col>
    </Row>
  );
}

/** "Remind everyone missing": one standup-missing reminder each, then how many went. */
function RemindMissing({ home }: { home: TeamHome }) {
  const remind = useRemindMissing();
  const missing = home.missing.length;
  return (
    <>
      <Button
        disabled={missing === 0 || remind.isPending}
        aria-describedby={missing === 0 ? 'home-remind-reason' : undefined}
        onClick={() => remind.mutate({ people: home.missing, date: home.today })}
      >
        {remind.isPending ? 'Sending reminders…' : `Remind everyone missing (${missing})`}
      </Button>
      {missing === 0 ? (
        <p id="home-remind-reason" className="small text-body-secondary mt-1 mb-0">
          Nobody to remind.
        </p>
      ) : null}
      {remind.data ? (
        <Alert variant={remind.data.refused.length === 0 ? 'success' : 'warning'} className="mt-2">
          <p className="mb-0">
            {plural(remind.data.sent, 'reminder', 'reminders')} sent
            {remind.data.refused.length === 0
              ? '.'
              : `, ${plural(remind.data.refused.length, 'refused', 'refused')}:`}
          </p>
          {remind.data.refused.length === 0 ? null : (
            <ul className="mb-0">
              {remind.data.refused.map((refusal) => (
                <li key={refusal.name}>
                  {refusal.name}: {refusal.reason}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
    </>
  );
}
