//! The preferences on disk, in a file of Kibitzer's own (`preferences.json` in the user's
//! configuration folder; JSON because its values read back exactly one field at a time), so that none is lost without a word:
//!
//! - read whole only when it is a regular file of at most [`MAX_BYTES`];
//! - read **field by field**: a value this version cannot read (`players: 99`) resets that
//!   preference alone, the others are kept;
//! - whatever was reset is said once, and the file as it was is kept aside
//!   (`preferences.json.broken`, `….broken-2`, …) before anything is written over it;
//! - written atomically (a new file renamed over the old) soon after every change.
//!
//! Preferences of earlier versions, kept by eframe in its `app.ron`, are read once when
//! there is no file yet.

use super::preferences::Preferences;
use crate::record::autosave::keep_aside;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest preferences file read: a few kilobytes are plenty.
pub const MAX_BYTES: u64 = 1024 * 1024;

/// Preferences read from disk, and what the user should be told about them.
#[derive(Debug)]
pub struct Loaded {
    /// The preferences: those read, and the defaults for the rest.
    pub prefs: Preferences,
    /// When some could not be read: which (field names), and where the file is kept.
    pub reset: Option<Reset>,
}

/// Preferences that could not be read and were reset to their defaults.
#[derive(Debug, PartialEq, Eq)]
pub struct Reset {
    /// The preferences reset; empty when the whole file was unreadable.
    pub fields: Vec<String>,
    /// Where the file as it was is kept, when it could be moved aside.
    pub kept: Option<PathBuf>,
}

/// The preferences file in the user's configuration folder
/// (`~/.config/kibitzer/preferences.json` on Linux).
pub fn default_path() -> Option<PathBuf> {
    crate::record::project_dirs().map(|dirs| dirs.config_dir().join("preferences.json"))
}

/// Reads the preferences at `path`; `older` gives those of an earlier version when there is
/// no file yet.
pub fn load(path: &Path, older: impl FnOnce() -> Option<Preferences>) -> Loaded {
    let text = match read(path) {
        Ok(Some(text)) => text,
        Ok(None) => {
            return Loaded {
                prefs: older().unwrap_or_else(Preferences::first_launch),
                reset: None,
            };
        }
        Err(()) => return unreadable(path, Vec::new()),
    };
    let Ok(serde_json::Value::Object(map)) = serde_json::from_str(&text) else {
        return unreadable(path, Vec::new());
    };
    let (prefs, fields) = field_by_field(map);
    if fields.is_empty() {
        return Loaded { prefs, reset: None };
    }
    Loaded {
        prefs,
        reset: Some(Reset {
            fields,
            kept: keep_aside(path).ok(),
        }),
    }
}

/// The whole file is unreadable: the defaults, and the file kept aside.
fn unreadable(path: &Path, fields: Vec<String>) -> Loaded {
    Loaded {
        prefs: Preferences::default(),
        reset: Some(Reset {
            fields,
            kept: keep_aside(path).ok(),
        }),
    }
}

/// The file's text: `Ok(None)` when there is none, `Err` when it is not a readable text file
/// of at most [`MAX_BYTES`] (a folder, a pipe, too large, not UTF-8, unreadable).
fn read(path: &Path) -> Result<Option<String>, ()> {
    let meta = match fs::symlink_metadata(path) {
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(_) => return Err(()),
        Ok(meta) => meta,
    };
    // Followed only when it is a link to a regular file; a pipe would block the launch.
    let meta = if meta.is_symlink() {
        fs::metadata(path).map_err(|_| ())?
    } else {
        meta
    };
    if !meta.is_file() || meta.len() > MAX_BYTES {
        return Err(());
    }
    let mut text = String::new();
    fs::File::open(path)
        .map_err(|_| ())?
        .take(MAX_BYTES)
        .read_to_string(&mut text)
        .map_err(|_| ())?;
    Ok(Some(text))
}

/// The preferences from `map`, one field at a time: each field that reads is taken, each that
/// does not keeps its default and is named in the list returned (fields this version does
/// not know are left out).
fn field_by_field(map: serde_json::Map<String, serde_json::Value>) -> (Preferences, Vec<String>) {
    let Ok(serde_json::Value::Object(mut good)) = serde_json::to_value(Preferences::default())
    else {
        return (Preferences::default(), Vec::new());
    };
    let mut reset = Vec::new();
    for (key, value) in map {
        if !good.contains_key(&key) {
            continue;
        }
        let mut trial = good.clone();
        trial.insert(key.clone(), value);
        if serde_json::from_value::<Preferences>(serde_json::Value::Object(trial.clone())).is_ok() {
            good = trial;
        } else {
            reset.push(key);
        }
    }
    let prefs = serde_json::from_value(serde_json::Value::Object(good)).unwrap_or_default();
    (prefs, reset)
}

/// Moves eframe's own file (window sizes, and the preferences of earlier versions) aside when
/// eframe could not read it safely: a pipe or device (opening it would block the launch) or a
/// file over [`MAX_BYTES`]. Returns where it is kept.
pub fn set_aside_if_unusable(path: &Path) -> Option<PathBuf> {
    let meta = fs::metadata(path).ok()?;
    let unusable = !meta.is_file() || meta.len() > MAX_BYTES;
    unusable.then(|| keep_aside(path).ok()).flatten()
}

/// Writes `prefs` to `path` atomically, creating the folder if needed.
pub fn save(path: &Path, prefs: &Preferences) -> std::io::Result<()> {
    if let Some(folder) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(folder)?;
    }
    let text = serde_json::to_string_pretty(prefs).map_err(std::io::Error::other)?;
    crate::record::write_atomic_bytes(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::text::theme_choice::ThemeChoice;

    #[test]
    fn a_bad_value_resets_only_its_preference_and_the_file_is_kept() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("preferences.json");
        let mut prefs = Preferences {
            theme: ThemeChoice::Light,
            overlay: true,
            ..Preferences::default()
        };
        save(&path, &prefs).expect("saves");
        assert_eq!(load(&path, || None).prefs, prefs, "round trip");
        let text = fs::read_to_string(&path).expect("reads");
        let broken = text.replacen("\"Light\"", "\"Purple\"", 1);
        assert_ne!(broken, text, "the file names the theme");
        fs::write(&path, &broken).expect("writes");
        let loaded = load(&path, || None);
        let reset = loaded.reset.expect("something was reset");
        assert_eq!(reset.fields, ["theme"]);
        let kept = reset.kept.expect("kept aside");
        assert_eq!(fs::read_to_string(&kept).expect("kept"), broken);
        prefs.theme = ThemeChoice::default();
        assert_eq!(loaded.prefs, prefs, "everything else kept");
    }

    #[test]
    fn garbage_an_empty_file_a_folder_and_a_pipe_give_the_defaults_and_say_so() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("preferences.json");
        for garbage in ["", "{\"theme\": \"Li", "\u{0}\u{1}", "[1, 2]"] {
            fs::write(&path, garbage).expect("writes");
            let loaded = load(&path, || None);
            assert_eq!(loaded.prefs, Preferences::default(), "{garbage:?}");
            let kept = loaded.reset.and_then(|r| r.kept).expect("kept aside");
            assert_eq!(fs::read_to_string(kept).expect("kept"), garbage);
        }
        fs::create_dir(&path).expect("a folder");
        assert!(load(&path, || None).reset.is_some());
        #[cfg(unix)]
        {
            let pipe = dir.path().join("pipe.json");
            let made = std::process::Command::new("mkfifo").arg(&pipe).status();
            if made.is_ok_and(|s| s.success()) {
                // Refused without opening it: opening a pipe would wait for a writer.
                assert!(load(&pipe, || None).reset.is_some());
            }
        }
    }

    #[test]
    fn a_saved_choice_wins_over_a_changed_default() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("preferences.json");
        assert!(Preferences::first_launch().coordinates, "on at first");
        let off = Preferences {
            coordinates: false,
            ..Preferences::default()
        };
        save(&path, &off).expect("saves");
        assert!(
            !load(&path, || None).prefs.coordinates,
            "turned off, kept off"
        );
        // A file written before the preference existed gets the default.
        fs::write(&path, r#"{"overlay": true}"#).expect("writes");
        assert!(load(&path, || None).prefs.coordinates);
    }

    #[test]
    fn without_a_file_the_older_preferences_or_a_first_launch() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("preferences.json");
        let older = Preferences {
            overlay: true,
            ..Preferences::default()
        };
        assert_eq!(load(&path, || Some(older.clone())).prefs, older);
        let first = load(&path, || None);
        assert_eq!((first.prefs.language, first.reset), (None, None));
    }
}
