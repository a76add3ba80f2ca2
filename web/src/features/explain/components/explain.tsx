import {
  formatHours,
  type EventOrigin,
  type Explanation,
  type ExplainedEvent,
} from '@teamledger/domain';
import { createContext, useContext, useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { ErrorOr } from '../../../components/feedback';
import { DateTimeText, useAsOfText } from '../../../components/text';
import { paths } from '../../../config/paths';
import { useExplanation, type ExplainTarget } from '../api/get-explanation';

interface Asked {
  target: ExplainTarget;
  /** What the cell is, in words: the panel's heading before the answer comes. */
  label: string;
}

const ExplainContext = createContext<((asked: Asked) => void) | null>(null);

/**
 * Holds the one "Why this number?" panel of a screen: every ExplainButton inside opens it
 * on its figure (GET /api/explain).
 */
export function ExplainProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<Asked | null>(null);
  return (
    <ExplainContext.Provider value={setAsked}>
      {children}
      <Offcanvas
        show={asked !== null}
        onHide={() => setAsked(null)}
        placement="end"
        aria-labelledby="explain-title"
      >
        <Offcanvas.Header closeButton closeLabel="Close the explanation">
          <Offcanvas.Title id="explain-title" as="h2" className="h5">
            Why this number?
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{asked ? <ExplanationPanel asked={asked} /> : null}</Offcanvas.Body>
      </Offcanvas>
    </ExplainContext.Provider>
  );
}

/** A figure as the panel shows it: hours as hours, a label as itself. */
export const figureText = (value: Explanation['value'], unit: Explanation['unit']) =>
  value === null
    ? 'None yet'
    : typeof value === 'string'
      ? value
      : unit === 'hours'
        ? `${formatHours(value)} h`
        : String(value);

const originText = (origin: EventOrigin, by: ExplainedEvent['by']) => {
  const who = by?.name ?? 'the system';
  switch (origin.kind) {
    case 'typed':
      return `Typed by ${who}`;
    case 'corrected':
      return `Corrected by ${who}: ${origin.reason}`;
    case 'deleted':
      return `Deleted by ${who}: ${origin.reason}`;
    case 'synced':
      return origin.ticket
        ? `Synced from the provider, ticket #${origin.ticket.number}`
        : 'Synced from the provider';
    case 'system':
      return 'Recorded by the system';
  }
};

function EventList({ events, userId }: { events: readonly ExplainedEvent[]; userId: string }) {
  return (
    <ol className="list-unstyled mb-0">
      {events.map((event) => (
        <li key={event.id} className="border-start border-3 ps-2 mb-2">
          <div className="fw-semibold">{event.summary}</div>
          <div className="small text-body-secondary">
            {event.type} · <DateTimeText at={event.recordedAt} /> ·{' '}
            {originText(event.origin, event.by)}
            {event.origin.kind === 'synced' && event.origin.ticket ? (
              <>
                {' '}
                <a href={event.origin.ticket.url} target="_blank" rel="noreferrer">
                  Open the ticket
                </a>
              </>
            ) : null}
          </div>
          <Link className="small" to={paths.usersReport.getHref(userId)}>
            History of the days
          </Link>
        </li>
      ))}
    </ol>
  );
}

/** The explanation of one figure: its value, the rule, the facts it is made of and their events. */
export function ExplanationPanel({ asked }: { asked: Asked }) {
  const explanation = useExplanation(asked.target);
  const data = explanation.data;
  return (
    <ErrorOr
      heading="The explanation could not be loaded"
      error={explanation.error}
      onRetry={() => void explanation.refetch()}
    >
      {data === undefined ? (
        <div role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" /> Explaining {asked.label}…
        </div>
      ) : (
        <section aria-label={`Explanation of ${asked.label}`}>
          <h3 className="h6 mb-1">{data.title}</h3>
          <p className="small text-body-secondary mb-2">{data.user.name}</p>
          <p className="display-6 mb-2" data-testid="explained-value">
            {figureText(data.value, data.unit)}
          </p>
          {data.asOf ? (
            <p className="small mb-2">
              <Badge bg="secondary">As of</Badge> <DateTimeText at={data.asOf} />
            </p>
          ) : null}
          <p className="mb-3">{data.rule}</p>
          <h4 className="h6">
            {data.combine === 'sum'
              ? 'Made of'
              : data.combine === 'mean'
                ? 'The mean of'
                : 'What the rule looked at'}
          </h4>
          {data.facts.length === 0 ? (
            <p className="text-body-secondary">Nothing was recorded.</p>
          ) : (
            <table className="table table-sm">
              <caption className="visually-hidden">The facts of {asked.label}</caption>
              <thead>
                <tr>
                  <th scope="col">Fact</th>
                  <th scope="col" className="text-end">
                    Value
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.facts.map((fact, index) => (
                  <tr key={`${fact.label}-${index}`}>
                    <td>{fact.label}</td>
                    <td className="text-end text-nowrap">
                      {data.unit === 'hours' ? `${formatHours(fact.value)} h` : fact.value}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h4 className="h6">Events</h4>
          {data.events.length === 0 ? (
            <p className="text-body-secondary">No event behind it.</p>
          ) : (
            <EventList events={data.events} userId={data.user.id} />
          )}
          {data.laterEvents.length > 0 ? (
            <>
              <h4 className="h6 mt-3">Recorded since</h4>
              <EventList events={data.laterEvents} userId={data.user.id} />
            </>
          ) : null}
        </section>
      )}
    </ErrorOr>
  );
}

/** A figure as it stood at the as-of instant and as it is now, when they differ. */
export interface ChangedFigure {
  now: string;
  asOf: string;
}

/**
 * A table cell's figure as a button that opens its explanation; a figure that changed since
 * the as-of instant is marked, saying what it is now. Outside an ExplainProvider it is text.
 */
export function ExplainButton({
  target,
  label,
  children,
  changed,
}: {
  target: ExplainTarget;
  /** What the figure is, for the button's description: "Total Hours of Uma Patel on Dec 1, 2026". */
  label: string;
  children: ReactNode;
  changed?: ChangedFigure | null;
}) {
  const open = useContext(ExplainContext);
  const asOfText = useAsOfText();
  const note =
    changed && target.asOf ? `${changed.asOf} ${asOfText(target.asOf)}; ${changed.now} now` : null;
  if (open === null) return <>{children}</>;
  // The figure stays the button's name (and its cell's), as a screen reader reads the table;
  // what the button does, and what changed, is its description.
  const description = `Why this number? ${label}${note ? `. Changed: ${note}` : ''}`;
  return (
    <button
      type="button"
      className={`btn btn-link p-0 text-reset text-decoration-underline${note ? ' fw-semibold' : ''}`}
      style={{ textDecorationStyle: 'dotted' }}
      aria-description={description}
      title={description}
      data-changed={note ? 'true' : undefined}
      onClick={() => open({ target, label })}
    >
      {children}
      {note ? (
        <>
          {' '}
          <Badge bg="warning" text="dark">
            changed
          </Badge>
        </>
      ) : null}
    </button>
  );
}
