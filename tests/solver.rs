//! The retrograde solver: a hand-built mock game with known values, the solver invariants on
//! every two-player Chopsticks variant, and agreement with plain depth-limited minimax.

mod common;

use kibitzer::core::{CodeError, Game, MoveError, Outcome, Reason, Seat, SeatResult, Value};
use kibitzer::games::chopsticks::{Chopsticks, Position, Switch, Variant};
use kibitzer::solver::analysis::Census;
use kibitzer::solver::{Progress, Solution, evaluate, solve};
use std::collections::HashMap;

/// A game given as a graph: node i has a mover, children, and maybe an outcome.
struct Mock {
    nodes: Vec<(Seat, Vec<usize>, Option<Outcome>)>,
}

impl Game for Mock {
    type State = usize;
    type Move = usize;
    fn name(&self) -> &'static str {
        "mock"
    }
    fn players(&self) -> usize {
        2
    }
    fn start(&self) -> usize {
        0
    }
    fn to_move(&self, s: &usize) -> Seat {
        self.nodes[*s].0
    }
    fn legal_moves(&self, s: &usize) -> Vec<usize> {
        self.nodes[*s].1.clone()
    }
    fn apply(&self, _: &usize, mv: &usize) -> usize {
        *mv
    }
    fn outcome(&self, s: &usize) -> Option<Outcome> {
        self.nodes[*s].2
    }
    fn format_state(&self, s: &usize) -> String {
        format!("n{s}")
    }
    fn parse_state(&self, code: &str) -> Result<usize, CodeError> {
        code.trim_start_matches('n')
            .parse()
            .map_err(|_| CodeError::Empty)
    }
    fn format_move(&self, _: &usize, mv: &usize) -> String {
        format!("n{mv}")
    }
    fn parse_move(&self, _: &usize, text: &str) -> Result<usize, MoveError> {
        text.trim_start_matches('n')
            .parse()
            .map_err(|_| MoveError::Unreadable {
                text: text.to_owned(),
                reason: Reason::new("not-legal"),
            })
    }
}

#[test]
fn mock_graph_values_are_exact() {
    // Indices:   0   1   2  3  4  5  6  7  8  9  10 11
    // Names:     T0  T1  A  B  C  D  E  F  G  H  X  Y
    let win = |w| Some(Outcome::Winner(w));
    let mock = Mock {
        nodes: vec![
            (0, vec![], win(1)),              // T0: mover 0 has lost
            (1, vec![], win(0)),              // T1: mover 1 has lost
            (0, vec![1], None),               // A: straight to T1, a win in 1
            (1, vec![2, 4], None),            // B: A loses, C cycles back: draw
            (0, vec![3, 5], None),            // C: D loses, B cycles: draw
            (1, vec![0], None),               // D: win in 1
            (0, vec![5], None),               // E: only D: loss in 2
            (1, vec![6, 2], None),            // F: E wins in 3
            (0, vec![7, 5], None),            // G: holds out with F: loss in 4
            (1, vec![0, 6], None),            // H: fastest win in 1, not 3
            (0, vec![], Some(Outcome::Draw)), // X: a drawn ending
            (1, vec![10, 2], None),           // Y: X draws, A loses: draw
        ],
    };
    let starts: Vec<usize> = (0..mock.nodes.len()).collect();
    let solution = solve(&mock, &starts, &Progress::new()).expect("not cancelled");
    let expected = [
        Value::Loss(0),
        Value::Loss(0),
        Value::Win(1),
        Value::Draw,
        Value::Draw,
        Value::Win(1),
        Value::Loss(2),
        Value::Win(3),
        Value::Loss(4),
        Value::Win(1),
        Value::Draw,
        Value::Draw,
    ];
    for (node, want) in expected.iter().enumerate() {
        assert_eq!(solution.value(&mock, &node), Some(*want), "node {node}");
    }
    let eval = evaluate(&mock, &solution, &8).expect("solved");
    assert_eq!(
        eval.moves.iter().map(|m| m.value).collect::<Vec<_>>(),
        vec![Value::Loss(4), Value::Loss(2)]
    );
    assert_eq!(eval.pv, vec![8, 7, 6, 5, 0]);
}

/// Every solved two-player position satisfies the retrograde invariants.
fn check_invariants(game: &Chopsticks, solution: &Solution<Chopsticks>) {
    for (id, pos) in solution.states(game).enumerate() {
        let pos = &pos;
        let value = solution.value_of(game, id);
        let children: Vec<Value> = game
            .successors(pos)
            .iter()
            .map(|(_, c)| solution.value(game, c).expect("children are solved"))
            .collect();
        let code = game.format_state(pos);
        if children.is_empty() {
            assert!(
                matches!(value, Value::Win(0) | Value::Loss(0)),
                "{code}: ending valued {value}"
            );
            continue;
        }
        common::check_against_children(&code, value, &children);
    }
}

/// Every two-player variant whose hands hold one digit, solved from every position.
#[test]
fn invariants_hold_on_every_two_player_variant() {
    check_all_invariants(10);
}

/// The same for the larger variants too (Stumps, Tens and Negative combined): run with
/// `cargo test --release -- --ignored`.
#[test]
#[ignore = "takes long: run with --release -- --ignored"]
fn invariants_hold_on_every_two_player_variant_full() {
    check_all_invariants(40);
}

fn check_all_invariants(max_hand_values: usize) {
    check_invariants_of(max_hand_values, 1);
}

/// The larger variants (hands of more than ten values: two or three of Stumps, Tens and
/// Negative), one in `every` of them, so that a regression there cannot pass unseen.
#[test]
fn invariants_hold_on_a_sample_of_the_larger_variants() {
    let checked = check_invariants_of(40, 19);
    assert!(checked >= 2, "{checked} larger variants checked");
}

/// Checks every two-player variant with hands of up to `max_hand_values` values, or one in
/// `every` of those with more than ten; returns how many of the larger ones it checked.
fn check_invariants_of(max_hand_values: usize, every: usize) -> usize {
    let mut larger = 0;
    for (i, variant) in Variant::all(2).into_iter().enumerate() {
        let game = Chopsticks::new(variant).expect("valid");
        let values = game.hand_values().len();
        if values > max_hand_values || (every > 1 && (values <= 10 || i % every != 0)) {
            continue;
        }
        larger += usize::from(values > 10);
        // Solve from every position, not only the start, so that all of them are checked.
        let positions = game.every_position().expect("listable");
        let solution = solve(&game, &positions, &Progress::new()).expect("not cancelled");
        assert_eq!(solution.len(), positions.len(), "{}", game.variant());
        check_invariants(&game, &solution);
    }
    larger
}

/// Plain depth-limited minimax for seat `owner`; `None` when `depth` plies do not settle it.
fn minimax(
    game: &Chopsticks,
    pos: &Position,
    owner: Seat,
    depth: u32,
    memo: &mut HashMap<(Position, Seat, u32), Option<Value>>,
) -> Option<Value> {
    if let Some(result) = game.result_for(pos, owner) {
        return Some(if result == SeatResult::Won {
            Value::Win(0)
        } else {
            Value::Loss(0)
        });
    }
    if depth == 0 {
        return None;
    }
    if let Some(known) = memo.get(&(*pos, owner, depth)) {
        return *known;
    }
    let owner_moves = game.to_move(pos) == owner;
    let mut unknown = false;
    let mut best: Option<Value> = None;
    for (_, child) in game.successors(pos) {
        let seat = game.seat_after(pos, &child, owner);
        match minimax(game, &child, seat, depth - 1, memo) {
            None => unknown = true,
            Some(v) => {
                let v = match v {
                    Value::Win(r) => Value::Win(r + 1),
                    Value::Loss(r) => Value::Loss(r + 1),
                    Value::Draw => Value::Draw,
                };
                best = Some(match best {
                    None => v,
                    Some(b) if owner_moves => b.max(v),
                    Some(b) => b.min(v),
                });
            }
        }
    }
    // A result is settled when the side to move has a sure choice or every choice is known.
    let settled = match best {
        Some(Value::Win(_)) if owner_moves => best,
        Some(Value::Loss(_)) if !owner_moves => best,
        _ if unknown => None,
        Some(Value::Draw) | None => None,
        other => other,
    };
    memo.insert((*pos, owner, depth), settled);
    settled
}

fn agree_with_minimax(variant: Variant, depth: u32) -> usize {
    let game = Chopsticks::new(variant).expect("valid");
    let solution = solve(&game, &[game.start()], &Progress::new()).expect("not cancelled");
    let mut memo = HashMap::new();
    let mut settled = 0;
    for pos in solution.states(&game) {
        let pos = &pos;
        for seat in 0..game.players() {
            if let Some(v) = minimax(&game, pos, seat, depth, &mut memo) {
                settled += 1;
                assert_eq!(
                    solution.seat_value(&game, pos, seat),
                    Some(v),
                    "{} seat {seat}",
                    game.format_state(pos)
                );
            }
        }
    }
    settled
}

#[test]
fn two_player_values_agree_with_minimax() {
    for switches in [
        vec![],
        vec![Switch::Cutoff],
        vec![Switch::Misere],
        vec![Switch::Suicide, Switch::Meta],
        vec![Switch::Swap],
    ] {
        let settled = agree_with_minimax(Variant::with(2, &switches), 9);
        assert!(settled > 50, "{switches:?}: only {settled} settled");
    }
}

#[test]
fn paranoid_values_agree_with_minimax() {
    for switches in [
        vec![],
        vec![Switch::Cutoff],
        vec![Switch::Zombies, Switch::Cutoff],
        vec![Switch::Misere],
    ] {
        let settled = agree_with_minimax(Variant::with(3, &switches), 5);
        assert!(settled > 100, "{switches:?}: only {settled} settled");
    }
}

#[test]
fn background_jobs_finish_and_cancel() {
    use kibitzer::solver::{Job, Stopped};
    let game = Chopsticks::new(Variant::standard(3)).expect("valid");
    let start = game.start();
    let job = Job::spawn(move |progress| solve(&game, &[start], progress).map(|s| s.len()));
    let reached = job.wait().expect("finishes");
    assert!(reached > 1000, "{reached}");

    let big = Chopsticks::new(Variant::standard(5)).expect("valid");
    let start = big.start();
    let mut job = Job::spawn(move |progress| solve(&big, &[start], progress).map(|s| s.len()));
    job.cancel();
    let result = loop {
        if let Some(done) = job.poll() {
            break done;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    assert_eq!(result, Err(Stopped::Cancelled));
}
