//! The recent-files list of the File menu, kept as a small RON file in the app's
//! configuration folder.

use super::io::{project_dirs, read_capped, write_atomic};
use super::{FileError, RecordError};
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};

/// The files opened or saved last, the newest first, without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RecentFiles {
    paths: Vec<PathBuf>,
}

impl RecentFiles {
    /// How many files the list keeps.
    pub const LIMIT: usize = 10;

    /// Where the list is kept (`…/Kibitzer/recent.ron` in the configuration folder).
    pub fn default_path() -> Option<PathBuf> {
        project_dirs().map(|dirs| dirs.config_dir().join("recent.ron"))
    }

    /// Reads the list kept at `path`. A missing or unreadable list is an empty one: it is a
    /// convenience, and a broken one must not keep the app from starting.
    pub fn load(path: &Path) -> RecentFiles {
        let Ok(bytes) = read_capped(path) else {
            return RecentFiles::default();
        };
        let Ok(text) = std::str::from_utf8(&bytes) else {
            return RecentFiles::default();
        };
        let mut list: RecentFiles = ron::Options::default()
            .with_recursion_limit(16)
            .from_str(text)
            .unwrap_or_default();
        list.normalise();
        list
    }

    /// Writes the list to `path` atomically, creating the folder if needed.
    pub fn save(&self, path: &Path) -> Result<(), FileError> {
        let in_file = |error| FileError::new(path, error);
        if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            fs::create_dir_all(folder).map_err(|err| FileError::new(folder, err.into()))?;
        }
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .map_err(|err| in_file(RecordError::Write(err.to_string())))?;
        write_atomic(path, text.as_bytes(), |_| Ok(())).map_err(|err| in_file(err.into()))
    }

    /// The files, the newest first.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Puts `path` first (made absolute, so one file is listed once). Paths that are not
    /// valid Unicode cannot be kept in the list's text file and are left out.
    pub fn add(&mut self, path: &Path) {
        let path = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
        if path.to_str().is_none() {
            return;
        }
        self.paths.retain(|p| *p != path);
        self.paths.insert(0, path);
        self.paths.truncate(Self::LIMIT);
    }

    /// Takes `path` off the list (after it failed to open, say).
    pub fn remove(&mut self, path: &Path) {
        let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_owned());
        self.paths.retain(|p| *p != path && *p != absolute);
    }

    /// Drops files that no longer exist.
    pub fn prune_missing(&mut self) {
        self.paths.retain(|p| p.is_file());
    }

    /// Removes repeats and keeps at most [`Self::LIMIT`] entries, for lists edited by hand.
    fn normalise(&mut self) {
        let mut kept: Vec<PathBuf> = Vec::with_capacity(Self::LIMIT);
        for path in self.paths.drain(..) {
            if kept.len() == Self::LIMIT {
                break;
            }
            if !kept.contains(&path) {
                kept.push(path);
            }
        }
        self.paths = kept;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newest_first_without_repeats_and_capped() {
        let mut list = RecentFiles::default();
        for i in 0..12 {
            list.add(Path::new(&format!("/games/{i}.ron")));
        }
        list.add(Path::new("/games/5.ron"));
        let names: Vec<_> = list
            .paths()
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        assert_eq!(names.len(), RecentFiles::LIMIT);
        assert_eq!(names[0], "/games/5.ron");
        assert_eq!(names[1], "/games/11.ron");
        assert_eq!(names.iter().filter(|n| *n == "/games/5.ron").count(), 1);
        list.remove(Path::new("/games/5.ron"));
        assert_eq!(list.paths()[0], Path::new("/games/11.ron"));
    }
}
