//! The table against the rules: every value equals the best value among the children, and
//! positions solved by the generic retrograde solver agree one by one.

use super::build::{self, AfterCapture, FIRST_LAYER};
use super::geometry::{bits, geometry};
use super::index::index;
use super::probe::{MemoryLayers, Probe};
use crate::core::{Game, Value};
use crate::games::board::{Point, PointSet};
use crate::games::fox_geese::{FoxGeese, Position, Side};
use crate::solver::{Progress, solve};

/// The layers up to `top` geese, built in memory.
pub(super) fn memory_table(top: usize) -> Probe<MemoryLayers> {
    let mut layers = vec![Vec::new(); top + 1];
    let mut below: Option<super::words::Words> = None;
    for (count, slot) in layers.iter_mut().enumerate().skip(FIRST_LAYER) {
        let layer = build::layer(count, below.take(), true, 2, &Progress::new(), &|_| ())
            .expect("not cancelled");
        *slot = layer.geese_win.into_bytes(index().size(count));
        below = match layer.after_capture {
            AfterCapture::Masks(m) => Some(m),
            AfterCapture::Packed(_) => None,
        };
    }
    Probe::new(MemoryLayers { layers })
}

use crate::core::Rng;

fn random_position(rng: &mut Rng, geese: usize) -> Position {
    let points: Vec<Point> = FoxGeese::standard().board().all().collect();
    let mut set = PointSet::EMPTY;
    while set.len() < geese {
        set = set.with(points[rng.below(points.len())]);
    }
    let fox = loop {
        let p = points[rng.below(points.len())];
        if !set.contains(p) {
            break p;
        }
    };
    let to_move = if rng.below(2) == 0 {
        Side::Fox
    } else {
        Side::Geese
    };
    Position {
        fox,
        geese: set,
        to_move,
    }
}

/// Whether the mover wins, by the rules, from the table's verdicts of the children.
fn by_children(table: &Probe<MemoryLayers>, game: &FoxGeese, pos: &Position) -> bool {
    if let Some(outcome) = game.outcome(pos) {
        return outcome == crate::core::Outcome::Winner(pos.to_move.seat());
    }
    game.legal_moves(pos).iter().any(|mv| {
        let child = game.apply(pos, mv);
        table.mover_wins(game, &child).ok().flatten() == Some(false)
    })
}

#[test]
fn every_position_of_four_geese_is_the_best_of_its_children() {
    let table = memory_table(5);
    let game = FoxGeese::standard();
    let geo = geometry();
    let idx = index();
    let mut checked = 0;
    let cells: Vec<u32> = bits(geo.board).collect();
    for a in 0..33 {
        for b in a + 1..33 {
            for c in b + 1..33 {
                for d in c + 1..33 {
                    let grid = [a, b, c, d].iter().map(|&i| 1u64 << cells[i]).sum::<u64>();
                    if idx.locate(grid).1 {
                        continue;
                    }
                    let geese = geo.points(grid);
                    for fox in game.board().all().filter(|p| !geese.contains(*p)) {
                        for to_move in [Side::Fox, Side::Geese] {
                            let pos = Position {
                                fox,
                                geese,
                                to_move,
                            };
                            let stored = table.mover_wins(&game, &pos).expect("in memory");
                            assert_eq!(stored, Some(by_children(&table, &game, &pos)), "{pos:?}");
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 500_000, "{checked}");
}

#[test]
fn random_positions_up_to_six_geese_are_the_best_of_their_children() {
    let table = memory_table(6);
    let game = FoxGeese::standard();
    let mut rng = Rng::seeded(7);
    let mut wins = [0usize; 2];
    for i in 0..20_000 {
        let pos = random_position(&mut rng, 5 + i % 2);
        let stored = table.mover_wins(&game, &pos).expect("in memory");
        let derived = by_children(&table, &game, &pos);
        assert_eq!(stored, Some(derived), "{pos:?}");
        wins[usize::from(derived)] += 1;
    }
    // Both verdicts occur: the check compares something.
    assert!(wins[0] > 1000 && wins[1] > 1000, "{wins:?}");
}

/// Calls `check` with every position the generic retrograde solver reaches from six random
/// positions of five and six geese (the generator seeded with `seed`), and its exact value;
/// returns how many.
fn for_each_solved(seed: u64, mut check: impl FnMut(&Position, Value)) -> usize {
    let game = FoxGeese::standard();
    let mut rng = Rng::seeded(seed);
    let mut compared = 0;
    for i in 0..6 {
        let start = random_position(&mut rng, 5 + i % 2);
        let solution = solve(&game, &[start], &Progress::new()).expect("not cancelled");
        for (id, state) in solution.states(&game).enumerate() {
            check(&state, solution.value_of(&game, id));
            compared += 1;
        }
    }
    compared
}

#[test]
fn the_retrograde_solver_agrees_position_by_position() {
    let table = memory_table(6);
    let game = FoxGeese::standard();
    let compared = for_each_solved(11, |state, exact| {
        let stored = table.mover_wins(&game, state).expect("in memory");
        let want = match exact {
            Value::Win(_) => Some(true),
            Value::Loss(_) => Some(false),
            Value::Draw => panic!("no draws without sideways: {state:?}"),
        };
        assert_eq!(stored, want, "{state:?}");
    });
    assert!(compared > 10_000, "{compared}");
}

mod remoteness {
    use super::super::remoteness::Remoteness;
    use super::*;
    use std::sync::LazyLock;

    /// The reference remoteness tables up to six geese, built once for these tests.
    static TABLE: LazyLock<Remoteness> = LazyLock::new(|| Remoteness::build(6));

    fn plies(value: Value) -> u32 {
        match value {
            Value::Win(n) | Value::Loss(n) => n,
            Value::Draw => panic!("no draws without sideways"),
        }
    }

    /// The remoteness of `pos` by the rules, from the table's remoteness of its children:
    /// 0 at the end, else one more than the best child's.
    fn by_children(table: &Remoteness, game: &FoxGeese, pos: &Position) -> u32 {
        if game.outcome(pos).is_some() {
            return 0;
        }
        let children: Vec<u32> = game
            .legal_moves(pos)
            .iter()
            .map(|mv| plies(table.value(&game.apply(pos, mv)).expect("covered")))
            .collect();
        let lost_for_them = children.iter().filter(|r| *r % 2 == 0).min();
        1 + lost_for_them
            .copied()
            .unwrap_or_else(|| *children.iter().max().expect("moves"))
    }

    #[test]
    fn every_position_of_four_geese_is_one_ply_more_than_its_best_child() {
        let table = &*TABLE;
        let game = FoxGeese::standard();
        let points: Vec<Point> = game.board().all().collect();
        let mut checked = 0;
        let mut longest = 0;
        for a in 0..33 {
            for b in a + 1..33 {
                for c in b + 1..33 {
                    for d in c + 1..33 {
                        let geese = [a, b, c, d]
                            .iter()
                            .fold(PointSet::EMPTY, |s, &i| s.with(points[i]));
                        for fox in game.board().all().filter(|p| !geese.contains(*p)) {
                            for to_move in [Side::Fox, Side::Geese] {
                                let pos = Position {
                                    fox,
                                    geese,
                                    to_move,
                                };
                                let stored = plies(table.value(&pos).expect("covered"));
                                assert_eq!(stored, by_children(table, &game, &pos), "{pos:?}");
                                longest = longest.max(stored);
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 40_920 * 29 * 2);
        assert!(longest > 10, "some positions take a while: {longest}");
    }

    #[test]
    fn random_positions_up_to_six_geese_are_one_ply_more_than_their_best_child() {
        let table = &*TABLE;
        let game = FoxGeese::standard();
        let mut rng = Rng::seeded(17);
        let mut parities = [0usize; 2];
        for i in 0..20_000 {
            let pos = random_position(&mut rng, 5 + i % 2);
            let stored = plies(table.value(&pos).expect("covered"));
            assert_eq!(stored, by_children(table, &game, &pos), "{pos:?}");
            parities[(stored % 2) as usize] += 1;
        }
        assert!(parities[0] > 1000 && parities[1] > 1000, "{parities:?}");
    }

    #[test]
    fn the_retrograde_solver_agrees_value_and_remoteness_position_by_position() {
        let table = &*TABLE;
        let compared = for_each_solved(23, |state, exact| {
            assert_eq!(table.value(state), Some(exact), "{state:?}");
        });
        assert!(compared > 10_000, "{compared}");
    }

    #[test]
    fn the_remoteness_says_who_wins_as_the_win_loss_table_does() {
        let table = &*TABLE;
        let wins = memory_table(6);
        let game = FoxGeese::standard();
        let mut rng = Rng::seeded(29);
        for i in 0..20_000 {
            let pos = random_position(&mut rng, 4 + i % 3);
            let value = table.value(&pos).expect("covered");
            let expected = wins.mover_wins(&game, &pos).expect("in memory");
            assert_eq!(Some(matches!(value, Value::Win(_))), expected, "{pos:?}");
        }
    }
}
