//! Several servers on one PostgreSQL database serve the same sessions:
//! each op one of them appends is announced by PostgreSQL's own NOTIFY
//! (`store::LIVE_CHANNEL`), and every other server with the session open
//! reads the new ops and passes them on to the people connected to it.

use std::time::Duration;

use super::Rooms;
use crate::store::Store;

/// Follows the announcements for as long as the server runs, listening
/// again after a lost connection (and then catching every open session
/// up, since announcements made meanwhile are gone).
pub async fn others(store: Store, rooms: Rooms) {
    loop {
        let mut listener = match store.live_listener().await {
            Ok(Some(listener)) => listener,
            Ok(None) => return,
            Err(error) => {
                tracing::warn!("cannot listen for other servers' live ops: {error}");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        catch_up_all(&store, &rooms).await;
        loop {
            match listener.recv().await {
                Ok(notification) => {
                    let room = rooms.lock().await.get(notification.payload()).cloned();
                    if let Some(room) = room {
                        room.catch_up(&store).await;
                    }
                }
                Err(error) => {
                    tracing::warn!("lost the live ops channel: {error}");
                    break;
                }
            }
        }
    }
}

async fn catch_up_all(store: &Store, rooms: &Rooms) {
    let open: Vec<_> = rooms.lock().await.values().cloned().collect();
    for room in open {
        room.catch_up(store).await;
    }
}
