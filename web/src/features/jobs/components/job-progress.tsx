import { useEffect, useRef } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { PROVIDER_LABELS, type JobStatus, type WorkspaceSyncProgress } from '@teamledger/domain';
import { useJob } from '../api/get-job';

export interface JobProgressProps {
  jobId: string;
  label: string;
  /** Called once when the job completed or failed. */
  onDone: (job: JobStatus) => void;
}

/** A started background job's progress bar, followed through GET /api/jobs/:id. */
export function JobProgress({ jobId, label, onDone }: JobProgressProps) {
  const job = useJob(jobId).data;
  const reported = useRef(false);
  useEffect(() => {
    if (!job || reported.current) return;
    if (job.state === 'completed' || job.state === 'failed') {
      reported.current = true;
      onDone(job);
    }
  }, [job, onDone]);
  const progress = job?.progress ?? 0;
  const workspaces = job?.workspaces ?? [];
  return (
    <>
      <ProgressBar
        now={progress}
        label={`${progress}%`}
        animated={job?.state !== 'completed' && job?.state !== 'failed'}
        variant={job?.state === 'failed' ? 'danger' : undefined}
        aria-label={label}
        className="my-2"
      />
      <SyncWorkspaceList label={`${label} by workspace`} workspaces={workspaces} />
    </>
  );
}

/** Each workspace of a sync with its provider and how far it got (D278); nothing when none. */
export function SyncWorkspaceList({
  label,
  workspaces,
}: {
  label: string;
  workspaces: readonly WorkspaceSyncProgress[];
}) {
  if (workspaces.length === 0) return null;
  return (
    <ul className="list-unstyled small mb-2" aria-label={label}>
      {workspaces.map((workspace) => (
        <li key={workspace.workspaceId}>
          <span className="fw-semibold">{workspace.name}</span> (
          {PROVIDER_LABELS[workspace.provider].name}): {workspaceState(workspace)}
        </li>
      ))}
    </ul>
  );
}

/** One workspace's part of a sync in words (D278). */
export function workspaceState(workspace: WorkspaceSyncProgress): string {
  const read = `${workspace.records} read, ${workspace.added} added`;
  switch (workspace.state) {
    case 'waiting':
      return 'waiting';
    case 'syncing':
      return `syncing, ${workspace.records} read`;
    case 'done':
      return `done, ${read}`;
    case 'failed':
      return `failed: ${workspace.reason ?? 'the provider did not answer'}`;
    case 'no-credential':
      return `not synced: ${workspace.reason ?? 'the worker holds no token for it'}`;
  }
}
