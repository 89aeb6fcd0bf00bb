//! What the search needs to know about Fox and Hounds beyond the rules: a static score.
//!
//! The score, from the fox's side: whether the hounds' line is still open (a path of empty
//! squares from the fox to row 1) and how short that path is; when the line is closed, how
//! much room the fox has behind it; and in either case its free neighbours, since a fox
//! with none is lost on its turn. The hounds want the opposite: a closed line pressing the
//! fox into a small pen.

use super::rules::{FoxHounds, Move, Position, Side};
use crate::core::Searchable;
use crate::games::board::PointSet;

/// An open line: some path of empty squares leads from the fox to row 1. Enough that an
/// open line always scores above a closed one, however long the path (at most 31 steps)
/// and however much room behind the line (at most 27 squares).
const OPEN: i32 = 1200;
/// Each step of the shortest such path.
const STEP: i32 = 25;
/// Each empty square the fox can reach behind a closed line.
const ROOM: i32 = 8;
/// Each free neighbour of the fox.
const FREEDOM: i32 = 10;

/// Where the fox could get by steps alone if the hounds stood still.
struct Room {
    /// The fewest steps to row 1 through empty squares, if any path leads there.
    escape: Option<i32>,
    /// The empty squares it could reach.
    region: PointSet,
}

impl FoxHounds {
    /// The fox's room, found breadth first from its square.
    fn room(&self, pos: &Position) -> Room {
        let board = self.board();
        let empty = board.everywhere().minus(pos.hounds).without(pos.fox);
        let bottom: PointSet = board.all().filter(|&p| board.row(p) == 1).collect();
        let mut region = PointSet::single(pos.fox);
        let mut frontier = region;
        let (mut steps, mut escape) = (0, None);
        while !frontier.is_empty() {
            if escape.is_none() && !frontier.intersection(bottom).is_empty() {
                escape = Some(steps);
            }
            let next = frontier
                .iter()
                .fold(PointSet::EMPTY, |acc, p| {
                    acc.union(board.neighbours(p).intersection(empty))
                })
                .minus(region);
            region = region.union(next);
            frontier = next;
            steps += 1;
        }
        Room {
            escape,
            region: region.without(pos.fox),
        }
    }

    /// The static score from the fox's side.
    fn fox_score(&self, pos: &Position) -> i32 {
        let room = self.room(pos);
        let line = match room.escape {
            Some(steps) => OPEN - STEP * steps,
            None => ROOM * room.region.len() as i32,
        };
        let freedom = self
            .board()
            .neighbours(pos.fox)
            .intersection(room.region)
            .len() as i32;
        line + FREEDOM * freedom
    }
}

impl Searchable for FoxHounds {
    fn heuristic(&self, pos: &Position) -> i32 {
        let score = self.fox_score(pos);
        match pos.to_move {
            Side::Fox => score,
            Side::Hounds => -score,
        }
    }

    fn move_key(&self, _pos: &Position, mv: &Move) -> usize {
        mv.from.index() * self.board().len() + mv.to.index()
    }

    /// Positions never repeat: the hounds move every other ply and each of their moves
    /// goes up a row, so the sum of their rows grows along every game.
    fn can_repeat(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Game;

    #[test]
    fn an_open_line_scores_above_a_closed_one() {
        let game = FoxHounds::standard();
        let at = |code: &str| game.parse_state(code).expect("valid");
        // At the start the hounds hold all of row 1: the line is closed, and the fox can
        // reach every other empty square (all 27 of them).
        let start = game.start();
        let room = game.room(&start);
        assert_eq!(room.escape, None);
        assert_eq!(room.region.len(), 27);
        // The hound from a1 gone up to a3 (by b2) leaves a1 open: 7 steps from d8, by
        // c7, b6, c5, b4, c3 and b2.
        let open = at("d8/c1e1g1a3/fox");
        assert_eq!(game.room(&open).escape, Some(7));
        assert!(game.heuristic(&open) > game.heuristic(&start));
        // The same open line seen by the hounds, to move, is bad for them.
        assert!(game.heuristic(&at("c7/c1e1g1a3/hounds")) < 0);
        // Penned in the corner behind hounds on e7, f6 and h6 (a1 has not moved): the fox
        // on h8 can reach g7 and f8 only, and scores far below an open line.
        let penned = at("h8/a1e7f6h6/fox");
        let room = game.room(&penned);
        assert_eq!((room.escape, room.region.len()), (None, 2));
        assert_eq!(game.heuristic(&penned), 2 * ROOM + FREEDOM);
        assert!(game.heuristic(&penned) < game.heuristic(&open));
    }
}
