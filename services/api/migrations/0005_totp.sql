-- Up Migration
-- Two-factor sign-in (TOTP): the person's secret, encrypted with AES-256-GCM under
-- TWO_FACTOR_KEY (never in an event), and the last time step a code was accepted in, so a
-- code works once. enrolled_at is null while an enrolment waits for its first code. Not a
-- read model: nothing in the event log can rebuild it, so it is migrated, never dropped.
CREATE TABLE two_factor (
  user_id uuid PRIMARY KEY,
  secret_encrypted text NOT NULL,
  enrolled_at timestamptz,
  last_used_step bigint,
  updated_at timestamptz NOT NULL
);

-- Ten single-use recovery codes per enrolled person, as SHA-256 hashes (each is 50 random
-- bits, too many to guess within the sign-in throttle); used_at is set when one signs in.
CREATE TABLE recovery_codes (
  user_id uuid NOT NULL,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Down Migration
DROP TABLE recovery_codes;
DROP TABLE two_factor;
