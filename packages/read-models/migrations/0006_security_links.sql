-- Up Migration
-- The secrets of emailed single-use links (invitations, password resets), as SHA-256 hashes.
-- The worker makes the secret when it sends the email and writes its hash here; the API
-- checks a link against it. Whether a link is open, used, revoked or expired is in the
-- person's event stream (SecurityLink* events); the secret is never in an event. Not a read
-- model: nothing in the log can rebuild it, so it is migrated, never dropped.
CREATE TABLE security_links (
  link_id uuid PRIMARY KEY,
  user_id uuid NOT NULL,
  purpose text NOT NULL,
  token_hash bytea NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX security_links_expires_at ON security_links (expires_at);

-- Down Migration
DROP TABLE security_links;
