//! The tests of `history`.

use super::*;
use crate::games::chopsticks::{Chopsticks, Variant};

#[test]
fn undo_redo_and_branching() {
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    let mut h = History::new(game.start());
    for name in ["AC", "BC", "BD"] {
        h.play_named(&game, name).expect("legal");
    }
    let code = |h: &History<Chopsticks>| game.format_state(h.current());
    assert_eq!(code(&h), "0113");
    assert!(h.undo() && h.undo());
    assert_eq!(code(&h), "1211");
    assert!(h.redo());
    assert_eq!(code(&h), "1312");
    // Playing the next move of the line keeps the rest.
    h.undo();
    h.play_named(&game, "BC").expect("legal");
    assert_eq!(h.len(), 3);
    // Playing another starts a variation: the viewed line is the new one, and the old
    // move is still in the tree.
    h.play_named(&game, "12-03")
        .expect_err("not the mover's pair");
    h.play_named(&game, "AD").expect("legal");
    assert_eq!((h.len(), h.cursor()), (3, 3));
    assert_eq!(h.move_names(&game), vec!["AC", "BC", "AD"]);
    let branch = h.node_at(2);
    let tried: Vec<_> = h.children(branch).map(|c| h.move_name(&game, c)).collect();
    assert_eq!(tried, [Some("BD".to_owned()), Some("AD".to_owned())]);
    h.jump(0);
    assert_eq!(code(&h), "1111");
    assert!(!h.undo());
    h.jump(99);
    assert_eq!(h.cursor(), 3);
    assert!(!h.redo());
}

#[test]
fn an_agreed_draw_ends_its_line_until_it_is_taken_back() {
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    let mut h = History::new(game.start());
    for name in ["AC", "BC"] {
        h.play_named(&game, name).expect("legal");
    }
    // Only at the end of a line: not where moves were tried after the cursor.
    h.undo();
    assert!(!h.agree_draw(&game));
    h.redo();
    let before = h.clone();
    assert!(h.agree_draw(&game));
    assert_ne!(h, before, "the agreement is part of the game");
    assert!(h.is_drawn_by_agreement() && h.is_over(&game));
    assert!(!h.agree_draw(&game), "once");
    h.play_named(&game, "BD")
        .expect_err("no move after the draw");
    // Stepping back, the game goes on there; forward again, it is over again.
    assert!(h.undo());
    assert!(!h.is_over(&game));
    assert!(h.redo());
    assert!(h.is_drawn_by_agreement());
    // Taken back, play goes on from the same position.
    assert!(h.withdraw_draw());
    assert!(!h.withdraw_draw());
    assert_eq!(h, before);
    h.play_named(&game, "BD").expect("legal again");
}
