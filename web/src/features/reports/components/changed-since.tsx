import Badge from 'react-bootstrap/Badge';
import { useAsOfText } from '../../../components/text';

/**
 * A cell's text as of an instant; when what it stands for (`then`, the text itself unless
 * given) is not what it is now (`now`), marked "changed" with both: "<then> as of <instant>
 * <zone>; <now> now". Without `now` it is the text.
 */
export function ChangedSince({
  text,
  then = text,
  now,
  asOf,
}: {
  text: string;
  then?: string;
  now: string | undefined;
  asOf: string | null;
}) {
  const asOfText = useAsOfText();
  if (asOf === null || now === undefined || now === then) return <>{text}</>;
  const note = `${then || 'nothing'} ${asOfText(asOf)}; ${now || 'nothing'} now`;
  return (
    <span
      className="fw-semibold"
      data-changed="true"
      title={note}
      aria-description={`Changed: ${note}`}
    >
      {text}{' '}
      <Badge bg="warning" text="dark">
        changed
      </Badge>
    </span>
  );
}
