//! The children read from the tables of ranks against those of the positions.

use crate::core::Game;

/// Over every number of about forty variants (impossible positions too), the children
/// read from the tables are those of the position built from the number, in order, and so
/// are every seat's results; and the variants the tables cover are the ones that take
/// their moves back.
#[test]
fn children_by_rank_are_the_children_of_the_position() {
    let mut tabled = 0;
    let (mut by_rank, mut by_position, mut results) = (Vec::new(), Vec::new(), Vec::new());
    for game in super::super::children::tests::variants_to_check() {
        let Some(tables) = game.by_rank() else {
            continue;
        };
        tabled += 1;
        let size = game.dense_size().expect("a dense index");
        for number in 0..size + 3 {
            let read = tables.children(number, &mut by_rank);
            let built = game
                .dense_state(number)
                .is_some_and(|pos| game.numbered_children(&pos, &mut by_position));
            assert_eq!(read, built, "number {number} of {:?}", game.variant());
            if read {
                assert_eq!(
                    by_rank,
                    by_position,
                    "number {number} of {:?}",
                    game.variant()
                );
            }
            assert_eq!(tables.results(number, &mut results), read);
            if let Some(pos) = game.dense_state(number) {
                let seats = 0..game.players();
                let expected: Vec<_> = seats.map(|seat| game.result_for(&pos, seat)).collect();
                assert_eq!(results, expected, "number {number} of {:?}", game.variant());
            }
        }
    }
    assert!(tabled >= 30, "{tabled} variants have tables");
}
