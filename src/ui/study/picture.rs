//! Pictures to share: the board or table of a session drawn as the window draws it, with
//! or without the overlay, light or dark, off screen at the size asked for, and written as
//! SVG or PNG (see [`crate::picture`]). File → Export and `kibitzer render` both
//! come here.

use crate::picture::{Format, PictureError, svg_to_png, to_svg};
use crate::ui::games::game_ui::{CanvasFlags, GameUi};
use crate::ui::session::Session;
use crate::ui::session::solving::SolveCache;
use egui::{Color32, Rect, Vec2};
use std::time::{Duration, Instant};

/// How the picture looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// Every legal move drawn in the colour of its verdict.
    pub overlay: bool,
    /// The dark theme (else the light one).
    pub dark: bool,
    /// The board's coordinates written along it.
    pub coordinates: bool,
    /// The board turned half round.
    pub flipped: bool,
}

/// The size of a picture when none is asked for, in pixels.
pub const DEFAULT_SIZE: (u32, u32) = (800, 800);

/// The largest side of a picture, in pixels.
pub const MAX_SIDE: u32 = 8192;

/// The canvas of `session` at the cursor, drawn off screen at `size` points: the SVG of
/// what it paints, on the theme's background.
pub fn canvas_svg<G: GameUi>(session: &Session<G>, look: Look, size: Vec2) -> String {
    let ctx = egui::Context::default();
    ctx.set_theme(if look.dark {
        egui::Theme::Dark
    } else {
        egui::Theme::Light
    });
    let area = Rect::from_min_size(egui::Pos2::ZERO, size);
    let input = || egui::RawInput {
        screen_rect: Some(area),
        ..Default::default()
    };
    let flags = CanvasFlags {
        overlay: look.overlay,
        coordinates: look.coordinates,
        flipped: look.flipped,
        preview: None,
        let_go: false,
    };
    let mut background = Color32::TRANSPARENT;
    let mut shapes = Vec::new();
    // The first pass lays out the fonts; the second draws with everything measured.
    for _ in 0..2 {
        let mut output = ctx.run_ui(input(), |ui| {
            background = ui.visuals().panel_fill;
            egui::CentralPanel::default()
                .frame(egui::Frame::NONE)
                .show(ui, |ui| {
                    // The clicks a canvas turns into commands: none come off screen.
                    let _ = G::canvas_ui(ui, session, flags);
                });
        });
        // No texture is uploaded: the picture writes text as text.
        output.textures_delta.clear();
        shapes = output.shapes;
    }
    to_svg(&shapes, area, Some(background))
}

/// The picture of `session`'s canvas as `format`, laid out at `layout` points (the SVG's
/// size), a PNG `pixels` wide and high.
pub fn canvas_picture<G: GameUi>(
    session: &Session<G>,
    look: Look,
    format: Format,
    layout: Vec2,
    (width, height): (u32, u32),
) -> Result<Vec<u8>, PictureError> {
    let fits = |side: u32| (1..=MAX_SIDE).contains(&side);
    let laid = (layout.x.round() as u32, layout.y.round() as u32);
    if !fits(width) || !fits(height) || !fits(laid.0) || !fits(laid.1) {
        return Err(PictureError::Size { width, height });
    }
    let svg = canvas_svg(session, look, layout);
    match format {
        Format::Svg => Ok(svg.into_bytes()),
        Format::Png => svg_to_png(&svg, width, height),
    }
}

/// A session of `game` at `state`, for a picture: with `overlay`, once the solver has
/// answered for the position — a solved game's solve to its end, a searched game's search
/// given `search` at most.
pub fn session_for_picture<G: GameUi>(
    game: G,
    state: G::State,
    overlay: bool,
    search: Duration,
) -> Session<G> {
    // People at every seat: a worksheet names no computer.
    let seats = vec![crate::ui::common::players::Player::Human; game.players()];
    let mut cache = SolveCache::with_folder(None);
    let mut session = Session::new(game, state, seats, &cache);
    if overlay {
        let end = Instant::now() + search.max(Duration::from_millis(1));
        loop {
            session.poll(&mut cache);
            let settled = session.eval().is_some() || session.report().is_some();
            let out_of_time = session.is_searched() && Instant::now() > end;
            if (settled && session.progress().is_none()) || out_of_time {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        session.poll(&mut cache);
    }
    session
}
