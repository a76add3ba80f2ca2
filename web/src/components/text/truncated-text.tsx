import { useId } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before the cut (SPEC.md 9: 70 or 30). */
  max: number;
}

/**
 * Long text cut at `max` characters, the whole of it in a tooltip on hover or focus.
 * Screen readers get the whole text; the ellipsis is only for the eye.
 */
export function TruncatedText({ text, max }: TruncatedTextProps) {
  const id = useId();
  if (text.length <= max) return <>{text}</>;
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={id}>{text}</Tooltip>}
      trigger={['hover', 'focus']}
    >
      <span tabIndex={0} className="tl-truncated">
        {text.slice(0, max)}
        <span aria-hidden="true">…</span>
        <span className="visually-hidden">{text.slice(max)}</span>
      </span>
    </OverlayTrigger>
  );
}
