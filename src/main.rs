//! The `kibitzer` binary: the desktop app, or a command-line tool when given a command.

use clap::Parser;
use kibitzer::cli::{Cli, parse_error, run, unknown_command};
use kibitzer::ui::common::{preferences, preferences_file};
use kibitzer::ui::files::AppPaths;
use kibitzer::ui::{APP_ID, App, ICON_PNG, TITLE};
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let launched = Instant::now();
    // `kibitzer WORD …` where WORD is neither a command nor a file to open.
    if let Some(message) = std::env::args_os()
        .nth(1)
        .and_then(|first| unknown_command(first.as_ref()))
    {
        eprintln!("kibitzer: {message}");
        return ExitCode::from(2);
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return parse_error(&err),
    };
    if let Some(command) = cli.command {
        // `kibitzer game.ron moves …`: the file would be passed over without a word.
        if let Some(file) = &cli.file {
            eprintln!(
                "kibitzer: {} is a game file to open in the window, which takes no command; give the command alone",
                kibitzer::core::shown_path(file)
            );
            return ExitCode::from(2);
        }
        return run(command, cli.quiet);
    }
    let file = cli.file;
    let options = window_options();
    let started = eframe::run_native(
        TITLE,
        options,
        Box::new(move |cc| {
            Ok(Box::new(
                App::new(cc, AppPaths::standard())
                    .with_file(file.as_deref())
                    .with_launch_time(launched),
            ))
        }),
    );
    match started {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("kibitzer: the window could not open: {err}");
            ExitCode::FAILURE
        }
    }
}

/// The window's options: its title, size and icon, and the file its preferences are kept
/// in (set aside first, and said so, when the window cannot read it).
fn window_options() -> eframe::NativeOptions {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(TITLE)
        .with_app_id(APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([800.0, 600.0]);
    // A broken icon must not keep the app from starting: the window then has the default one.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(icon);
    }
    let storage = preferences::storage_path();
    if let Some(path) = &storage
        && let Some(aside) = preferences_file::set_aside_if_unusable(path)
    {
        eprintln!(
            "kibitzer: {} is not a file the window can read; it is kept as {}",
            path.display(),
            aside.display()
        );
    }
    eframe::NativeOptions {
        viewport,
        persistence_path: storage,
        ..Default::default()
    }
}
