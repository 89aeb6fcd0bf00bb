//! Colours and text styles: the value colours of the evaluation overlay, one colour per
//! player, and the light and dark styles (the choice itself is [`crate::ui::text::theme_choice`]).

use crate::core::Value;
use egui::{Color32, FontId, TextStyle};

/// Text a little larger and spacing a little looser than egui's defaults, for both themes:
/// this is a program to read, not a debug panel.
pub fn install_style(ctx: &egui::Context) {
    ctx.all_styles_mut(|style| {
        style
            .text_styles
            .insert(TextStyle::Body, FontId::proportional(14.0));
        style
            .text_styles
            .insert(TextStyle::Button, FontId::proportional(14.0));
        style
            .text_styles
            .insert(TextStyle::Small, FontId::proportional(11.5));
        style
            .text_styles
            .insert(TextStyle::Heading, FontId::proportional(19.0));
        style
            .text_styles
            .insert(TextStyle::Monospace, FontId::monospace(13.5));
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(8.0, 3.0);
        style.spacing.interact_size.y = 22.0;
        // Scroll bars take their own room rather than float over the panels' text.
        style.spacing.scroll = egui::style::ScrollStyle::solid();
    });
}

/// The hue of a verdict: win green, draw yellow, loss red.
fn hue(value: Value) -> Color32 {
    match value {
        Value::Win(_) => Color32::from_rgb(46, 184, 84),
        Value::Draw => Color32::from_rgb(232, 190, 30),
        Value::Loss(_) => Color32::from_rgb(222, 56, 56),
    }
}

/// How vivid a verdict is drawn, 0 to 1: faster wins and slower losses are brighter.
pub fn vividness(value: Value) -> f32 {
    match value {
        Value::Win(r) => 1.0 / (1.0 + r.saturating_sub(1) as f32 / 8.0),
        Value::Loss(r) => 1.0 - 1.0 / (1.0 + r as f32 / 8.0),
        Value::Draw => 1.0,
    }
}

/// A hue as vivid as `vividness` (0 to 1) on a dark or light background.
fn shade(hue: Color32, vividness: f32, dark: bool) -> Color32 {
    let background = if dark {
        Color32::from_gray(40)
    } else {
        Color32::from_gray(235)
    };
    background.lerp_to_gamma(hue, 0.35 + 0.65 * vividness)
}

/// A colour as text shows it: on a light background it is darkened so that yellow stays
/// legible.
fn as_text(color: Color32, dark: bool) -> Color32 {
    if dark {
        color
    } else {
        color.lerp_to_gamma(Color32::BLACK, 0.35)
    }
}

/// The colour of a verdict for the player it belongs to, on a dark or light background.
pub fn value_color(value: Value, dark: bool) -> Color32 {
    shade(hue(value), vividness(value), dark)
}

/// The colour of a verdict written as text: on a light background the colour is darkened
/// so that yellow stays legible.
pub fn value_text_color(value: Value, dark: bool) -> Color32 {
    as_text(value_color(value, dark), dark)
}

/// The colour of a verdict that says only whether the player wins (an exact table that
/// keeps no remoteness): a win's or a loss's hue, fully vivid.
pub fn winner_color(wins: bool, dark: bool) -> Color32 {
    let value = if wins { Value::Win(1) } else { Value::Loss(1) };
    shade(hue(value), 1.0, dark)
}

/// [`winner_color`] for text.
pub fn winner_text_color(wins: bool, dark: bool) -> Color32 {
    as_text(winner_color(wins, dark), dark)
}

/// The grey of a move only estimated by a search.
pub fn estimate_color(dark: bool) -> Color32 {
    Color32::from_gray(if dark { 150 } else { 120 })
}

/// The colour of the hinted move: a magenta that is no verdict's colour, no piece's and
/// not the selection's (which marks the last move), on either theme.
pub fn hint_color(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(236, 84, 236)
    } else {
        Color32::from_rgb(178, 32, 188)
    }
}

/// A colour's relative luminance (WCAG 2): 0 for black to 1 for white.
pub fn luminance(color: Color32) -> f32 {
    let linear = |c: u8| {
        let c = f32::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let [r, g, b, _] = color.to_array();
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The contrast ratio of two colours (WCAG 2), from 1 (the same) to 21 (black on white).
pub fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Black or white, whichever has the more contrast with `fill`: at least 4.58:1 on any
/// opaque colour.
pub fn text_on(fill: Color32) -> Color32 {
    if contrast(Color32::BLACK, fill) >= contrast(Color32::WHITE, fill) {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// The colour that tells one player's hands or pieces from another's.
pub fn player_color(seat: usize) -> Color32 {
    const COLORS: [Color32; 6] = [
        Color32::from_rgb(92, 142, 236),
        Color32::from_rgb(178, 120, 226),
        Color32::from_rgb(54, 178, 170),
        Color32::from_rgb(226, 120, 176),
        Color32::from_rgb(206, 160, 86),
        Color32::from_rgb(140, 156, 180),
    ];
    COLORS[seat % COLORS.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faster_wins_and_slower_losses_are_brighter() {
        assert!(vividness(Value::Win(1)) > vividness(Value::Win(9)));
        assert!(vividness(Value::Loss(9)) > vividness(Value::Loss(1)));
        assert_eq!(vividness(Value::Win(1)), 1.0);
        let dark = value_color(Value::Win(1), true);
        assert!(
            dark.g() > dark.r() && dark.g() > dark.b(),
            "{dark:?} is green"
        );
        let loss = value_color(Value::Loss(3), false);
        assert!(loss.r() > loss.g(), "{loss:?} is red");
    }

    #[test]
    fn text_reads_on_its_fill() {
        assert_eq!(text_on(Color32::from_rgb(250, 230, 40)), Color32::BLACK);
        assert_eq!(text_on(Color32::from_rgb(30, 30, 90)), Color32::WHITE);
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::from_gray(119), Color32::WHITE) - 4.48).abs() < 0.02);
    }

    /// Every fill a badge is drawn in, on one theme.
    fn badge_fills(dark: bool) -> Vec<(String, Color32)> {
        let mut fills = vec![
            ("estimate".to_owned(), estimate_color(dark)),
            ("W".to_owned(), winner_color(true, dark)),
            ("L".to_owned(), winner_color(false, dark)),
            ("draw".to_owned(), value_color(Value::Draw, dark)),
        ];
        for r in 0..=300 {
            fills.push((format!("win in {r}"), value_color(Value::Win(r), dark)));
            fills.push((format!("loss in {r}"), value_color(Value::Loss(r), dark)));
        }
        fills
    }

    #[test]
    fn every_badge_text_has_at_least_4_5_to_1_contrast() {
        for dark in [false, true] {
            for (what, fill) in badge_fills(dark) {
                let ratio = contrast(text_on(fill), fill);
                assert!(ratio >= 4.5, "{what} (dark {dark}): {ratio:.2} on {fill:?}");
            }
        }
    }

    #[test]
    fn the_hint_is_told_from_the_last_move_and_the_verdicts() {
        let far = |a: Color32, b: Color32| {
            let d = |x: u8, y: u8| (f32::from(x) - f32::from(y)).powi(2);
            (d(a.r(), b.r()) + d(a.g(), b.g()) + d(a.b(), b.b())).sqrt() > 90.0
        };
        for (dark, visuals) in [
            (true, egui::Visuals::dark()),
            (false, egui::Visuals::light()),
        ] {
            let hint = hint_color(dark);
            assert!(
                far(hint, visuals.selection.bg_fill),
                "the last move's colour"
            );
            for (what, fill) in badge_fills(dark) {
                assert!(far(hint, fill), "{what} (dark {dark})");
            }
            // The board games' pieces.
            for seat in [0, 4] {
                assert!(far(hint, player_color(seat)), "player {seat}");
            }
        }
    }
}
