//! The tests of `error`.

use super::*;

#[test]
fn locations_count_lines_and_characters() {
    let text = "ab\ncé\nxyz";
    assert_eq!(Location::of_offset(text, 0).to_string(), "line 1, column 1");
    assert_eq!(Location::of_offset(text, 3).to_string(), "line 2, column 1");
    // 'é' is two bytes but one column.
    assert_eq!(Location::of_offset(text, 6).to_string(), "line 2, column 3");
    assert_eq!(
        Location::of_offset(text, 99).to_string(),
        "line 3, column 4"
    );
}

#[test]
fn io_errors_have_plain_words() {
    let denied = RecordError::from(io::Error::from(io::ErrorKind::PermissionDenied));
    assert_eq!(
        denied.to_string(),
        "permission denied: Kibitzer may not use this file"
    );
    let missing = FileError::new(
        "g.ron",
        RecordError::from(io::Error::from(io::ErrorKind::NotFound)),
    );
    assert_eq!(missing.to_string(), "g.ron: the file does not exist");
}
