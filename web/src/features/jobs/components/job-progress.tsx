import { useEffect, useRef } from 'react';
import ProgressBar from 'react-bootstrap/ProgressBar';
import type { JobStatus } from '@teamledger/domain';
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
  return (
    <ProgressBar
      now={progress}
      label={`${progress}%`}
      animated={job?.state !== 'completed' && job?.state !== 'failed'}
      variant={job?.state === 'failed' ? 'danger' : undefined}
      aria-label={label}
      className="my-2"
    />
  );
}
