-- Up Migration
-- Password hashes, written by the commands that set a password and read by sign-in. Not a
-- read model: nothing in the event log can rebuild it, so it is migrated, never dropped.
CREATE TABLE credentials (
  user_id uuid PRIMARY KEY,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row once the hashes that older events carried have been copied into credentials.
CREATE TABLE credentials_log_copy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  copied integer NOT NULL,
  done_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE credentials_log_copy;
DROP TABLE credentials;
