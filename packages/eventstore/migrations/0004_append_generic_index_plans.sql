-- Up Migration

-- 0003 had the append plan its statements at every call, so that a plan made while the
-- events table was empty (a sequential scan) could not stay cached. Planning at every call
-- cost more than the append's work: about 1.1-1.9 ms per append against 0.4-0.8 ms with
-- cached plans (2,000 appends in a loop, alternating, on the loaded 2-core machine). The
-- append's statements are index lookups whatever the table holds, so the function now
-- forbids sequential scans and keeps one generic plan per session: cached, and by index.
ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  SET enable_seqscan = off;

-- Down Migration

ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  RESET enable_seqscan;
ALTER FUNCTION eventstore_append(text, text, integer, uuid[], text[], jsonb[], jsonb[])
  SET plan_cache_mode = force_custom_plan;
