//! `kibitzer render`: a position's board or table as the window draws it, written to an SVG
//! or PNG file for worksheets and slides.

use super::{CliError, RenderArgs, position};
use crate::games::GameKind;
use crate::picture::Format;
use crate::ui::games::game_ui::GameUi;
use crate::ui::study::picture::{DEFAULT_SIZE, Look, canvas_picture, session_for_picture};
use std::time::Duration;

/// How long a searched game's overlay waits for the search, unless `--time-ms` says.
const SEARCH_MS: u64 = 2_000;

/// Calls `render::<G>` for the game the arguments name.
macro_rules! render_the_game {
    ([$args:expr, $kind:expr] $($k:ident: $module:ident::$game:ident => $method:ident),* $(,)?) => {
        match $kind {
            $(GameKind::$k => render::<crate::games::$module::$game>($args),)*
        }
    };
}

/// Runs `kibitzer render`.
pub fn run(args: &RenderArgs) -> Result<String, CliError> {
    let kind = match (args.game, args.game_named) {
        (Some(a), Some(b)) if a != b => {
            return Err(CliError(format!(
                "the game is given twice, as {a} and as --game {b}"
            )));
        }
        (Some(kind), _) | (None, Some(kind)) => kind,
        (None, None) => {
            return Err(CliError(format!(
                "which game? Name it first or with --game: {}",
                GameKind::names()
            )));
        }
    };
    crate::for_each_game!(render_the_game; args, kind)
}

/// Draws the position of game `G` and writes the file.
fn render<G: GameUi>(args: &RenderArgs) -> Result<String, CliError> {
    let format = Format::from_path(&args.out).ok_or_else(|| {
        CliError(format!(
            "{}: the picture's file name must end in .svg or .png",
            args.out.display()
        ))
    })?;
    let game = args.options.game::<G>()?;
    let state = position(&game, args.position.as_deref())?;
    let (width, height) = args.size.unwrap_or(DEFAULT_SIZE);
    let look = Look {
        overlay: args.overlay,
        dark: args.dark,
        coordinates: args.coordinates,
        flipped: args.flip,
    };
    let search = Duration::from_millis(args.time_ms.unwrap_or(SEARCH_MS));
    let session = session_for_picture(game, state, args.overlay, search);
    let layout = egui::vec2(width as f32, height as f32);
    let bytes = canvas_picture(&session, look, format, layout, (width, height))
        .map_err(|err| CliError(err.to_string()))?;
    crate::record::write_atomic_bytes(&args.out, &bytes)
        .map_err(|err| CliError(format!("{}: {err}", args.out.display())))?;
    Ok(format!(
        "{}: {} picture, {width}×{height}, of {}",
        args.out.display(),
        match format {
            Format::Svg => "SVG",
            Format::Png => "PNG",
        },
        session.game().format_state(session.current())
    ))
}
