import { formatClock, formatHours, leaveLabel, type MyHome } from '@teamledger/domain';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export interface MyDayProps {
  home: MyHome;
  /** Standups come from the provider: no link to add one here. */
  isProviderUser: boolean;
  /** The quick add under today's entries (the Add Hours Log form); null: none. */
  quickAdd: ReactNode;
}

/** An employee's today: whether the standup is posted, the hours and their entries, a quick add. */
export function MyDay({ home, isProviderUser, quickAdd }: MyDayProps) {
  return (
    <Row className="g-3 mb-4">
      <Col lg={4}>
        <Card
          as="section"
          aria-labelledby="home-standup-title"
          className="shadow-sm border-0 h-100"
        >
          <Card.Body>
            <h2 id="home-standup-title" className="h5">
              Today's standup
            </h2>
            <StandupStatus home={home} isProviderUser={isProviderUser} />
          </Card.Body>
        </Card>
      </Col>
      <Col lg={8}>
        <Card as="section" aria-labelledby="home-hours-title" className="shadow-sm border-0">
          <Card.Body>
            <h2 id="home-hours-title" className="h5">
              Today's hours: {formatHours(home.hours)}
            </h2>
            {home.entries.length === 0 ? (
              <p className="text-body-secondary">Nothing logged today yet.</p>
            ) : (
              <ul aria-label="Today's entries">
                {home.entries.map((entry) => (
                  <li key={entry.id}>
                    {formatHours(entry.hours)} h, {entry.workspace} /{' '}
                    {entry.milestone ?? 'No Milestone'}: {entry.title}
                  </li>
                ))}
              </ul>
            )}
            {quickAdd === null ? null : (
              <>
                <h3 className="h6 mt-3">Quick add</h3>
                {quickAdd}
              </>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}

function StandupStatus({ home, isProviderUser }: Omit<MyDayProps, 'quickAdd'>) {
  if (home.standup) {
    return (
      <>
        <p className="mb-1">
          <span className="badge text-bg-success me-2">Posted</span>
          at {formatClock(home.standup.reportedAt, home.timeZone)}
        </p>
        <p className="small text-body-secondary mb-0">Roadblocks: {home.standup.roadblocks}</p>
      </>
    );
  }
  if (home.leaveType !== null) return <p className="mb-0">{leaveLabel(home.leaveType)} today.</p>;
  if (home.dayOff !== null) return <p className="mb-0">{home.dayOff}: no standup expected.</p>;
  if (isProviderUser) {
    return <p className="mb-0">Not posted yet; your standups come from Assembla.</p>;
  }
  return (
    <>
      <p>
        <span className="badge text-bg-warning me-2">Not posted</span>
        yet today.
      </p>
      <Link to={paths.addStandup.getHref()} className="btn btn-primary">
        Add your standup
      </Link>
    </>
  );
}
