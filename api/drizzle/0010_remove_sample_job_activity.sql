-- The activity feed announced 'New Jobs' for the demo postings, which are invented samples
-- (0009): in databases seeded before this version every such item came from them. The demo
-- loader no longer derives job items from sample postings.
DELETE FROM "activity_logs" WHERE "activity_type" = 'New Jobs';
