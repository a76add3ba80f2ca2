import Badge from 'react-bootstrap/Badge';
import { useReminder } from '../api/get-reminder';

const SHOWN = {
  queued: { bg: 'secondary', text: 'Email queued' },
  sent: { bg: 'success', text: 'Email sent' },
  failed: { bg: 'danger', text: 'Email failed' },
} as const;

/** How far a reminder got, asked again while it waits for the worker. */
export function ReminderState({ id }: { id: string }) {
  const reminder = useReminder(id);
  if (!reminder.data) return null;
  const { bg, text } = SHOWN[reminder.data.state];
  return (
    // A status region: a screen reader hears it change from queued to sent.
    <span role="status" className="d-inline-block">
      <Badge bg={bg} title={reminder.data.failure ?? undefined}>
        {text}
      </Badge>
      {reminder.data.failure ? (
        <span className="visually-hidden">: {reminder.data.failure}</span>
      ) : null}
    </span>
  );
}
