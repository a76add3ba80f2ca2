-- Up Migration
-- Private calendar feeds of approved leave and holidays: one per person and scope (their own
-- leave, or their team's). Only the token's SHA-256 is kept: the address is shown once, when
-- made, and making a new one turns the old one off.
CREATE TABLE calendar_feeds (
  user_id uuid NOT NULL,
  scope text NOT NULL CHECK (scope IN ('mine', 'team')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, scope)
);

-- Down Migration
DROP TABLE calendar_feeds;
