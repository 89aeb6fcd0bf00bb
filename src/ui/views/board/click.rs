//! What a click on a point means, given the path chosen so far: select a piece, go on with
//! a capture chain, play a move, or refuse and say why. Pure, so that it is tested alone.

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// The path chosen so far (a piece, perhaps some jumps).
    Select(Vec<usize>),
    /// A complete move, by index.
    Play(usize),
    /// Nothing to select here; why, for the game to put into words.
    Refuse(Refusal),
}

/// Why a click on the board was refused. The view knows no rules: the game's UI says it in
/// a player's words ("That's the fox: you play the geese.").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Clicks are not taken now (the game is over, the computer is to move): the words.
    Waiting(String),
    /// No legal move starts at this point: it is empty, or its piece cannot move now (the
    /// other side's, or one that is hemmed in).
    NoMoveFrom(usize),
    /// The piece chosen cannot go on to this point.
    CannotReach {
        /// The chosen piece's point.
        from: usize,
        /// The point clicked.
        to: usize,
        /// Whether the piece is in the middle of a capture chain (it has jumped already).
        jumped: bool,
    },
}

/// What a click on `point` means, given the path chosen so far and the legal moves' paths.
pub fn click(chosen: &[usize], point: usize, paths: &[&[usize]]) -> Click {
    let starts_here = paths.iter().any(|p| p.first() == Some(&point));
    if chosen.is_empty() || (chosen.len() == 1 && starts_here && chosen[0] != point) {
        return if starts_here {
            Click::Select(vec![point])
        } else {
            Click::Refuse(Refusal::NoMoveFrom(point))
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
        (None, false) => Click::Refuse(Refusal::CannotReach {
            from: chosen[0],
            to: point,
            jumped: chosen.len() > 1,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_is_two_clicks() {
        let paths: Vec<&[usize]> = vec![&[0, 1], &[0, 2], &[3, 4]];
        assert_eq!(click(&[], 0, &paths), Click::Select(vec![0]));
        assert_eq!(click(&[0], 2, &paths), Click::Play(1));
        assert_eq!(
            click(&[0], 3, &paths),
            Click::Select(vec![3]),
            "another piece"
        );
        assert_eq!(click(&[0], 0, &paths), Click::Select(vec![]), "deselect");
        assert_eq!(click(&[], 1, &paths), Click::Refuse(Refusal::NoMoveFrom(1)));
        assert_eq!(
            click(&[0], 4, &paths),
            Click::Refuse(Refusal::CannotReach {
                from: 0,
                to: 4,
                jumped: false
            })
        );
    }

    #[test]
    fn a_capture_chain_is_entered_one_jump_at_a_time() {
        // From 0: jump to 2, and on to 4 or 6; stopping at 2 is also a move.
        let paths: Vec<&[usize]> = vec![&[0, 2], &[0, 2, 4], &[0, 2, 6]];
        assert_eq!(click(&[0], 2, &paths), Click::Select(vec![0, 2]));
        assert_eq!(click(&[0, 2], 4, &paths), Click::Play(1));
        assert_eq!(
            click(&[0, 2], 2, &paths),
            Click::Play(0),
            "stop after one jump"
        );
        assert_eq!(
            click(&[0, 2], 5, &paths),
            Click::Refuse(Refusal::CannotReach {
                from: 0,
                to: 5,
                jumped: true
            })
        );
    }
}
