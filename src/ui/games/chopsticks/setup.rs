//! The Chopsticks position editor: each player's hands drawn small; a click raises a finger,
//! a right click lowers one. The first row is the player to move, as in the position code.

use crate::core::Game;
use crate::games::chopsticks::{Chopsticks, Hands, Position, Switch};
use crate::ui::views::hand::{HandPose, Tone, paint_hand};
use crate::ui::views::table::hand_letter;
use crate::ui::views::theme;
use egui::{Role, Sense, WidgetInfo, vec2};

/// The size of a hand in the editor.
const HAND: f32 = 44.0;

/// The editor; changes `draft` in place.
pub fn setup_ui(ui: &mut egui::Ui, game: &Chopsticks, draft: &mut Position) {
    ui.label(crate::tr!("game-chopsticks-setup-help"));
    let values = game.hand_values();
    egui::Grid::new("chopsticks_setup")
        .num_columns(3)
        .spacing(vec2(16.0, 8.0))
        .show(ui, |ui| {
            for seat in 0..game.players() {
                let title = if seat == 0 {
                    crate::tr!("game-to-move")
                } else {
                    crate::tr!("game-chopsticks-then", n = seat + 1)
                };
                ui.label(title);
                let zombie = game.is_zombie(draft, seat);
                ui.horizontal(|ui| {
                    for hand in 0..draft.hands[seat].len() {
                        hand_editor_ui(ui, game, draft, seat, hand, &values, zombie);
                    }
                });
                if game.has(Switch::Zombies) {
                    let mut on = zombie;
                    if ui
                        .checkbox(&mut on, crate::tr!("game-chopsticks-zombie"))
                        .changed()
                    {
                        draft.zombies ^= 1 << seat;
                        if on {
                            let len = draft.hands[seat].len();
                            draft.hands[seat] = Hands::filled(len, game.dead());
                        }
                    }
                } else {
                    ui.label("");
                }
                ui.end_row();
            }
        });
}

/// One hand: drawn, clickable.
fn hand_editor_ui(
    ui: &mut egui::Ui,
    game: &Chopsticks,
    draft: &mut Position,
    seat: usize,
    hand: usize,
    values: &[i8],
    zombie: bool,
) {
    let (rect, response) = ui.allocate_exact_size(vec2(HAND * 1.3, HAND * 1.7), Sense::click());
    let value = draft.hands[seat][hand];
    let look = super::hand_look(game, value);
    let label = crate::tr!(
        "game-chopsticks-setup-hand",
        seat = seat + 1,
        hand = hand_letter(hand),
        value = look.label
    );
    response.widget_info(|| WidgetInfo::labeled(Role::Button, !zombie, &label));
    if !zombie {
        let at = values.iter().position(|&v| v == value).unwrap_or(0);
        let step = if response.clicked() {
            1
        } else if response.secondary_clicked() {
            values.len() - 1
        } else {
            0
        };
        draft.hands[seat] = draft.hands[seat].edited(hand, values[(at + step) % values.len()]);
    }
    if response.hovered() {
        ui.painter()
            .rect_filled(rect, 6.0, ui.visuals().widgets.hovered.weak_bg_fill);
    }
    let look = super::hand_look(game, draft.hands[seat][hand]);
    let pose = HandPose {
        center: rect.center() + vec2(0.0, HAND * 0.25),
        up: vec2(0.0, -1.0),
        size: HAND,
        thumb_side: if 2 * hand + 1 < draft.hands[seat].len() {
            -1.0
        } else {
            1.0
        },
    };
    let tone = if zombie {
        Tone::Zombie
    } else {
        Tone::Player(theme::player_color(seat))
    };
    paint_hand(ui.painter(), &pose, &look, tone, ui.visuals().dark_mode);
}
