-- A session nobody was in for the archive's time is kept read only: the
-- time it was archived (never deleted).
ALTER TABLE live_sessions ADD COLUMN archived_at BIGINT;
