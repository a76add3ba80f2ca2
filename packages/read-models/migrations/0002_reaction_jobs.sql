-- Up Migration
-- The jobs that reactions asked for, written by the projector in the same transaction as
-- the reaction's checkpoint (a transactional outbox). The worker enqueues each row once
-- Redis takes it and marks it dispatched; rows stay, so a replayed reaction asks again for
-- the same job id and finds it already here.
CREATE TABLE reaction_jobs (
  job_id text PRIMARY KEY,
  job_name text NOT NULL,
  payload jsonb NOT NULL,
  reaction text NOT NULL,
  event_id uuid NOT NULL,
  event_position numeric(20, 0) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  dispatched_at timestamptz
);
CREATE INDEX reaction_jobs_pending ON reaction_jobs (event_position) WHERE dispatched_at IS NULL;

-- Down Migration
DROP TABLE reaction_jobs;
