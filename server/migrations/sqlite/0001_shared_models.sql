-- Shared models: immutable snapshots, one row per link, never updated.
CREATE TABLE shared_models (
    id TEXT PRIMARY KEY NOT NULL,
    model TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
