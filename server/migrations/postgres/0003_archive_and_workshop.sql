-- A session nobody was in for the archive's time is kept read only: the
-- time it was archived (never deleted).
ALTER TABLE live_sessions ADD COLUMN archived_at BIGINT;

-- The workshop the owner runs (lock, follow me, the live question and its
-- answers) as JSON, so a restart or another server keeps it; its version
-- counts the changes, so two servers changing it at once do not overwrite
-- each other.
ALTER TABLE live_sessions ADD COLUMN workshop TEXT;
ALTER TABLE live_sessions ADD COLUMN workshop_version BIGINT NOT NULL DEFAULT 0;
