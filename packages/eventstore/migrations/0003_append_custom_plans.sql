-- Up Migration

-- The append's statements are planned for the events table as it is at each call. PL/pgSQL
-- caches a generic plan per session after a few calls: made while the table was empty, it
-- scanned the whole table, and without an ANALYZE (autovacuum off, or not yet run) it was
-- never replaced, so appends slowed down as the table grew: writing the bench's
-- 170,000-event company fell to 250 appended events/s and took over 6 minutes; with plans
-- made per call it takes 66 s. Planning these few index lookups costs microseconds.
ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  SET plan_cache_mode = force_custom_plan;

-- Down Migration

ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  RESET plan_cache_mode;
