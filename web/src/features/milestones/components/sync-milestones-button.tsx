import type { JobStatus } from '@teamledger/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog, useNotify } from '../../../components/feedback';
import { JobProgress } from '../../jobs';
import { useSyncMilestones } from '../api/sync-milestones';
import { milestonesQueryKey } from '../api/get-milestones';

export interface SyncMilestonesButtonProps {
  /** One Assembla WorkSpace; null syncs every one (WorkSpaces List). */
  workspaceId: string | null;
  /** The workspace a table row's button syncs, said to screen readers: 'Sync Milestones Platform Core'. */
  name?: string;
}

/** 'Milestones Added from Assembla.' and what the sync brought in, from its job's counts. */
export function syncResultMessage(counts: JobStatus['counts']): string {
  if (!counts) return 'Milestones Added from Assembla.';
  const parts = [`${counts.added ?? 0} new`, `${counts.existing ?? 0} already here`];
  if (counts.skipped) parts.push(`${counts.skipped} skipped`);
  return `Milestones Added from Assembla: ${parts.join(', ')}.`;
}

/**
 * Sync Milestones (SPEC.md 2): asks first, then follows the sync's job with a progress bar
 * and says what it brought in once the worker has finished.
 */
export function SyncMilestonesButton({ workspaceId, name }: SyncMilestonesButtonProps) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  const sync = useSyncMilestones({
    mutationConfig: {
      onSuccess: ({ jobId }) => setJob(jobId),
      onError: (error) => notify(error.message, 'danger'),
      onSettled: () => setAsking(false),
    },
  });
  const done = useCallback(
    (finished: JobStatus) => {
      setJob(null);
      if (finished.state === 'completed') {
        notify(syncResultMessage(finished.counts));
        void queryClient.invalidateQueries({ queryKey: milestonesQueryKey });
      } else notify(finished.failure ?? 'Sync Milestones failed.', 'danger');
    },
    [notify, queryClient],
  );

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => setAsking(true)}
        disabled={sync.isPending || job !== null}
        aria-label={name ? `Sync Milestones ${name}` : undefined}
      >
        Sync Milestones
      </Button>
      {job ? (
        <div className="w-100" style={{ minWidth: '12rem' }}>
          <JobProgress jobId={job} label="Sync Milestones" onDone={done} />
        </div>
      ) : null}
      <ConfirmDialog
        show={asking}
        title={
          workspaceId === null
            ? 'Do you want to Sync Milestones?'
            : `Do you want to Sync Milestones to ${name ?? 'this Space'}?`
        }
        confirmVariant="primary"
        pending={sync.isPending}
        onConfirm={() => sync.mutate(workspaceId)}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
