-- Up Migration
-- Signed-out sessions (the token's jti) until the token would have expired anyway. Kept in
-- PostgreSQL, not Redis, so a sign-out survives a Redis restart without persistence.
CREATE TABLE revoked_sessions (
  session_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at);

-- Down Migration
DROP TABLE revoked_sessions;
