CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_version_single_row" CHECK ("data_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps the data version once per transaction and notifies listeners (src/db/data-version.ts).
-- Called by deferred row triggers (at commit, after every write of the transaction) and by
-- TRUNCATE statement triggers; installDataVersionTriggers() attaches them to every tracked table.
CREATE OR REPLACE FUNCTION data_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  -- set_config(..., true) lasts until the end of the transaction (and is undone with a
  -- rolled-back savepoint), so later rows of the same transaction return at once.
  IF current_setting('fusion.data_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('fusion.data_version_bumped', 'on', true);
  INSERT INTO data_version AS d (id, version, changed_at) VALUES (1, 1, now())
    ON CONFLICT (id) DO UPDATE SET version = d.version + 1, changed_at = now()
    RETURNING d.version INTO next_version;
  -- Delivered to LISTEN data_version sessions when (and only if) the transaction commits.
  PERFORM pg_notify('data_version', next_version::text);
  RETURN NULL;
END
$$;
