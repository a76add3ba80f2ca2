import { formatDateTime, type LeaveFeedScope } from '@teamledger/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../components/feedback';
import { useLeaveFeeds, useRemoveLeaveFeed, useRenewLeaveFeed } from '../api/leave-feeds';

const SCOPES: { scope: LeaveFeedScope; title: string }[] = [
  { scope: 'mine', title: 'My approved leave' },
  { scope: 'team', title: "My team's approved leave" },
];

/**
 * Private calendar addresses (iCalendar) of approved leave and holidays, for the calendar
 * app people already use: made here, shown once, turned off or made anew at any time.
 */
export function LeaveFeeds({ timeZone }: { timeZone: string }) {
  const feeds = useLeaveFeeds();
  const renew = useRenewLeaveFeed();
  const remove = useRemoveLeaveFeed();
  const [shown, setShown] = useState<{ scope: LeaveFeedScope; url: string } | null>(null);
  const error = feeds.error ?? renew.error ?? remove.error;
  return (
    <div>
      <ErrorAlert
        error={error}
        onClose={() => {
          renew.reset();
          remove.reset();
        }}
      />
      <p className="text-body-secondary small">
        Add an address to Google Calendar, Outlook or Apple Calendar (subscribe by URL). Anyone
        holding it sees what it shows: keep it private, and make a new one if it leaked.
      </p>
      {SCOPES.map(({ scope, title }) => {
        const madeAt = feeds.data?.[scope] ?? null;
        return (
          <div key={scope} className="mb-3">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold">{title}:</span>
              <span>{madeAt ? `on since ${formatDateTime(madeAt, timeZone)}` : 'off'}</span>
              <Button
                variant="outline-primary"
                size="sm"
                disabled={renew.isPending}
                onClick={() =>
                  renew.mutate(
                    { scope, idempotencyKey: crypto.randomUUID() },
                    { onSuccess: ({ url }) => setShown({ scope, url }) },
                  )
                }
              >
                {madeAt ? 'Make a new address' : 'Make an address'}
                <span className="visually-hidden"> for {title}</span>
              </Button>
              {madeAt ? (
                <Button
                  variant="outline-danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.mutate(scope);
                    if (shown?.scope === scope) setShown(null);
                  }}
                >
                  Turn off<span className="visually-hidden"> {title}</span>
                </Button>
              ) : null}
            </div>
            {shown?.scope === scope ? (
              <Form.Group className="mt-2" controlId={`leave-feed-${scope}`}>
                <Form.Label className="small">Your address (shown once; copy it now)</Form.Label>
                <Form.Control
                  readOnly
                  value={shown.url}
                  onFocus={(event) => event.target.select()}
                />
              </Form.Group>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
