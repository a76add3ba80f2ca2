-- Up Migration
-- Events a read model (or reaction) could not apply: the checkpoint goes past them in the
-- same transaction that records them here, so one bad event never stops a read model.
-- `rebuild` marks the ones found by a rebuild still in its shadow tables: they replace
-- the read model's others when the shadow is swapped in (a retry is a rebuild).
CREATE TABLE quarantined_events (
  projection text NOT NULL,
  position numeric(20, 0) NOT NULL,
  event_id text NOT NULL,
  event_type text NOT NULL,
  reason text NOT NULL,
  rebuild boolean NOT NULL DEFAULT false,
  quarantined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (projection, rebuild, position)
);

-- Down Migration
DROP TABLE quarantined_events;
