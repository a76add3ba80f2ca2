import type { SessionList } from '@teamledger/domain';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog, ErrorAlert, useNotify } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { DateTimeText } from '../../../components/text';
import { useEndMySession, useMySessions } from '../api/sessions';

type Session = SessionList['sessions'][number];

/**
 * My open sessions (issue 31): device, address, signed in and last seen; end any other one,
 * or all others at once. This browser's session is marked and ends by signing out.
 */
export function SessionsList() {
  const notify = useNotify();
  const sessions = useMySessions();
  // The session to end, 'others' for all but this one, null for none.
  const [ending, setEnding] = useState<Session | 'others' | null>(null);
  const end = useEndMySession({
    mutationConfig: {
      onSuccess: (_result, sessionId) =>
        notify(sessionId === null ? 'All other sessions ended.' : 'The session ended.'),
      onError: (error) => notify(error.message, 'danger'),
      onSettled: () => setEnding(null),
    },
  });
  const rows = sessions.data?.sessions ?? [];
  const others = rows.filter((session) => !session.current).length;

  const columns: Column<Session>[] = [
    {
      key: 'device',
      header: 'Device',
      cell: (session) => (
        <>
          <span className="text-break">{session.device}</span>
          {session.current ? (
            <Badge bg="success" className="ms-2">
              This browser
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'address', header: 'Address', cell: (session) => session.address },
    {
      key: 'signed-in',
      header: 'Signed in',
      cell: (session) => <DateTimeText at={session.signedInAt} />,
    },
    {
      key: 'last-seen',
      header: 'Last seen',
      cell: (session) => <DateTimeText at={session.lastSeenAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (session) =>
        session.current ? (
          '—'
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`End the session of ${session.device}`}
            onClick={() => setEnding(session)}
          >
            End
          </Button>
        ),
    },
  ];

  return (
    <>
      <ErrorAlert heading="The sessions could not be loaded" error={sessions.error} />
      <DataTable
        caption="My sessions"
        columns={columns}
        rows={rows}
        rowKey={(session) => session.id}
        pageSize={50}
        loading={sessions.isPending}
        emptyMessage="No open session."
        toolbar={
          <Button
            size="sm"
            variant="outline-danger"
            disabled={others === 0}
            onClick={() => setEnding('others')}
          >
            End all other sessions
          </Button>
        }
      />
      <ConfirmDialog
        show={ending !== null}
        title={ending === 'others' ? 'End all other sessions?' : 'End this session?'}
        confirmLabel="End"
        cancelLabel="Cancel"
        pending={end.isPending}
        onConfirm={() => ending && end.mutate(ending === 'others' ? null : ending.id)}
        onCancel={() => setEnding(null)}
      >
        {ending === 'others'
          ? `Every other browser signed in as you (${others}) will have to sign in again.`
          : ending
            ? `${ending.device} at ${ending.address} will have to sign in again.`
            : null}
      </ConfirmDialog>
    </>
  );
}
