//! What the board games' position codes share: `part/part/…`, checked for its number of parts
//! before each game reads the parts.

use crate::core::CodeError;

/// Splits a trimmed position code at its '/'s, refusing an empty code or one with another
/// number of parts than `parts` (`format` describes the code in the message).
pub fn split_code<'a>(
    code: &'a str,
    parts: usize,
    format: &str,
) -> Result<(&'a str, Vec<&'a str>), CodeError> {
    let code = code.trim();
    if code.is_empty() {
        return Err(CodeError::Empty);
    }
    let split: Vec<&str> = code.split('/').map(str::trim).collect();
    if split.len() != parts {
        return Err(CodeError::WrongLength {
            code: code.to_owned(),
            unit: "parts separated by '/'",
            found: split.len(),
            expected: parts,
            hint: format!(" ({format})"),
        });
    }
    Ok((code, split))
}
