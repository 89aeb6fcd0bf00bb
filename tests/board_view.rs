//! The point-and-line board view on its own, fed plain data (the Hare and Hounds board), as
//! the board games will feed it: a click on a hound and one on a destination choose the move.

use egui::pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use kibitzer::ui::views::board::{
    BoardModel, BoardMove, Known, PieceView, PointView, Refusal, board_ui, point_on_screen,
};
use kibitzer::ui::views::table::MoveInfo;

/// The 11-point board with the hounds on b1, a2, c2 and the hare on b5, hounds to move.
fn hare_and_hounds() -> BoardModel {
    let names = [
        "b1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4", "b5",
    ];
    let at = |name: &str| {
        let bytes = name.as_bytes();
        let column = f32::from(bytes[0] - b'a');
        let row = f32::from(bytes[1] - b'0');
        pos2(column, 5.0 - row)
    };
    let index = |name: &str| names.iter().position(|n| *n == name).expect("a point");
    let lines = [
        "a2-b2", "b2-c2", "a3-b3", "b3-c3", "a4-b4", "b4-c4", "a2-a3", "a3-a4", "b2-b3", "b3-b4",
        "c2-c3", "c3-c4", "a2-b3", "b3-c4", "c2-b3", "b3-a4", "b1-a2", "b1-b2", "b1-c2", "b5-a4",
        "b5-b4", "b5-c4",
    ]
    .iter()
    .map(|l| (index(&l[..2]), index(&l[3..])))
    .collect();
    let mut pieces = vec![None; names.len()];
    for hound in ["b1", "a2", "c2"] {
        pieces[index(hound)] = Some(PieceView {
            side: 0,
            name: "Hound".to_owned(),
            mark: String::new(),
        });
    }
    pieces[index("b5")] = Some(PieceView {
        side: 1,
        name: "Hare".to_owned(),
        mark: String::new(),
    });
    let moves = [
        "b1-b2", "a2-a3", "a2-b2", "a2-b3", "c2-c3", "c2-b2", "c2-b3",
    ]
    .iter()
    .map(|m| BoardMove {
        path: vec![index(&m[..2]), index(&m[3..])],
        info: MoveInfo {
            name: (*m).to_owned(),
            value: None,
            to_code: String::new(),
        },
        known: Known::Value,
    })
    .collect();
    BoardModel {
        key: 1,
        points: names
            .iter()
            .map(|n| PointView {
                name: (*n).to_owned(),
                at: at(n),
            })
            .collect(),
        lines,
        pieces,
        moves,
        caption: Some("Hounds' moves without advancing: 0 of 10".to_owned()),
        ..BoardModel::default()
    }
}

#[test]
fn a_hound_moves_with_two_clicks() {
    let model = hare_and_hounds();
    let shown = model.clone();
    let mut h = Harness::builder().with_size([600.0, 500.0]).build_ui_state(
        move |ui, chosen: &mut Vec<Result<usize, Refusal>>| {
            if let Some(result) = board_ui(ui, &shown) {
                chosen.push(result);
            }
        },
        Vec::new(),
    );
    h.run();
    let canvas = h.get_by_label("Board").rect();
    let point = |name: &str| {
        let i = model
            .points
            .iter()
            .position(|p| p.name == name)
            .expect("a point");
        point_on_screen(&model, canvas, i).expect("on screen")
    };
    for name in ["b1", "b2"] {
        h.get_by_label(&format!(
            "{name} ({})",
            if name == "b1" { "Hound" } else { "empty" }
        ))
        .click();
        h.run();
        assert!(canvas.contains(point(name)));
    }
    let played = &h.state()[..];
    assert_eq!(played.len(), 1, "{played:?}");
    assert_eq!(
        model.moves[*played[0].as_ref().expect("a move")].info.name,
        "b1-b2"
    );
    // The hare is not the hounds' to move: no legal move starts there.
    h.get_by_label("b5 (Hare)").click();
    h.run();
    let b5 = model.points.iter().position(|p| p.name == "b5");
    assert_eq!(
        h.state()[1].as_ref().err(),
        b5.map(Refusal::NoMoveFrom).as_ref(),
        "the view says which point, the game says why"
    );
}
