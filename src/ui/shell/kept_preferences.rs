//! The window's preferences and their keeping between launches: in their own file, written
//! as soon as they change so that a crash loses none, or in eframe's storage when the
//! window has no file for them (tests, a system without a config folder).

use crate::ui::common::preferences::Preferences;
use crate::ui::common::preferences_file;
use std::path::PathBuf;

/// The preferences, and where and what was last written of them. It reads and changes as
/// the [`Preferences`] it holds; [`KeptPreferences::keep`] writes them when they changed.
pub(super) struct KeptPreferences {
    prefs: Preferences,
    file: Option<PathBuf>,
    written: Option<Preferences>,
}

impl KeptPreferences {
    /// `prefs`, kept in `file` when there is one (else in eframe's storage).
    pub(super) fn new(prefs: Preferences, file: Option<PathBuf>) -> KeptPreferences {
        KeptPreferences {
            prefs,
            file,
            written: None,
        }
    }

    /// Writes the preferences to their file when they changed since they were last written
    /// (or tried). A failure is returned once: the next change tries again.
    pub(super) fn keep(&mut self) -> std::io::Result<()> {
        let Some(path) = &self.file else {
            return Ok(());
        };
        if self.written.as_ref() == Some(&self.prefs) {
            return Ok(());
        }
        self.written = Some(self.prefs.clone());
        preferences_file::save(path, &self.prefs)
    }

    /// What eframe asks at its saving times: the file is written as it changes (this
    /// writes what is left), else the preferences go into eframe's `storage`.
    pub(super) fn save(&mut self, storage: &mut dyn eframe::Storage) -> std::io::Result<()> {
        match self.file {
            Some(_) => self.keep(),
            None => {
                self.prefs.store(storage);
                Ok(())
            }
        }
    }
}

/// The preferences themselves: the panels read them and the commands change them.
impl std::ops::Deref for KeptPreferences {
    type Target = Preferences;

    fn deref(&self) -> &Preferences {
        &self.prefs
    }
}

impl std::ops::DerefMut for KeptPreferences {
    fn deref_mut(&mut self) -> &mut Preferences {
        &mut self.prefs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_are_written_once_and_a_failure_is_told_once() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("preferences.json");
        let mut kept = KeptPreferences::new(Preferences::default(), Some(path.clone()));
        kept.keep().expect("written");
        let first = preferences_file::load(&path, || None).prefs;
        assert_eq!(first, Preferences::default());
        // Unchanged: nothing is written (a file put in its place stays).
        std::fs::write(&path, "not written by Kibitzer").expect("replaced");
        kept.keep().expect("nothing to write");
        assert_eq!(
            std::fs::read_to_string(&path).expect("read"),
            "not written by Kibitzer"
        );
        kept.coordinates = !kept.coordinates;
        kept.keep().expect("written");
        assert_eq!(
            preferences_file::load(&path, || None).prefs.coordinates,
            kept.coordinates
        );
        // A file that cannot be written: the failure once, then nothing until a change.
        let blocked = dir.path().join("a file").join("preferences.json");
        std::fs::write(dir.path().join("a file"), "").expect("a file in the way");
        let mut kept = KeptPreferences::new(Preferences::default(), Some(blocked));
        assert!(kept.keep().is_err());
        assert!(kept.keep().is_ok(), "said only once");
        kept.overlay = !kept.overlay;
        assert!(kept.keep().is_err(), "tried again after a change");
    }
}
