-- Up Migration
-- One row per read model: how far it has applied the event store, and with which version of
-- its code. Written in the same transaction as the read-model rows it accounts for.
CREATE TABLE projection_checkpoints (
  name text PRIMARY KEY,
  version integer NOT NULL,
  position numeric(20, 0) NOT NULL DEFAULT 0,
  last_event_at timestamptz,
  -- When the read model was last dropped and replayed (the rebuild CLI waits on it).
  rebuilt_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE projection_checkpoints;
