//! The command line: `kibitzer <command>` for scripts, tests and people checking analyses.
//! With no command the desktop app opens.

mod bench;
mod boards;
mod commands;
pub mod manual;
pub mod meter;
mod options;
mod puzzle;
mod render;
mod replay;
mod review;
mod solve;

pub use options::VariantOptions;

use crate::core::shown;
use crate::games::GameKind;
use clap::{Args, CommandFactory, Parser, Subcommand};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Play and study small solved games.
#[derive(Debug, Parser)]
#[command(
    name = "kibitzer",
    version,
    about,
    long_about = None
)]
pub struct Cli {
    /// What to do; without a command the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A saved game to open in the desktop app.
    #[arg(value_name = "FILE.ron")]
    pub file: Option<PathBuf>,
    /// Print no progress on stderr (no bar on a terminal, no progress lines elsewhere):
    /// only the result on stdout, and errors.
    #[arg(long, short, global = true)]
    pub quiet: bool,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every legal move of a position with the position it leads to.
    Moves(PositionArgs),
    /// Solve and evaluate a position: its value and every move's, best first. Fox and Geese
    /// is searched where its table is not built: a proven result when the search finds one,
    /// else an estimate in the window's units (a goose taken counts 10), each move's line
    /// saying whether it is a result, an estimate or a bound.
    Eval(PositionArgs),
    /// Solve a variant from its start and print the analysis figures.
    Analyze(AnalyzeArgs),
    /// Solve every variant and player count from scratch and print timings and memory.
    Bench(BenchArgs),
    /// Check a saved game move by move; print its final position and how the game stands.
    Replay(ReplayArgs),
    /// Review a saved game: mark every move against the exact values (blunder ??, mistake
    /// ?, good, best, only move !), with the best moves and each player's tally.
    Review(ReviewArgs),
    /// Draw a puzzle from the exact values: a position reachable from the start where the
    /// side to move has one best move (the same puzzle for the same seed).
    Puzzle(PuzzleArgs),
    /// Draw a position's board or table as the window does, into an SVG or PNG file.
    Render(RenderArgs),
    /// Build the exact table of Fox and Geese (of the game with sideways goose steps with
    /// --sideways), with the remoteness of every position (once; a rerun resumes or finds it
    /// built), and print the start's value and remoteness, each first move's, and the
    /// table's figures.
    Solve(SolveArgs),
    /// Print the completions of this command line for a shell (bash, zsh, fish, elvish or
    /// powershell), to source or to install where the shell reads them.
    Completions(CompletionsArgs),
    /// Print the manual page of the command line, or of one command, in roff (read it with
    /// `kibitzer manual | man -l -`).
    Manual(ManualArgs),
}

/// Options of `completions`.
#[derive(Debug, Clone, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}

/// Options of `manual`.
#[derive(Debug, Clone, Args)]
pub struct ManualArgs {
    /// The command whose page to print (`solve`); the main page when left out.
    pub command: Option<String>,
}

/// Which game and variant.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    /// The game.
    pub game: GameKind,
    /// The variant: each game's own options (an option of another game is refused).
    #[command(flatten)]
    pub options: VariantOptions,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A game and a position in it.
#[derive(Debug, Clone, Args)]
pub struct PositionArgs {
    /// Game and variant.
    #[command(flatten)]
    pub game: GameArgs,
    /// The position code; the start position when left out. It may start with `-`
    /// (Negative Chopsticks: `-3,2/1,1`).
    #[arg(long, allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Fox and Geese `eval`: the search's time budget in milliseconds (750 unless given).
    #[arg(long, value_name = "MS", allow_negative_numbers = true, value_parser = time_ms)]
    pub time_ms: Option<u64>,
    /// Fox and Geese `eval`: the folder the exact table lives in (default:
    /// $KIBITZER_CACHE_DIR, else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
}

/// Options of `analyze`.
#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    /// Game and variant.
    #[command(flatten)]
    pub game: GameArgs,
    /// Solve from this position instead of the variant's start (it may start with `-`).
    #[arg(long, allow_hyphen_values = true)]
    pub start: Option<String>,
    /// List at most this many unreachable codes, endings and shortest games.
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = limit)]
    pub limit: Option<usize>,
    /// Fox and Geese: the folder of the remoteness table `analyze` reads (default:
    /// $KIBITZER_CACHE_DIR, else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
}

/// Options of `bench`.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Largest Chopsticks player count to solve, 6 unless given (6 takes the longest).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = max_players)]
    pub max_players: Option<usize>,
    /// Also solve the two-player combinations with the largest hands (minutes).
    #[arg(long)]
    pub all: bool,
    /// Print JSON instead of a table.
    #[arg(long)]
    pub json: bool,
    /// The game to measure: chopsticks (the default), hare-hounds (the complete solve,
    /// best of many runs) or fox-geese (the search from the start and from 100 random
    /// reachable positions).
    #[arg(long)]
    pub game: Option<GameKind>,
    /// Fox and Geese: time looking up a position and all its moves in the exact table
    /// (built by `kibitzer solve fox-geese`) instead of the search, the review of 200 moves
    /// and the drawing of puzzles from the remoteness table opened anew, and list its files
    /// with their bytes a stored position.
    #[arg(long)]
    pub table: bool,
    /// Fox and Geese: time the reference builder of every position's remoteness (without
    /// sideways, in memory) up to this many geese (4 to 9), layer by layer.
    #[arg(long, value_name = "GEESE")]
    pub remoteness: Option<usize>,
    /// With --remoteness: time the streaming builder instead (both threads, slice by slice,
    /// up to 13 geese), which keeps only the slices it needs.
    #[arg(long, requires = "remoteness")]
    pub stream: bool,
    /// With --table: the folder tables live in (default: $KIBITZER_CACHE_DIR, else the
    /// user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
}

/// Options of `replay`.
#[derive(Debug, Clone, Args)]
pub struct ReplayArgs {
    /// The game file (`.ron`).
    pub file: PathBuf,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// Options of `review`.
#[derive(Debug, Clone, Args)]
pub struct ReviewArgs {
    /// The game file (`.ron`).
    pub file: PathBuf,
    /// Review every line of the game, each variation after the line it leaves, instead of
    /// the line viewed alone.
    #[arg(long)]
    pub variations: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Fox and Geese: how long to search each position the remoteness table does not
    /// cover (250 unless given); only the values the search proves are marked.
    #[arg(long, value_name = "MS", allow_negative_numbers = true, value_parser = time_ms)]
    pub time_ms: Option<u64>,
    /// Fox and Geese: the folder of the remoteness table (default: $KIBITZER_CACHE_DIR,
    /// else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
}

/// Options of `puzzle`.
#[derive(Debug, Clone, Args)]
pub struct PuzzleArgs {
    /// Game and variant.
    #[command(flatten)]
    pub game: GameArgs,
    /// How hard: easy (a win within 3 moves), medium (within 9, or the only move that
    /// holds a draw) or hard (a longer win); any level unless given.
    #[arg(long, value_name = "LEVEL", value_parser = puzzle_level)]
    pub level: Option<crate::review::puzzle::Level>,
    /// The seed: the same seed gives the same puzzle (0 unless given).
    #[arg(long, value_name = "N", default_value_t = 0, allow_negative_numbers = true, value_parser = seed)]
    pub seed: u64,
    /// Print the answer too (JSON always has it).
    #[arg(long)]
    pub answer: bool,
    /// Walk from this position instead of the variant's start (it may start with `-`).
    #[arg(long, allow_hyphen_values = true)]
    pub start: Option<String>,
    /// Fox and Geese: the folder of the remoteness table (default: $KIBITZER_CACHE_DIR,
    /// else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
}

/// The value of `--level`.
fn puzzle_level(text: &str) -> Result<crate::review::puzzle::Level, String> {
    use crate::review::puzzle::Level;
    Level::ALL
        .into_iter()
        .find(|l| l.word() == text.trim().to_lowercase())
        .ok_or_else(|| {
            format!(
                "--level must be easy, medium or hard, not '{}'",
                shown(text)
            )
        })
}

/// The value of `--seed`.
fn seed(text: &str) -> Result<u64, String> {
    whole_number(text, "--seed", "a whole number, 0 or more")
}

/// Options of `render`.
#[derive(Debug, Clone, Args)]
pub struct RenderArgs {
    /// The game (or give it with --game).
    pub game: Option<GameKind>,
    /// The game, for those who name it as an option.
    #[arg(long = "game", value_name = "GAME")]
    pub game_named: Option<GameKind>,
    /// The variant: each game's own options (an option of another game is refused).
    #[command(flatten)]
    pub options: VariantOptions,
    /// The position code; the start position when left out (it may start with `-`).
    #[arg(long, allow_hyphen_values = true)]
    pub position: Option<String>,
    /// The file to write: its name ends in .svg or .png.
    #[arg(long, value_name = "FILE")]
    pub out: PathBuf,
    /// The picture's size in pixels, WIDTHxHEIGHT (800x800 unless given).
    #[arg(long, value_name = "WxH", value_parser = picture_size)]
    pub size: Option<(u32, u32)>,
    /// Draw every legal move in the colour of its verdict (after the solve, or the search).
    #[arg(long)]
    pub overlay: bool,
    /// The dark theme instead of the light one.
    #[arg(long)]
    pub dark: bool,
    /// Write the board's coordinates along it.
    #[arg(long)]
    pub coordinates: bool,
    /// Turn the board half round, as the other side sees it.
    #[arg(long)]
    pub flip: bool,
    /// Fox and Geese with --overlay: how long to search the position (2000 unless given).
    #[arg(long, value_name = "MS", allow_negative_numbers = true, value_parser = time_ms)]
    pub time_ms: Option<u64>,
}

/// The value of `--size`: `800x600`.
fn picture_size(text: &str) -> Result<(u32, u32), String> {
    let most = crate::ui::study::picture::MAX_SIDE;
    let bad = || {
        format!("'{text}' is not a size: give WIDTHxHEIGHT in pixels, each 1 to {most}, as 800x600")
    };
    let (w, h) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=most).contains(n))
    };
    Ok((side(w).ok_or_else(bad)?, side(h).ok_or_else(bad)?))
}

/// Options of `solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// The game: fox-geese.
    pub game: GameKind,
    /// The number of geese at the start: 13, 15 or 17; or any count from 4 to 17 for the
    /// tables up to it and their figures (only 13, 15 and 17 have a start).
    #[arg(long, value_name = "N", default_value_t = 13, allow_negative_numbers = true, value_parser = geese)]
    pub geese: u8,
    /// The folder tables live in (default: $KIBITZER_CACHE_DIR, else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Check every block of the table against its checksum before answering.
    #[arg(long)]
    pub verify: bool,
    /// Build the table of who wins only (one bit a position, no remoteness): the table of
    /// earlier versions, smaller and quicker to build.
    #[arg(long, conflicts_with = "sideways")]
    pub win_loss: bool,
    /// The game with sideways goose steps: win, loss or draw with remoteness for every
    /// position, in its own table.
    #[arg(long)]
    pub sideways: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A whole number option's value, or the one line saying what `option` accepts.
fn whole_number<T: std::str::FromStr>(
    text: &str,
    option: &str,
    accepts: &str,
) -> Result<T, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("{option} must be {accepts}, not '{}'", shown(text)))
}

/// The value of `--time-ms`.
fn time_ms(text: &str) -> Result<u64, String> {
    whole_number(
        text,
        "--time-ms",
        "a whole number of milliseconds, 0 or more",
    )
}

/// The value of `--limit`.
fn limit(text: &str) -> Result<usize, String> {
    whole_number(text, "--limit", "a whole number, 0 or more")
}

/// The value of `--max-players` (`bench` solves 2 up to at most 6 players).
fn max_players(text: &str) -> Result<usize, String> {
    whole_number(text, "--max-players", "a whole number from 2 to 6")
}

/// The value of `solve --geese` (`solve` then refuses counts outside 4 to 17).
fn geese(text: &str) -> Result<u8, String> {
    whole_number(
        text,
        "--geese",
        "13, 15 or 17 (or 4 to 17 for the tables alone)",
    )
}

/// What the parser refuses, on stderr, and the exit status: a value an option cannot take
/// in one line naming the option and what it takes (status 2); help, the version and
/// clap's other refusals as clap prints them.
pub fn parse_error(err: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    use std::error::Error as _;
    if err.kind() == ErrorKind::ValueValidation
        && let Some(reason) = err.source()
    {
        eprintln!("kibitzer: {reason}");
        return ExitCode::from(2);
    }
    // Help and the version go to stdout with status 0, the rest to stderr with status 2.
    let _ = err.print();
    ExitCode::from(u8::try_from(err.exit_code()).unwrap_or(2))
}

/// The names of the commands, in the order of `kibitzer --help`.
pub fn command_names() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect()
}

/// The refusal of `kibitzer WORD …` when `WORD`, the first argument, is neither a command
/// nor a game file to open: a file opens when it exists, or when its name looks like one
/// (an extension or a folder in it: the app then says what is wrong with it). `None` for a
/// command, an option (`--help`) or a file.
pub fn unknown_command(file: &Path) -> Option<String> {
    let word = file.to_string_lossy();
    if word.starts_with('-') || word == "help" || command_names().iter().any(|c| *c == word) {
        return None;
    }
    let looks_like_a_file = file.exists()
        || file.extension().is_some()
        || file.components().count() > 1
        || word.contains(['/', std::path::MAIN_SEPARATOR]);
    (!looks_like_a_file).then(|| {
        format!(
            "unknown command `{}`; the commands are: {} (or give a game file to open, such as game.ron)",
            shown(&word),
            command_names().join(", ")
        )
    })
}

/// The side in `seat` as JSON: its name, or the seat number for games with numbered seats.
pub(crate) fn side_json<G: crate::core::Described>(
    game: &G,
    seat: crate::core::Seat,
) -> serde_json::Value {
    game.side_name(seat)
        .map_or_else(|| serde_json::json!(seat), |name| serde_json::json!(name))
}

/// The side in `seat` in words: "the hounds", "seat 1".
pub(crate) fn side_words<G: crate::core::Described>(game: &G, seat: crate::core::Seat) -> String {
    game.side_name(seat)
        .map_or_else(|| format!("seat {seat}"), |name| format!("the {name}"))
}

/// `n` with its noun, singular for one: "1 legal move", "3 legal moves".
pub(crate) fn count(n: impl Into<u128>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A failed command: the message for stderr; the exit status is 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::error::Error> From<E> for CliError {
    fn from(err: E) -> Self {
        CliError(err.to_string())
    }
}

/// Reads the position, or takes the start.
pub(crate) fn position<G: crate::core::Game>(
    game: &G,
    code: Option<&str>,
) -> Result<G::State, CliError> {
    match code {
        Some(code) => Ok(game.parse_state(code)?),
        None => Ok(game.start()),
    }
}

/// Refuses the `bench` options that do not apply to the game measured.
fn refuse_bench_options(args: &BenchArgs) -> Result<(), CliError> {
    let game = args.game.unwrap_or(GameKind::Chopsticks);
    let chopsticks = game == GameKind::Chopsticks;
    let table = game == GameKind::FoxGeese && args.table;
    for (given, option, applies, to) in [
        (
            args.max_players.is_some(),
            "--max-players",
            chopsticks,
            "`bench` of Chopsticks",
        ),
        (args.all, "--all", chopsticks, "`bench` of Chopsticks"),
        (
            args.table,
            "--table",
            game == GameKind::FoxGeese,
            "`bench --game fox-geese`",
        ),
        (
            args.remoteness.is_some(),
            "--remoteness",
            game == GameKind::FoxGeese && !args.table,
            "`bench --game fox-geese` (without --table)",
        ),
        (
            args.cache_dir.is_some(),
            "--cache-dir",
            table,
            "`bench --game fox-geese --table`",
        ),
    ] {
        if given && !applies {
            return Err(CliError(format!(
                "{option} is an option of {to}, not of `bench --game {game}`"
            )));
        }
    }
    Ok(())
}

/// Runs a command and returns the process exit code: 0, or 2 with the message on stderr.
/// Progress goes to stderr unless `quiet`.
pub fn run(command: Command, quiet: bool) -> ExitCode {
    meter::set_quiet(quiet);
    let result = match command {
        Command::Moves(args) => commands::moves(&args),
        Command::Eval(args) => commands::eval(&args),
        Command::Analyze(args) => commands::analyze(&args),
        Command::Bench(args) => refuse_bench_options(&args).and_then(|()| match args.game {
            Some(GameKind::HareHounds | GameKind::FoxGeese) => boards::bench(&args),
            Some(GameKind::Chopsticks) | None => bench::run(&args),
            #[allow(unreachable_patterns)]
            Some(other) => Err(CliError(format!(
                "`bench` measures chopsticks, hare-hounds and fox-geese, not {other}"
            ))),
        }),
        Command::Replay(args) => replay::run(&args),
        Command::Review(args) => review::run(&args),
        Command::Puzzle(args) => puzzle::run(&args),
        Command::Render(args) => render::run(&args),
        Command::Solve(args) => solve::run(&args),
        // Printed as made, but for the line break `run` adds.
        Command::Completions(args) => Ok(manual::completions(args.shell).trim_end().to_owned()),
        Command::Manual(args) => {
            manual::page(args.command.as_deref()).map(|page| page.trim_end().to_owned())
        }
    };
    match result {
        Ok(text) => {
            // A closed pipe (`kibitzer … | head`) is not an error worth a panic.
            let _ = writeln!(std::io::stdout(), "{text}");
            ExitCode::SUCCESS
        }
        Err(CliError(message)) => {
            eprintln!("kibitzer: {message}");
            ExitCode::from(2)
        }
    }
}
