//! The W/L table's folder: where the tables live (the cache folder), the names and ids of its
//! files, its summary of finished layers, its errors, and the care of the folder a build
//! shares with the remoteness build: its lock, partial files left by a crash, files
//! superseded.

use super::build::{FIRST_LAYER, width};
use crate::solver::progress::Cancelled;
use crate::store::{self, StoreError, TableId};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Bumped whenever the rules or the layout the table depends on change: older tables are
/// then refused as foreign and rebuilt.
pub const RULES_VERSION: u32 = 1;

/// The environment variable naming the folder tables live in (the user's cache folder
/// unless set).
pub const CACHE_ENV: &str = "KIBITZER_CACHE_DIR";

/// The largest table: 17 geese.
pub const MAX_GEESE: usize = 17;

/// The folder tables live in: `explicit`, else `$KIBITZER_CACHE_DIR`, else the user's
/// cache folder.
pub fn cache_dir(explicit: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(dir) = explicit {
        return Ok(dir.to_path_buf());
    }
    if let Some(dir) = std::env::var_os(CACHE_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "Kibitzer")
        .map(|d| d.cache_dir().join("tables"))
        .ok_or_else(|| "no cache folder could be found for this user; pass --cache-dir".into())
}

/// What [`cache_folder`] does with a folder that does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CacheUse {
    /// Reading (`eval`, `bench`): a folder given explicitly must exist; the default one
    /// may be missing (no table is built yet).
    Read,
    /// Building (`solve`): a missing folder is created by the build.
    Build,
}

/// The command that builds the table of `geese` geese (the remoteness table, or with
/// `sideways` the sideways one) in the cache folder `cache` (the default one when `None`),
/// in backquotes: what a message asks the user to run. A folder with spaces or shell
/// characters is quoted so that the command can be pasted as it is.
pub fn solve_command(geese: Option<usize>, sideways: bool, cache: Option<&Path>) -> String {
    let mut command = "kibitzer solve fox-geese".to_owned();
    if let Some(geese) = geese {
        command += &format!(" --geese {geese}");
    }
    if sideways {
        command += " --sideways";
    }
    if let Some(cache) = cache {
        command += &format!(" --cache-dir {}", shell_word(&cache.display().to_string()));
    }
    format!("`{command}`")
}

/// `word` as a shell reads it back: as it is when it holds only plain characters, else in
/// single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+,:@%".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The command that rebuilds the table in `dir` (a table folder inside a cache folder) up
/// to the most geese of its files (`plies-15.kbt`): its rules from the folder's name, the
/// cache folder its parent.
fn rebuild_command(dir: &Path) -> String {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    let geese = built_files(dir)
        .iter()
        .filter_map(|f| {
            f.trim_end_matches(".kbt")
                .rsplit('-')
                .next()?
                .parse::<usize>()
                .ok()
        })
        .max();
    let cache = dir.parent();
    match name {
        "fox-geese-sideways" => solve_command(geese, true, cache),
        "fox-geese-no-sideways" => {
            let command = solve_command(geese, false, cache);
            format!("{} --win-loss`", command.trim_end_matches('`'))
        }
        _ => solve_command(geese, false, cache),
    }
}

/// The folder tables live in, as [`cache_dir`] finds it, checked: whatever names it, it
/// must be a folder if it exists (a file there is refused, never read through), and an
/// explicit one must exist unless `usage` is [`CacheUse::Build`].
pub fn cache_folder(explicit: Option<&Path>, usage: CacheUse) -> Result<PathBuf, String> {
    cache_folder_for(explicit, usage, 13, false)
}

/// [`cache_folder`] for the table of `geese` geese, with or without `sideways`: a missing
/// folder's message names the command that builds that table there.
pub fn cache_folder_for(
    explicit: Option<&Path>,
    usage: CacheUse,
    geese: usize,
    sideways: bool,
) -> Result<PathBuf, String> {
    let dir = cache_dir(explicit)?;
    match std::fs::metadata(&dir) {
        Ok(meta) if meta.is_dir() => Ok(dir),
        Ok(_) => Err(format!(
            "the cache folder {} is not a folder; pass a folder to --cache-dir",
            dir.display()
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if explicit.is_some() && usage == CacheUse::Read {
                Err(format!(
                    "the cache folder {} does not exist; build the table there first with {}",
                    dir.display(),
                    solve_command(Some(geese), sideways, Some(&dir))
                ))
            } else {
                Ok(dir)
            }
        }
        Err(e) => Err(format!(
            "cannot read the cache folder {}: {e}",
            dir.display()
        )),
    }
}

/// The table files (`*.kbt` other than the summary) in the table folder `dir`, by name,
/// sorted: what a folder holds when its summary is missing.
pub fn built_files(dir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".kbt") && n != "summary.kbt")
        .collect();
    names.sort();
    names
}

/// What a table folder `dir` whose summary cannot be found is: missing when it holds no
/// table file (nothing was built), else damaged, its summary named as the missing file (a
/// build stopped before writing it, or the file was removed), so that the table is never
/// taken for absent while its files are there.
pub fn no_summary(dir: PathBuf, summary: PathBuf) -> TableError {
    if built_files(&dir).is_empty() {
        TableError::Missing {
            dir,
            geese: FIRST_LAYER,
        }
    } else {
        TableError::Damaged {
            dir,
            source: StoreError::Missing { path: summary },
        }
    }
}

/// The table's own folder inside the cache folder.
pub fn table_dir(cache: &Path) -> PathBuf {
    cache.join("fox-geese-no-sideways")
}

pub(super) fn id(layout: String) -> TableId {
    TableId {
        game: "fox-geese".into(),
        variant: "no-sideways".into(),
        rules_version: RULES_VERSION,
        layout,
        encoding: "win-loss-1bit".into(),
    }
}

pub(super) fn layer_id(count: usize) -> TableId {
    id(format!(
        "geese to move win: sets of {count} geese in the mirror-halved block index v1, \
         {} bits per set over its empty points, least significant first",
        width(count)
    ))
}

pub(super) fn capture_id(count: usize) -> TableId {
    id(format!(
        "fox wins landing after a capture: sets of {count} geese in the mirror-halved block \
         index v1, {} bits per set over its empty points, least significant first",
        width(count)
    ))
}

pub(super) fn summary_id() -> TableId {
    id("build summary, JSON".into())
}

pub(super) fn layer_path(dir: &Path, count: usize) -> PathBuf {
    dir.join(format!("geese-{count:02}.kbt"))
}

pub(super) fn capture_path(dir: &Path, count: usize) -> PathBuf {
    dir.join(format!("capture-{count:02}.kbt"))
}

pub(super) fn summary_path(dir: &Path) -> PathBuf {
    dir.join("summary.kbt")
}

/// The figures of one finished layer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayerFigures {
    /// Geese on the board.
    pub geese: usize,
    /// Sets of that many geese, all of them (mirror images counted).
    pub sets: u64,
    /// Sets stored (one of each mirror pair).
    pub stored_sets: u64,
    /// Positions and wins with each side to move (mirror images counted).
    pub positions_per_side: u64,
    /// Positions the geese to move win.
    pub geese_to_move_win: u64,
    /// Positions the fox to move wins.
    pub fox_to_move_wins: u64,
    /// Time this layer took, in seconds.
    pub seconds: f64,
    /// The layer's file size in bytes.
    pub bytes: u64,
    /// The most memory the building process had held when the layer was done (0 when
    /// unknown).
    #[serde(default)]
    pub peak_memory: u64,
    /// The longest remoteness in plies with the geese to move and with the fox to move
    /// (tables of remoteness only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub longest: Option<(u8, u8)>,
    /// The drawn positions with the geese to move and with the fox to move (tables of the
    /// sideways game only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draws: Option<(u64, u64)>,
}

/// The figures of a table: what `kibitzer solve` prints.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    /// Every finished layer, from four geese up.
    pub layers: Vec<LayerFigures>,
    /// The most memory the building process held (resident, in bytes), over all runs.
    pub peak_memory: u64,
}

impl Summary {
    /// The most geese of a finished layer (below four: none).
    pub fn top(&self) -> usize {
        self.layers.last().map_or(FIRST_LAYER - 1, |l| l.geese)
    }

    /// Seconds spent building, over all runs.
    pub fn seconds(&self) -> f64 {
        self.layers.iter().map(|l| l.seconds).sum()
    }

    /// Bytes of the table files (the layers).
    pub fn bytes(&self) -> u64 {
        self.layers.iter().map(|l| l.bytes).sum()
    }
}

/// Why a table cannot be used or built.
#[derive(Debug, Error)]
pub enum TableError {
    /// The table has not been built (up to this many geese).
    #[error("the Fox and Geese table for {geese} geese has not been built yet in {}", crate::core::shown_path(.dir))]
    Missing {
        /// The folder looked in.
        dir: PathBuf,
        /// The geese asked for.
        geese: usize,
    },
    /// A file is damaged, partial or foreign.
    #[error(
        "the Fox and Geese table in {} cannot be used: {}",
        crate::core::shown_path(dir),
        damage_message(dir, source)
    )]
    Damaged {
        /// The folder.
        dir: PathBuf,
        /// What is wrong.
        source: StoreError,
    },
    /// A plies file was written by an earlier version, in zstd blocks: a build converts
    /// it (without solving again).
    #[error(
        "the Fox and Geese table in {} was written by an earlier version of Kibitzer, in a \
         larger layout ({}); {} converts it to the present one in a few minutes, without \
         solving it again",
        crate::core::shown_path(dir),
        crate::core::shown_path(path),
        rebuild_command(dir)
    )]
    Convert {
        /// The folder.
        dir: PathBuf,
        /// The first file found in the earlier layout.
        path: PathBuf,
    },
    /// Another build is running in the same folder.
    #[error("another build of the Fox and Geese table is running in {}", crate::core::shown_path(.dir))]
    Busy {
        /// The folder.
        dir: PathBuf,
    },
    /// The build was cancelled (finished layers stay on disk).
    #[error("cancelled; the finished layers are kept and a new build resumes after them")]
    Cancelled,
    /// Writing or reading failed.
    #[error("{0}")]
    Io(String),
    /// Computing a layer failed (a bug of the program: a worker panicked), with its cause;
    /// the layers finished before it are kept.
    #[error(
        "computing the layer of {geese} geese failed: {cause}; the finished layers are kept \
         (please report this as a bug)"
    )]
    Failed {
        /// The layer being computed.
        geese: usize,
        /// The panic's message.
        cause: String,
    },
}

/// Runs `compute` (the layer of `geese` geese), making a panic of it, or of one of its
/// workers, a [`TableError::Failed`] with its message.
pub(super) fn guarded<T>(
    geese: usize,
    compute: impl FnOnce() -> Result<T, Cancelled>,
) -> Result<T, TableError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(compute)) {
        Ok(done) => Ok(done?),
        Err(payload) => Err(TableError::Failed {
            geese,
            cause: crate::solver::job::panic_message(payload.as_ref()),
        }),
    }
}

/// A file's problem inside [`TableError::Damaged`], with its one piece of advice: what to
/// run, when the file may be built again.
pub(super) fn damage_message(dir: &Path, source: &StoreError) -> String {
    let solve = rebuild_command(dir);
    match source {
        StoreError::NotAFile { .. } | StoreError::NotATable { .. } => format!(
            "{}; move it out of the way, then build the table with {solve}",
            source.what()
        ),
        StoreError::Missing { .. } => format!("{}; rebuild it with {solve}", damage_what(source)),
        e if e.is_damage() => format!("{}; rebuild it with {solve}", e.what()),
        e => e.to_string(),
    }
}

/// A file's problem inside [`TableError::Damaged`], without advice.
pub(super) fn damage_what(source: &StoreError) -> String {
    match source {
        // The summary itself: the folder holds table files without it.
        StoreError::Missing { path } if path.file_name().is_some_and(|n| n == "summary.kbt") => {
            let files = path.parent().map(built_files).unwrap_or_default();
            format!(
                "its summary {} is missing, though the folder holds {} table files ({}): a \
                 build was stopped before writing it, or it was removed",
                path.display(),
                files.len(),
                files.join(", ")
            )
        }
        // The summary lists the layer (else the table would be missing, not damaged).
        StoreError::Missing { path } => format!(
            "the table file {} is missing, though the table's summary lists it",
            path.display()
        ),
        e => e.what(),
    }
}

impl TableError {
    /// What is wrong, without advice (for the app, which offers Rebuild itself); the message
    /// for the other errors.
    pub fn what(&self) -> String {
        match self {
            TableError::Damaged { source, .. } => damage_what(source),
            e => e.to_string(),
        }
    }
}

impl From<Cancelled> for TableError {
    fn from(_: Cancelled) -> Self {
        TableError::Cancelled
    }
}

/// Reads the summary of the table in `dir`, if there is a readable one.
pub fn summary(dir: &Path) -> Result<Summary, StoreError> {
    let table = store::Table::open(&summary_path(dir), &summary_id())?;
    let bytes = table.bytes(0..table.len())?;
    serde_json::from_slice(bytes).map_err(|e| StoreError::Corrupt {
        path: summary_path(dir),
        what: format!("its summary does not read: {e}"),
    })
}

/// Creates the table folder `dir` and takes its build lock: one build at a time per folder;
/// the lock goes with the process, even on a crash. Every file of the folder is written or
/// removed under it.
pub(super) fn lock_build(dir: &Path) -> Result<std::fs::File, TableError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        TableError::Io(format!(
            "cannot create {}: {e}",
            crate::core::shown_path(dir)
        ))
    })?;
    let path = dir.join("build.lock");
    // A pipe under the lock's name would block the open below.
    if let Ok(meta) = std::fs::symlink_metadata(&path)
        && !meta.is_file()
    {
        return Err(TableError::Io(format!(
            "{} is not a file (it is a folder, a pipe, a socket or a device); move it out \
             of the way",
            crate::core::shown_path(&path)
        )));
    }
    let lock = std::fs::File::create(&path).map_err(|e| {
        TableError::Io(format!(
            "cannot create the build lock in {}: {e}",
            crate::core::shown_path(dir)
        ))
    })?;
    if lock.try_lock().is_err() {
        return Err(TableError::Busy {
            dir: dir.to_path_buf(),
        });
    }
    Ok(lock)
}

/// Every file name of the table folder a build writes (the lock aside).
pub(super) fn table_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = vec![summary_path(dir)];
    for count in FIRST_LAYER..=MAX_GEESE {
        files.push(layer_path(dir, count));
        files.push(capture_path(dir, count));
    }
    files
}

/// Removes the `.partial` files (and the side files of compressed blocks) that a writer
/// stopped by a crash left for the table `files` of `dir` (the caller holds the build
/// lock), but the pushed bytes of the coded rows of `keep_rows`, which a checkpoint keeps.
/// One that is not a regular file is refused, not removed.
pub(super) fn remove_partials(
    dir: &Path,
    files: &[PathBuf],
    keep_rows: &[PathBuf],
) -> Result<(), TableError> {
    for file in files {
        let [rows, coded] = store::rows_side_paths(file);
        let rows = (!keep_rows.contains(file)).then_some(rows);
        for partial in [
            Some(store::partial_path(file)),
            Some(store::blocks_path(file)),
            rows,
            Some(coded),
        ]
        .into_iter()
        .flatten()
        {
            match std::fs::symlink_metadata(&partial) {
                Ok(meta) if meta.is_file() => remove_superseded(&partial)?,
                Ok(_) => {
                    return Err(TableError::Damaged {
                        dir: dir.to_path_buf(),
                        source: StoreError::NotAFile { path: partial },
                    });
                }
                Err(_) => {}
            }
        }
    }
    Ok(())
}

/// Removes a file the build has superseded (the caller holds the build lock); one already
/// gone is fine.
pub(super) fn remove_superseded(path: &Path) -> Result<(), TableError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(TableError::Io(format!(
            "cannot remove {}: {e}",
            path.display()
        ))),
    }
}

pub(super) fn write(path: &Path, id: &TableId, bytes: &[u8]) -> Result<u64, TableError> {
    store::write(path, id, bytes).map_err(|e| TableError::Io(e.to_string()))?;
    Ok(std::fs::metadata(path).map(|m| m.len()).unwrap_or(0))
}
