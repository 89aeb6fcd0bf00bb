//! What a click on a point means, given the path chosen so far: select a piece, go on with
//! a capture chain, play a move, or refuse and say why. Pure, so that it is tested alone.

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// The path chosen so far (a piece, perhaps some jumps).
    Select(Vec<usize>),
    /// A complete move, by index.
    Play(usize),
    /// Nothing to select here; the reason.
    Refuse(String),
}

/// What a click on `point` means, given the path chosen so far and the legal moves' paths.
pub fn click(chosen: &[usize], point: usize, paths: &[&[usize]], names: &[String]) -> Click {
    let name = names.get(point).map_or("that point", String::as_str);
    let starts_here = paths.iter().any(|p| p.first() == Some(&point));
    if chosen.is_empty() || (chosen.len() == 1 && starts_here && chosen[0] != point) {
        return if starts_here {
            Click::Select(vec![point])
        } else {
            Click::Refuse(format!("No legal move starts at {name}."))
        };
    }
    // Clicking where the piece stands ends a chain there, if stopping there is a move.
    if chosen.last() == Some(&point) {
        return match paths.iter().position(|p| *p == chosen) {
            Some(i) if chosen.len() > 1 => Click::Play(i),
            _ => Click::Select(Vec::new()),
        };
    }
    let mut next = chosen.to_vec();
    next.push(point);
    let exact = paths.iter().position(|p| *p == next.as_slice());
    let longer = paths
        .iter()
        .any(|p| p.len() > next.len() && p.starts_with(&next));
    match (exact, longer) {
        (Some(i), false) => Click::Play(i),
        (_, true) => Click::Select(next),
        (None, false) => Click::Refuse(format!("The piece cannot go to {name}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("p{i}")).collect()
    }

    #[test]
    fn a_step_is_two_clicks() {
        let paths: Vec<&[usize]> = vec![&[0, 1], &[0, 2], &[3, 4]];
        let n = names(5);
        assert_eq!(click(&[], 0, &paths, &n), Click::Select(vec![0]));
        assert_eq!(click(&[0], 2, &paths, &n), Click::Play(1));
        assert_eq!(
            click(&[0], 3, &paths, &n),
            Click::Select(vec![3]),
            "another piece"
        );
        assert_eq!(
            click(&[0], 0, &paths, &n),
            Click::Select(vec![]),
            "deselect"
        );
        assert!(matches!(click(&[], 1, &paths, &n), Click::Refuse(_)));
        assert!(matches!(click(&[0], 4, &paths, &n), Click::Refuse(_)));
    }

    #[test]
    fn a_capture_chain_is_entered_one_jump_at_a_time() {
        // From 0: jump to 2, and on to 4 or 6; stopping at 2 is also a move.
        let paths: Vec<&[usize]> = vec![&[0, 2], &[0, 2, 4], &[0, 2, 6]];
        let n = names(7);
        assert_eq!(click(&[0], 2, &paths, &n), Click::Select(vec![0, 2]));
        assert_eq!(click(&[0, 2], 4, &paths, &n), Click::Play(1));
        assert_eq!(
            click(&[0, 2], 2, &paths, &n),
            Click::Play(0),
            "stop after one jump"
        );
        assert!(matches!(click(&[0, 2], 5, &paths, &n), Click::Refuse(_)));
    }
}
