//! Chopsticks in the app: the variant switches in the sidebar, the table view, and the
//! position editor.

use crate::core::{Game, Seat};
use crate::games::chopsticks::legality::structural_problem;
use crate::games::chopsticks::notation::format_hand;
use crate::games::chopsticks::{Chopsticks, Hands, Move, Position, Switch, Variant};
use crate::ui::common::command::{Command, Status};
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::games::rules_text::{self, Section};
use crate::ui::session::Session;
use crate::ui::session::evaluated::{Evaluated, Evaluator, SeatName};
use crate::ui::session::solving::count_figures;
use crate::ui::views::grammar::Role;
use crate::ui::views::hand::HandLook;
use crate::ui::views::table::{
    AttackView, MoveInfo, MoveRef, OptionView, SeatView, TableAction, TableModel, table_ui,
};
use crate::words::message;

mod settings;
mod setup;
mod words;

impl Evaluated for Chopsticks {
    fn evaluator() -> Evaluator<Self> {
        Evaluator::Solve(count_figures::<Self>)
    }

    /// Every setting: the players and the switches (as they always were, so that solves
    /// saved before keep their names), then the hands and the fingers where they are not
    /// the standard game's.
    fn variant_key(&self) -> String {
        let variant = self.variant();
        let mut key = format!("{}p:{}", self.players(), variant.list());
        if variant.uniform_hands() != Some(2) {
            key.push_str(&format!(":hands={}", variant.hands_list()));
        }
        if let Some(fingers) = variant.named_fingers() {
            key.push_str(&format!(":fingers={fingers}"));
        }
        key
    }

    fn seat_name(&self, seat: Seat) -> SeatName {
        SeatName::named(&crate::tr!("chopsticks-player", number = seat + 1))
    }
}

impl GameUi for Chopsticks {
    const HOW_TO_MOVE: &'static str = "game-how-to-move-chopsticks";
    const RULES: &'static [Section] = rules_text::CHOPSTICKS;

    fn seat_count(settings: &Variant) -> usize {
        settings.players
    }

    fn settings_ui(ui: &mut egui::Ui, settings: &mut Variant) -> bool {
        settings::settings_ui(ui, settings)
    }

    fn variant_title(&self) -> String {
        let mut switches: Vec<String> = self
            .variant()
            .switches
            .iter()
            .map(|&s| switch_title(s))
            .collect();
        let variant = self.variant();
        match variant.uniform_hands() {
            Some(2) => {}
            Some(count) => switches.push(crate::tr!("game-chopsticks-hands-count", count = count)),
            None => switches.push(crate::tr!(
                "game-chopsticks-hands-each",
                list = variant.hands_list()
            )),
        }
        if let Some(fingers) = variant.named_fingers() {
            switches.push(crate::tr!("game-chopsticks-fingers-count", count = fingers));
        }
        let rules = if switches.is_empty() {
            crate::tr!("game-chopsticks-standard-rules")
        } else {
            switches.join(", ")
        };
        crate::tr!(
            "game-variant-chopsticks",
            players = self.players(),
            rules = rules
        )
    }

    fn canvas_ui(
        ui: &mut egui::Ui,
        session: &Session<Self>,
        flags: CanvasFlags<'_>,
    ) -> Option<Command> {
        let model = table_model(session, flags);
        let action = table_ui(ui, &model)?;
        Some(match action {
            TableAction::Attack { from, to } => attack(session, from, to),
            TableAction::Option(i) => Command::Play(model.options.get(i)?.info.name.clone()),
            TableAction::Message(text) => Command::Say(Status::info(text)),
            TableAction::Unarmed(hand) => words::unarmed(session, hand),
            TableAction::TouchedFirst(hand) => words::touched_first(session, hand),
        })
    }

    fn setup_ui(ui: &mut egui::Ui, game: &Self, draft: &mut Position) {
        setup::setup_ui(ui, game, draft);
    }

    fn normalize_setup(&self, draft: &Position) -> Position {
        let mut pos = *draft;
        for hands in pos.hands.iter_mut() {
            *hands = hands.sorted();
        }
        pos
    }
}

/// A rule switch's name as the sidebar shows it: "Sun", "Misère".
pub fn switch_title(switch: Switch) -> String {
    crate::tr!(&format!("game-switch-{}", switch.name()))
}

/// What a rule switch does, in one line.
pub fn switch_summary(switch: Switch) -> String {
    crate::tr!(&format!("game-switch-{}-summary", switch.name()))
}

/// How a stored hand value is drawn.
pub fn hand_look(game: &Chopsticks, value: i8) -> HandLook {
    let label = half_label(&format_hand(game, value));
    if game.is_dead(value) {
        return HandLook {
            dead: true,
            label,
            ..HandLook::default()
        };
    }
    let unit = game.unit();
    let magnitude = value.unsigned_abs() / unit.unsigned_abs();
    let half = value % unit != 0;
    // Above five a hand shows the fingers past five palm up (as Tens counts 6 to 9); the
    // label says the count, and no more than five fingers are drawn.
    let (fingers, palm_up) = if game.variant().fingers() > 5 && magnitude > 5 {
        ((magnitude - 5).min(5), true)
    } else {
        (magnitude.min(5), value < 0)
    };
    HandLook {
        fingers,
        half,
        palm_up,
        dead: false,
        label,
    }
}

/// A hand's count as written on the palm: "½" for 0.5, "2½", "−3".
pub fn half_label(text: &str) -> String {
    let text = match text.strip_suffix(".5") {
        Some("0") => "½".to_owned(),
        Some("-0") => "-½".to_owned(),
        Some(whole) => format!("{whole}½"),
        None => text.to_owned(),
    };
    text.replace('-', "−")
}

/// A zombie's `count` hands: one finger on hand A, fists on the others.
fn zombie_hands(count: usize) -> Vec<HandLook> {
    let finger = HandLook {
        fingers: 1,
        label: "1".to_owned(),
        ..HandLook::default()
    };
    let fist = HandLook {
        dead: true,
        ..HandLook::default()
    };
    std::iter::once(finger)
        .chain(std::iter::repeat_n(fist, count.saturating_sub(1)))
        .collect()
}

/// A player's hands as drawn.
fn hands_look(game: &Chopsticks, hands: Hands) -> Vec<HandLook> {
    hands
        .as_slice()
        .iter()
        .map(|&v| hand_look(game, v))
        .collect()
}

/// A seat at the table: its name, who plays it, and its hands.
fn seat_view(session: &Session<Chopsticks>, seat: usize) -> SeatView {
    let (game, pos) = (session.game(), session.current());
    let frame = session.frame_seat(session.history().cursor(), seat);
    let zombie = game.is_zombie(pos, frame);
    SeatView {
        name: session.seat_name(seat).name,
        role: session.player(seat).label(),
        hands: if zombie {
            zombie_hands(pos.hands[frame].len())
        } else {
            hands_look(game, pos.hands[frame])
        },
        out: game.is_eliminated(pos, frame),
        zombie,
    }
}

/// What the table draws for the session's position.
fn table_model(session: &Session<Chopsticks>, flags: CanvasFlags<'_>) -> TableModel {
    let game = session.game();
    let pos = session.current();
    let ply = session.history().cursor();
    let players = game.players();
    let seats = (0..players).map(|seat| seat_view(session, seat)).collect();
    let mover = session.mover();
    let mut model = TableModel {
        key: session.revision(),
        seats,
        mover,
        waiting: super::board_game::waiting(session),
        attacks: Vec::new(),
        options: Vec::new(),
        overlay: flags.overlay,
        hint: None,
        preview: None,
        let_go: flags.let_go,
    };
    let Some(mover) = mover else {
        return model;
    };
    let moves = moves_with_info(session);
    for (mv, info) in moves {
        let hint = session.hint() == Some(info.name.as_str());
        let preview = flags.preview == Some(info.name.as_str());
        match mv {
            Move::Attack {
                hand,
                target,
                target_hand,
            } => {
                let here = MoveRef::Attack(model.attacks.len());
                model.hint = model.hint.or(hint.then_some(here));
                model.preview = model.preview.or(preview.then_some(here));
                let to = session.absolute_seat(ply, usize::from(target));
                model.attacks.push(AttackView {
                    from: (mover, usize::from(hand)),
                    to: (to, usize::from(target_hand)),
                    info,
                });
            }
            other => {
                let here = MoveRef::Option(model.options.len());
                model.hint = model.hint.or(hint.then_some(here));
                model.preview = model.preview.or(preview.then_some(here));
                model.options.push(option_view(game, pos, other, info));
            }
        }
    }
    model
}

/// Every legal move with what the overlay says of it: the solver's verdicts once there are
/// some, the bare moves before.
fn moves_with_info(session: &Session<Chopsticks>) -> Vec<(Move, MoveInfo)> {
    let (game, pos) = (session.game(), session.current());
    match session.eval() {
        Some(eval) => eval
            .moves
            .iter()
            .map(|m| {
                (
                    m.mv,
                    MoveInfo {
                        name: m.name.clone(),
                        value: Some(m.value),
                        to_code: m.to_code.clone(),
                    },
                )
            })
            .collect(),
        None => game
            .successors(pos)
            .into_iter()
            .map(|(mv, to)| {
                (
                    mv,
                    MoveInfo {
                        name: game.format_move(pos, &mv),
                        value: None,
                        to_code: game.format_state(&to),
                    },
                )
            })
            .collect(),
    }
}

/// A chip for a split, swap or flip: the mover's hands before and after, as the rules play
/// the move.
fn option_view(game: &Chopsticks, pos: &Position, mv: Move, info: MoveInfo) -> OptionView {
    let own = pos.hands[0];
    let before = hands_look(game, own);
    let next = game.apply(pos, &mv);
    let after = hands_look(game, next.hands[game.seat_after(pos, &next, 0)]);
    let label = match mv {
        Move::Split(_) => crate::tr!("game-option-split"),
        Move::Swap => crate::tr!("game-option-swap"),
        Move::Flip(hand) => {
            let h = usize::from(hand);
            let side = crate::ui::views::table::hand_letter(h);
            let way = if own[h] > 0 { "up" } else { "down" };
            crate::tr!("game-option-flip", hand = side, way = way)
        }
        Move::Attack { .. } => crate::tr!("game-option-attack"),
    };
    OptionView {
        label,
        before,
        after,
        info,
    }
}

/// The move for a touch of hand `to` with hand `from` (both absolute); a touch the rules
/// refuse (a dead hand) is said before it is played.
fn attack(session: &Session<Chopsticks>, from: (usize, usize), to: (usize, usize)) -> Command {
    let Some(mover) = session.mover() else {
        return Command::Say(Status::said(|| crate::tr!("game-over")));
    };
    if from.0 != mover {
        let args = session.seat_name(mover).args(Role::Who);
        return Command::Say(Status::error(message("game-chopsticks-turn-of", &args)));
    }
    let ply = session.history().cursor();
    let target = session.frame_seat(ply, to.0);
    let mv = Move::Attack {
        hand: from.1 as u8,
        target: target as u8,
        target_hand: to.1 as u8,
    };
    let (game, pos) = (session.game(), session.current());
    match structural_problem(game, pos, &mv) {
        Some(reason) => {
            let text = words::attacker_words(game, pos, from.1 as u8)
                .or_else(|| words::target_words(game, pos, target, to.1 as u8))
                .unwrap_or_else(|| reason.text());
            Command::Say(Status::error(words::sentence(&text)))
        }
        None => Command::Play(game.format_move(pos, &mv)),
    }
}

#[cfg(test)]
mod tests;
