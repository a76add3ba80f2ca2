import type { ReactNode } from 'react';
import type { ExplainTarget } from '../api/get-explanation';
import { ExplainButton } from './explain';

/**
 * A table column's cell whose figure opens its explanation: `target` names the figure of a
 * row, `show` writes it; with `asOf`, `now` gives the row as it is now, and a figure that
 * differs is marked changed.
 */
export function figureCell<Row>({
  target,
  label,
  show,
  asOf,
  now,
}: {
  target: (row: Row) => Omit<ExplainTarget, 'asOf'>;
  label: (row: Row) => string;
  show: (row: Row) => string;
  asOf: string | null;
  now?: ((row: Row) => Row | undefined) | undefined;
}): (row: Row) => ReactNode {
  return (row) => {
    const text = show(row);
    const current = asOf !== null && now ? now(row) : undefined;
    const changedTo = current === undefined ? null : show(current);
    return (
      <ExplainButton
        target={{ ...target(row), ...(asOf ? { asOf } : {}) }}
        label={label(row)}
        changed={changedTo !== null && changedTo !== text ? { asOf: text, now: changedTo } : null}
      >
        {text}
      </ExplainButton>
    );
  };
}
