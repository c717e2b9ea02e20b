//! How much analysis the server takes on at once. An analysis is CPU work:
//! past what the cores can do, more requests only queue, and a queue without
//! bound makes every answer late, health checks included. So analyses run on
//! the blocking pool, a few at a time, a bounded number wait a short while
//! for their turn, and the rest are told at once to come back (503 with
//! `Retry-After`).

use std::{sync::Arc, time::Duration};

use tokio::sync::Semaphore;

use crate::error::ApiError;

/// How many analyses may wait for a slot at once.
const WAITING_ROOM: usize = 512;

/// The analysis slots and the waiting room.
#[derive(Debug)]
pub struct Capacity {
    /// One permit per analysis running.
    running: Arc<Semaphore>,
    /// One permit per analysis running or waiting to run.
    admitted: Arc<Semaphore>,
    /// How long an admitted request waits for a slot before giving up.
    patience: Duration,
}

impl Capacity {
    /// `workers` analyses at a time (at least one), with room for
    /// `waiting` more to wait up to `patience` for a slot.
    #[must_use]
    pub fn new(workers: usize, waiting: usize, patience: Duration) -> Self {
        let workers = workers.max(1);
        Self {
            running: Arc::new(Semaphore::new(workers)),
            admitted: Arc::new(Semaphore::new(workers + waiting)),
            patience,
        }
    }

    /// For this machine: one core is left to the server's own work (pages,
    /// health checks, reading requests), the others analyse. The waiting
    /// room is large, since a wait costs a task, not a thread (a room full
    /// of people opening the same example at once waits milliseconds), and
    /// the patience bounds how long anyone waits.
    #[must_use]
    pub fn for_this_machine() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
        let workers = cores.saturating_sub(1).max(1);
        Self::new(workers, WAITING_ROOM, Duration::from_secs(2))
    }

    /// Runs `work` on the blocking pool when a slot is free.
    ///
    /// # Errors
    /// [`ApiError::Overloaded`] when the waiting room is full or no slot
    /// frees in time; [`ApiError::Internal`] if the work panicked.
    pub async fn run<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        let _admitted = self
            .admitted
            .clone()
            .try_acquire_owned()
            .map_err(|_| ApiError::Overloaded)?;
        let slot = tokio::time::timeout(self.patience, self.running.clone().acquire_owned())
            .await
            .map_err(|_| ApiError::Overloaded)?
            .map_err(|_| ApiError::Overloaded)?;
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            work()
        })
        .await
        .map_err(|error| ApiError::Internal(format!("an analysis failed: {error}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Starts an analysis that holds the only slot until the sender is
    /// used, and waits until it has the slot.
    async fn occupy(
        capacity: &Arc<Capacity>,
    ) -> (
        std::sync::mpsc::Sender<()>,
        tokio::task::JoinHandle<Result<bool, ApiError>>,
    ) {
        let (release, hold) = std::sync::mpsc::channel::<()>();
        let busy = {
            let capacity = capacity.clone();
            tokio::spawn(async move { capacity.run(move || hold.recv().is_ok()).await })
        };
        while capacity.running.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        (release, busy)
    }

    #[tokio::test]
    async fn past_the_waiting_room_requests_are_turned_away() {
        let capacity = Arc::new(Capacity::new(1, 1, Duration::from_secs(5)));
        let (release, busy) = occupy(&capacity).await;
        // The second takes the waiting room.
        let waiting = {
            let capacity = capacity.clone();
            tokio::spawn(async move { capacity.run(|| 2).await })
        };
        while capacity.admitted.available_permits() > 0 {
            tokio::task::yield_now().await;
        }
        let turned_away = capacity.run(|| 3).await;
        assert!(matches!(turned_away, Err(ApiError::Overloaded)));

        release.send(()).expect("the first analysis is waiting");
        assert!(busy.await.expect("joins").expect("runs"));
        assert_eq!(waiting.await.expect("joins").expect("runs"), 2);
        assert_eq!(capacity.run(|| 4).await.expect("room again"), 4);
    }

    #[tokio::test]
    async fn a_wait_longer_than_the_patience_gives_up() {
        let capacity = Arc::new(Capacity::new(1, 4, Duration::from_millis(20)));
        let (release, busy) = occupy(&capacity).await;
        assert!(matches!(
            capacity.run(|| ()).await,
            Err(ApiError::Overloaded)
        ));
        release.send(()).expect("the first analysis is waiting");
        assert!(busy.await.expect("joins").expect("runs"));
    }
}
