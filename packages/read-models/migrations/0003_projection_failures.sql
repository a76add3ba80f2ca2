-- Up Migration
-- Why a read model (or reaction) stopped: the event it could not apply and the error,
-- so /readyz and the projector's health can name it. Cleared by its next checkpoint.
ALTER TABLE projection_checkpoints ADD COLUMN failure jsonb;

-- Down Migration
ALTER TABLE projection_checkpoints DROP COLUMN failure;
