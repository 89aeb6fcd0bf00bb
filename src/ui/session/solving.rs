//! Solving in the background: first the values of every position reachable from the start
//! (then the overlay and the computer can use them), then the variant's figures. Finished
//! solves are kept in a cache keyed by game, variant and start, so that going back to a
//! variant is instant.
//!
//! With a tables folder, a solve from the variant's start is saved there once finished (in
//! the background), and the next solve of the variant, in this run or a later one, reads it
//! back instead of solving ([`saved`]). A saved solve that is damaged, cut short or of other
//! rules is never used: the variant is solved again and the file overwritten.

use crate::solver::analysis::Analysis;
use crate::solver::progress::Phase;
use crate::solver::retrograde::saved;
use crate::solver::{Job, Progress, Solution, Stopped, solve};
use crate::store::StoreError;
use crate::ui::session::evaluated::{Evaluated, Evaluator};
use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

mod figures;
pub use figures::count_figures;

/// How much memory the cache may hold, in bytes (a six-player solution takes about a GB).
const CACHE_BYTES: usize = 1_500_000_000;

/// How many solutions the cache keeps at most.
const CACHE_SIZE: usize = 4;

/// How many items the figures list (endings, shortest games).
const LIST_LIMIT: usize = 5;

/// A finished solve, and the variant's figures once they are counted.
pub struct Solved<G: Evaluated> {
    /// The values.
    pub solution: Solution<G>,
    /// How long the solve took, in milliseconds (when it was read back from its file: how
    /// long it took when it was done).
    pub solve_ms: f64,
    /// Whether it was solved now or read back from the tables folder.
    pub origin: Origin,
    /// Where a fresh solve is to be saved.
    save_to: Option<PathBuf>,
    figures: OnceLock<Analysis>,
}

/// Where a finished solve comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Origin {
    /// Solved just now. `refused` says why the saved solve could not be used (none when
    /// there was no file, or no tables folder).
    Solved {
        /// The store's reason, naming the file.
        refused: Option<String>,
    },
    /// Read back from the tables folder in `load_ms` milliseconds.
    Loaded {
        /// How long reading took.
        load_ms: f64,
    },
}

impl<G: Evaluated> Solved<G> {
    /// The figures: positions, reachable, endings, shortest game, start value, solve time.
    pub fn figures(&self) -> Option<&Analysis> {
        self.figures.get()
    }
}

/// The cache key of a variant solved from `start`.
pub fn cache_key<G: Evaluated>(game: &G, start: &G::State) -> String {
    format!(
        "{}|{}|{}",
        game.name(),
        game.variant_key(),
        game.format_state(start)
    )
}

/// Where the solver is, for one game.
pub enum SolveState<G: Evaluated> {
    /// Solving on a worker thread.
    Solving(Box<Job<Solved<G>>>),
    /// Solved; counting the figures on a worker thread.
    Counting(Arc<Solved<G>>, Box<Job<Analysis>>),
    /// Solved and counted.
    Done(Arc<Solved<G>>),
    /// The user stopped the work, perhaps after the solve.
    Cancelled(Option<Arc<Solved<G>>>),
    /// The work failed (a bug of the program: its worker panicked), perhaps after the solve,
    /// with the cause. The solver then waits as after a cancel, until asked again.
    Failed(Option<Arc<Solved<G>>>, String),
}

impl<G: Evaluated> SolveState<G> {
    /// A cached solve covering `start`, or a new background solve from it.
    pub fn start(game: &G, start: &G::State, cache: &SolveCache) -> SolveState<G> {
        let from_start = cache_key(game, &game.start());
        let covering = cache
            .get::<G>(&from_start)
            .filter(|s| s.solution.id(game, start).is_some())
            .or_else(|| cache.get::<G>(&cache_key(game, start)));
        match covering {
            Some(solved) => Self::count(game, solved),
            // Cancelled by the user earlier: it waits until asked for.
            None if cache.is_declined(&cache_key(game, start)) => SolveState::Cancelled(None),
            None => {
                // Only solves from the variant's own start are saved.
                let save_to = cache
                    .folder()
                    .filter(|_| *start == game.start())
                    .map(|folder| saved::path(folder, game, &game.variant_key()));
                let (game, start) = (game.clone(), start.clone());
                SolveState::Solving(Box::new(Job::spawn(move |progress| {
                    let refused = match &save_to {
                        Some(path) => match read_saved(&game, &start, path, progress) {
                            Ok(solved) => return Ok(solved),
                            Err(refused) => refused,
                        },
                        None => None,
                    };
                    let clock = Instant::now();
                    let solution = solve(&game, std::slice::from_ref(&start), progress)?;
                    Ok(Solved {
                        solution,
                        solve_ms: clock.elapsed().as_secs_f64() * 1000.0,
                        origin: Origin::Solved { refused },
                        save_to,
                        figures: OnceLock::new(),
                    })
                })))
            }
        }
    }

    /// Counts the figures of `solved` unless they are known (or the game counts none).
    fn count(game: &G, solved: Arc<Solved<G>>) -> SolveState<G> {
        let Evaluator::Solve(counter) = G::evaluator() else {
            return SolveState::Done(solved);
        };
        if solved.figures().is_some() {
            return SolveState::Done(solved);
        }
        let game = game.clone();
        let shared = Arc::clone(&solved);
        let job =
            Job::spawn(move |progress| counter(&game, &shared.solution, shared.solve_ms, progress));
        SolveState::Counting(solved, Box::new(job))
    }

    /// The solve, once finished.
    pub fn solved(&self) -> Option<&Arc<Solved<G>>> {
        match self {
            SolveState::Counting(solved, _) | SolveState::Done(solved) => Some(solved),
            SolveState::Cancelled(solved) | SolveState::Failed(solved, _) => solved.as_ref(),
            SolveState::Solving(_) => None,
        }
    }

    /// The running work's progress: (fraction, phase).
    pub fn progress(&self) -> Option<(f32, crate::solver::Phase)> {
        let progress = match self {
            SolveState::Solving(job) => job.progress(),
            SolveState::Counting(_, job) => job.progress(),
            _ => return None,
        };
        Some((progress.fraction(), progress.snapshot().2))
    }

    /// Whether the work stopped before its end: the user stopped it, or it failed.
    pub fn is_cancelled(&self) -> bool {
        matches!(self, SolveState::Cancelled(_) | SolveState::Failed(..))
    }

    /// Why the work failed, when it did.
    pub fn failure(&self) -> Option<&str> {
        match self {
            SolveState::Failed(_, cause) => Some(cause),
            _ => None,
        }
    }

    /// Stops the running work.
    pub fn cancel(&mut self) {
        let solved = match self {
            SolveState::Solving(_) => None,
            SolveState::Counting(solved, _) => Some(Arc::clone(solved)),
            _ => return,
        };
        // Dropping the job cancels it.
        *self = SolveState::Cancelled(solved);
    }

    /// Takes up cancelled work again.
    pub fn resume(&mut self, game: &G, start: &G::State, cache: &SolveCache) {
        if let SolveState::Cancelled(solved) | SolveState::Failed(solved, _) = self {
            *self = match solved.take() {
                Some(solved) => Self::count(game, solved),
                None => Self::start(game, start, cache),
            };
        }
    }

    /// Collects finished work; true when the solve has just finished (or failed).
    pub fn poll(&mut self, game: &G, start: &G::State, cache: &mut SolveCache) -> bool {
        match self {
            SolveState::Solving(job) => match job.poll() {
                None => false,
                Some(Ok(solved)) => {
                    let solved = Arc::new(solved);
                    if matches!(solved.origin, Origin::Solved { .. }) {
                        save_in_background(game, &solved);
                    }
                    cache.insert(cache_key(game, start), Arc::clone(&solved));
                    *self = Self::count(game, solved);
                    true
                }
                Some(Err(Stopped::Cancelled)) => {
                    *self = SolveState::Cancelled(None);
                    true
                }
                Some(Err(Stopped::Failed(cause))) => {
                    *self = SolveState::Failed(None, cause);
                    true
                }
            },
            SolveState::Counting(solved, job) => {
                match job.poll() {
                    None => {}
                    Some(Ok(analysis)) => {
                        let _ = solved.figures.set(analysis);
                        *self = SolveState::Done(Arc::clone(solved));
                    }
                    Some(Err(Stopped::Cancelled)) => {
                        *self = SolveState::Cancelled(Some(Arc::clone(solved)));
                    }
                    Some(Err(Stopped::Failed(cause))) => {
                        *self = SolveState::Failed(Some(Arc::clone(solved)), cause);
                    }
                }
                false
            }
            _ => false,
        }
    }
}

/// The saved solve at `path`; if it cannot be used, why (none when there is no file). A
/// file that is there but refused is reported on stderr too.
fn read_saved<G: Evaluated>(
    game: &G,
    start: &G::State,
    path: &Path,
    progress: &Progress,
) -> Result<Solved<G>, Option<String>> {
    progress.set_phase(Phase::ReadingSavedSolve, 0);
    let clock = Instant::now();
    match saved::load(path, game, &game.variant_key(), start) {
        Ok(loaded) => Ok(Solved {
            solution: loaded.solution,
            solve_ms: loaded.solve_ms,
            origin: Origin::Loaded {
                load_ms: clock.elapsed().as_secs_f64() * 1000.0,
            },
            save_to: None,
            figures: OnceLock::new(),
        }),
        Err(StoreError::Missing { .. }) => Err(None),
        Err(err) => {
            eprintln!("kibitzer: {err}; solving again");
            Err(Some(err.to_string()))
        }
    }
}

/// The files being saved right now, so that one file is never written twice at once.
static SAVING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Saves a fresh solve to its file on a thread of its own (nothing when it has no file or
/// the file is being saved already). A failure is reported on stderr: the next launch
/// solves again.
fn save_in_background<G: Evaluated>(game: &G, solved: &Arc<Solved<G>>) {
    let Some(path) = solved.save_to.clone() else {
        return;
    };
    {
        let mut saving = SAVING.lock().unwrap_or_else(|e| e.into_inner());
        if saving.contains(&path) {
            return;
        }
        saving.push(path.clone());
    }
    let (game, solved) = (game.clone(), Arc::clone(solved));
    std::thread::spawn(move || {
        let variant = game.variant_key();
        let result = saved::save(&path, &game, &variant, &solved.solution, solved.solve_ms);
        if let Err(err) = result {
            eprintln!("kibitzer: the solve was not saved: {err}");
        }
        SAVING
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .retain(|p| *p != path);
    });
}

/// Recently finished solves of any game, newest last, and the folder solves are saved in.
#[derive(Default)]
pub struct SolveCache {
    entries: Vec<(String, usize, Arc<dyn Any + Send + Sync>)>,
    folder: Option<PathBuf>,
    /// The solves the user cancelled before their end, by key: they start only when asked.
    declined: Vec<String>,
}

impl SolveCache {
    /// An empty cache whose solves are saved in `folder` (none: never saved nor read).
    pub fn with_folder(folder: Option<PathBuf>) -> SolveCache {
        SolveCache {
            entries: Vec::new(),
            folder,
            declined: Vec::new(),
        }
    }

    /// The solves the user cancelled before their end (kept in the preferences).
    pub fn declined(&self) -> &[String] {
        &self.declined
    }

    /// Takes the list of cancelled solves kept from an earlier launch.
    pub fn set_declined(&mut self, declined: Vec<String>) {
        self.declined = declined;
    }

    /// Remembers that the user cancelled the solve under `key`.
    pub fn decline(&mut self, key: String) {
        if !self.declined.contains(&key) {
            self.declined.push(key);
        }
    }

    /// The user asked for the solve under `key`: it may start again.
    pub fn accept(&mut self, key: &str) {
        self.declined.retain(|k| k != key);
    }

    /// Whether the user cancelled the solve under `key`.
    pub fn is_declined(&self, key: &str) -> bool {
        self.declined.iter().any(|k| k == key)
    }

    /// The folder solves are saved in.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The solve stored under `key`, if it is there.
    pub fn get<G: Evaluated>(&self, key: &str) -> Option<Arc<Solved<G>>> {
        let (_, _, entry) = self.entries.iter().find(|(k, _, _)| k == key)?;
        Arc::clone(entry).downcast::<Solved<G>>().ok()
    }

    /// Stores a solve, dropping the oldest ones beyond the cache's size and memory.
    pub fn insert<G: Evaluated>(&mut self, key: String, solved: Arc<Solved<G>>) {
        self.entries.retain(|(k, _, _)| *k != key);
        let bytes = solved.solution.memory_bytes();
        self.entries.push((key, bytes, solved));
        while self.entries.len() > 1
            && (self.entries.len() > CACHE_SIZE
                || self.entries.iter().map(|e| e.1).sum::<usize>() > CACHE_BYTES)
        {
            self.entries.remove(0);
        }
    }
}
