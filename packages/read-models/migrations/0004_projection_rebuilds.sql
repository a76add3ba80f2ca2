-- Up Migration
-- A read model being rebuilt into shadow tables (schema rebuild_<name>) while its old
-- tables keep answering: how far the shadow has got, committed with the shadow's rows, so
-- a projector killed mid-rebuild resumes it instead of starting over.
CREATE TABLE projection_rebuilds (
  name text PRIMARY KEY,
  version integer NOT NULL,
  position numeric(20, 0) NOT NULL DEFAULT 0,
  last_event_at timestamptz,
  started_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE projection_rebuilds;
