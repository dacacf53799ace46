-- Every job in a database made before this version came from the demo loader (there is no way to
-- add a posting otherwise), and the demo postings are invented: migration 0004 added is_sample
-- with the default false, which made them look like real openings in databases seeded earlier.
-- New demo loads flag their jobs themselves; real postings added later keep false.
UPDATE "jobs" SET "is_sample" = true WHERE "is_sample" = false;
