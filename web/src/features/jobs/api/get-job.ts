import { useQuery } from '@tanstack/react-query';
import { jobEndpoints, type JobStatus } from '@teamledger/domain';
import { callEndpoint } from '../../../lib/call-endpoint';

export const jobQueryKey = (id: string) => ['jobs', id] as const;

/** GET /api/jobs/:id: a background job's state and progress. */
export async function getJob(id: string, signal?: AbortSignal): Promise<JobStatus> {
  return (await callEndpoint(jobEndpoints.get, { params: { id }, signal })).job;
}

const finished = (job: JobStatus | undefined) =>
  job?.state === 'completed' || job?.state === 'failed';

/** Follows a job once a second until it completed or failed. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: jobQueryKey(id ?? ''),
    queryFn: ({ signal }) => getJob(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });
}
