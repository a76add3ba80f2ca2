import Button from 'react-bootstrap/Button';
import type { QuarantinedEventView } from '@teamledger/domain';
import { ErrorAlert, useNotify } from '../../../components/feedback';
import { DataTable, type Column } from '../../../components/table';
import { useQuarantine } from '../api/get-quarantine';
import { useRetryQuarantine } from '../api/retry-quarantine';

const columns: readonly Column<QuarantinedEventView>[] = [
  { key: 'readModel', header: 'Read model', cell: (row) => row.readModel },
  { key: 'eventType', header: 'Event', cell: (row) => row.eventType },
  { key: 'eventId', header: 'Event id', cell: (row) => <code>{row.eventId}</code> },
  { key: 'position', header: 'Position', cell: (row) => row.position },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason },
];

/**
 * Settings: the events a read model could not apply and went past (the rest of the
 * company's data is unaffected), and Retry, which applies them again after a fix.
 */
export function QuarantineSection() {
  const quarantine = useQuarantine();
  const retry = useRetryQuarantine();
  const notify = useNotify();
  if (quarantine.isError) {
    return (
      <ErrorAlert heading="The quarantined events could not be loaded" error={quarantine.error} />
    );
  }
  const rows = quarantine.data ?? [];
  return (
    <section aria-labelledby="quarantine-heading" className="mt-4">
      <h2 id="quarantine-heading" className="h5">
        Quarantined events
      </h2>
      <DataTable
        caption="Events a read model could not apply"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.readModel}-${row.position}`}
        pageSize={10}
        loading={quarantine.isPending}
        emptyMessage="Every read model applied every event."
        toolbar={
          rows.length > 0 ? (
            <Button
              variant="outline-primary"
              size="sm"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(undefined, {
                  onSuccess: ({ rebuilding }) =>
                    notify(
                      `Rebuilding ${rebuilding.join(', ')}; events that now apply leave the list.`,
                    ),
                  onError: (error) => notify(error.message, 'danger'),
                })
              }
            >
              Retry after a fix
            </Button>
          ) : null
        }
      />
    </section>
  );
}
