-- The stand-in's notion of now: the real clock plus an offset a test may set (POST /__sandbox/time).
-- Every time rule of the stand-in reads sandbox_now() instead of now().
CREATE TABLE sandbox_clock (id int PRIMARY KEY DEFAULT 1 CHECK (id = 1), offset_ms bigint NOT NULL DEFAULT 0);
INSERT INTO sandbox_clock DEFAULT VALUES;

CREATE FUNCTION sandbox_now() RETURNS timestamptz AS $$
  SELECT now() + (SELECT offset_ms FROM sandbox_clock) * interval '1 millisecond'
$$ LANGUAGE sql STABLE;
