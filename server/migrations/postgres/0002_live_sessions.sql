-- Live sessions: the model a session started from, and every op applied to
-- it, in order. Ops are only ever appended; the model now is the start
-- with its ops replayed.
CREATE TABLE live_sessions (
    id TEXT PRIMARY KEY NOT NULL,
    owner_key_hash TEXT NOT NULL,
    model TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    active_at BIGINT NOT NULL
);

CREATE TABLE live_ops (
    session_id TEXT NOT NULL REFERENCES live_sessions (id),
    version BIGINT NOT NULL,
    client TEXT NOT NULL,
    seq BIGINT NOT NULL,
    op TEXT NOT NULL,
    PRIMARY KEY (session_id, version)
);

-- The last op number decided (applied or refused) for each client, so an
-- op sent again after a reconnect or a restart is not decided twice.
CREATE TABLE live_clients (
    session_id TEXT NOT NULL REFERENCES live_sessions (id),
    client TEXT NOT NULL,
    decided BIGINT NOT NULL,
    PRIMARY KEY (session_id, client)
);
