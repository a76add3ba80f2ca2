import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** SPEC.md 2: the milestone report's cards are 200px high and scroll what does not fit. */
const CARD_HEIGHT = 200;

/**
 * A card of fixed height whose body scrolls. The body is a named region that takes focus,
 * so keyboard users can scroll it too (axe scrollable-region-focusable); it also scrolls
 * sideways, should a row be wider than a phone.
 */
export function ScrollCard({
  title,
  subtitle,
  figure,
  regionLabel,
  children,
}: {
  title: string;
  subtitle?: string;
  /** The card's number, such as its total hours, at the right of the title. */
  figure: ReactNode;
  regionLabel: string;
  children: ReactNode;
}) {
  return (
    <Card className="shadow-sm" style={{ height: CARD_HEIGHT }}>
      <Card.Header className="d-flex justify-content-between align-items-start gap-2 py-2">
        <div className="text-break">
          <h3 className="h6 mb-0">{title}</h3>
          {subtitle ? <div className="small text-body-secondary">{subtitle}</div> : null}
        </div>
        <div className="fw-semibold text-nowrap">{figure}</div>
      </Card.Header>
      <div
        className="table-responsive flex-grow-1 overflow-auto px-3 py-2"
        tabIndex={0}
        role="region"
        aria-label={regionLabel}
      >
        {children}
      </div>
    </Card>
  );
}
