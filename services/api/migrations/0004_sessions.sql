-- Up Migration
-- Every session signed in (the token's jti), so a person can see theirs (device, address,
-- last seen) and end any of them. Ending one still writes revoked_sessions, which the
-- access check reads; a session of an older session version (a new password, an admin
-- ending all) is no longer listed. Rows go once their token would have expired.
CREATE TABLE sessions (
  session_id text PRIMARY KEY,
  user_id uuid NOT NULL,
  session_version integer NOT NULL,
  user_agent text NOT NULL,
  address text NOT NULL,
  signed_in_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id, expires_at);

-- Down Migration
DROP TABLE sessions;
