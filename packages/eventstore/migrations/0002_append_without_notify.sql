-- Up Migration

-- The append no longer NOTIFYs: a NOTIFY takes PostgreSQL's server-wide notify lock at
-- commit, and inside this function it did so while still holding the append lock, so
-- every append waited for every other session's NOTIFY too. The store now sends the
-- wake-up itself right after the append commits, one at a time per process
-- (postgres-event-store.ts). Otherwise the function is 0001's.
CREATE OR REPLACE FUNCTION eventstore_append(
  p_stream text,
  p_expected_kind text, -- 'any' | 'no_stream' | 'stream_exists' | 'revision'
  p_expected_revision integer, -- only for 'revision'
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (
  outcome text,
  stream_revision integer,
  last_position bigint,
  conflict_stream text,
  conflict_ids text[]
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_count integer := cardinality(p_ids);
  v_current integer;
  v_head bigint;
  v_known integer;
  v_known_ids text[];
  v_known_position bigint;
  v_other_stream text;
  v_other_ids text[];
  v_matches boolean;
BEGIN
  -- Appends take turns (7243598124 is reserved for this lock). The lock is released only
  -- after the commit is visible, so positions become visible in the order they are
  -- assigned: with a sequence instead, a transaction that took a lower number could commit
  -- after a higher one and a catch-up reader would skip it for good.
  PERFORM pg_advisory_xact_lock(7243598124);

  SELECT count(*) FILTER (WHERE e.stream = p_stream),
         array_agg(e.id::text ORDER BY e.position) FILTER (WHERE e.stream = p_stream),
         max(e.position) FILTER (WHERE e.stream = p_stream),
         min(e.stream) FILTER (WHERE e.stream <> p_stream),
         array_agg(e.id::text ORDER BY e.position) FILTER (WHERE e.stream <> p_stream)
    INTO v_known, v_known_ids, v_known_position, v_other_stream, v_other_ids
    FROM events e
   WHERE e.id = ANY (p_ids);

  IF v_other_stream IS NOT NULL THEN
    RETURN QUERY SELECT 'id_in_other_stream'::text, NULL::integer, NULL::bigint, v_other_stream, v_other_ids;
    RETURN;
  END IF;

  SELECT e.revision INTO v_current FROM events e WHERE e.stream = p_stream ORDER BY e.revision DESC LIMIT 1;

  -- A retry of an append that already happened: answer as the original did, whatever the
  -- expected revision says, since the stream has moved on because of this very append.
  IF v_known = v_count THEN
    RETURN QUERY SELECT 'already_appended'::text, v_current, v_known_position, NULL::text, NULL::text[];
    RETURN;
  END IF;
  IF v_known > 0 THEN
    RETURN QUERY SELECT 'partly_appended'::text, v_current, NULL::bigint, p_stream, v_known_ids;
    RETURN;
  END IF;

  v_matches := CASE p_expected_kind
    WHEN 'any' THEN true
    WHEN 'no_stream' THEN v_current IS NULL
    WHEN 'stream_exists' THEN v_current IS NOT NULL
    WHEN 'revision' THEN coalesce(v_current = p_expected_revision, false)
  END;
  IF v_matches IS NULL THEN
    RAISE EXCEPTION 'eventstore_append: unknown expected revision kind %', p_expected_kind;
  END IF;
  IF NOT v_matches THEN
    RETURN QUERY SELECT 'wrong_expected_version'::text, v_current, NULL::bigint, NULL::text, NULL::text[];
    RETURN;
  END IF;

  SELECT coalesce(max(e.position), 0) INTO v_head FROM events e;

  INSERT INTO events (position, stream, revision, id, type, data, metadata)
  SELECT v_head + u.n, p_stream, coalesce(v_current, -1) + u.n::integer, u.id, u.type, u.data, u.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, type, data, metadata, n);

  RETURN QUERY SELECT 'appended'::text, coalesce(v_current, -1) + v_count, v_head + v_count, NULL::text, NULL::text[];
END;
$$;

-- Down Migration

CREATE OR REPLACE FUNCTION eventstore_append(
  p_stream text,
  p_expected_kind text, -- 'any' | 'no_stream' | 'stream_exists' | 'revision'
  p_expected_revision integer, -- only for 'revision'
  p_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (
  outcome text,
  stream_revision integer,
  last_position bigint,
  conflict_stream text,
  conflict_ids text[]
)
LANGUAGE plpgsql
AS $$
DECLARE
  v_count integer := cardinality(p_ids);
  v_current integer;
  v_head bigint;
  v_known integer;
  v_known_ids text[];
  v_known_position bigint;
  v_other_stream text;
  v_other_ids text[];
  v_matches boolean;
BEGIN
  -- Appends take turns (7243598124 is reserved for this lock). The lock is released only
  -- after the commit is visible, so positions become visible in the order they are
  -- assigned: with a sequence instead, a transaction that took a lower number could commit
  -- after a higher one and a catch-up reader would skip it for good.
  PERFORM pg_advisory_xact_lock(7243598124);

  SELECT count(*) FILTER (WHERE e.stream = p_stream),
         array_agg(e.id::text ORDER BY e.position) FILTER (WHERE e.stream = p_stream),
         max(e.position) FILTER (WHERE e.stream = p_stream),
         min(e.stream) FILTER (WHERE e.stream <> p_stream),
         array_agg(e.id::text ORDER BY e.position) FILTER (WHERE e.stream <> p_stream)
    INTO v_known, v_known_ids, v_known_position, v_other_stream, v_other_ids
    FROM events e
   WHERE e.id = ANY (p_ids);

  IF v_other_stream IS NOT NULL THEN
    RETURN QUERY SELECT 'id_in_other_stream'::text, NULL::integer, NULL::bigint, v_other_stream, v_other_ids;
    RETURN;
  END IF;

  SELECT e.revision INTO v_current FROM events e WHERE e.stream = p_stream ORDER BY e.revision DESC LIMIT 1;

  -- A retry of an append that already happened: answer as the original did, whatever the
  -- expected revision says, since the stream has moved on because of this very append.
  IF v_known = v_count THEN
    RETURN QUERY SELECT 'already_appended'::text, v_current, v_known_position, NULL::text, NULL::text[];
    RETURN;
  END IF;
  IF v_known > 0 THEN
    RETURN QUERY SELECT 'partly_appended'::text, v_current, NULL::bigint, p_stream, v_known_ids;
    RETURN;
  END IF;

  v_matches := CASE p_expected_kind
    WHEN 'any' THEN true
    WHEN 'no_stream' THEN v_current IS NULL
    WHEN 'stream_exists' THEN v_current IS NOT NULL
    WHEN 'revision' THEN coalesce(v_current = p_expected_revision, false)
  END;
  IF v_matches IS NULL THEN
    RAISE EXCEPTION 'eventstore_append: unknown expected revision kind %', p_expected_kind;
  END IF;
  IF NOT v_matches THEN
    RETURN QUERY SELECT 'wrong_expected_version'::text, v_current, NULL::bigint, NULL::text, NULL::text[];
    RETURN;
  END IF;

  SELECT coalesce(max(e.position), 0) INTO v_head FROM events e;

  INSERT INTO events (position, stream, revision, id, type, data, metadata)
  SELECT v_head + u.n, p_stream, coalesce(v_current, -1) + u.n::integer, u.id, u.type, u.data, u.metadata
    FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(id, type, data, metadata, n);

  -- Only a wake-up for subscribers (delivered at commit); they poll as well, since a
  -- notification is lost whenever their LISTEN connection is down.
  PERFORM pg_notify('eventstore_appended', (v_head + v_count)::text);

  RETURN QUERY SELECT 'appended'::text, coalesce(v_current, -1) + v_count, v_head + v_count, NULL::text, NULL::text[];
END;
$$;
