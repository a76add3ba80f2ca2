-- Up Migration
-- The single sign-on client secret an Admin typed in Settings (D281), sealed with AES-256-GCM
-- under a key derived from JWT_SECRET, never in an event (SettingsChanged records only when
-- it was replaced). One row; none when single sign-on is off or comes from the environment.
CREATE TABLE sso_client_secret (
  id integer PRIMARY KEY CHECK (id = 1),
  sealed text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE sso_client_secret;
