//! The command line: `kibitzer <command>` for scripts, tests and people checking analyses.
//! With no command the desktop app opens.

mod bench;
mod boards;
mod commands;
mod replay;
mod solve;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::fmt;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// Play and study small solved games.
#[derive(Debug, Parser)]
#[command(
    name = "kibitzer",
    version,
    about,
    long_about = None,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do; without a command the desktop app opens.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// A saved game to open in the desktop app.
    #[arg(value_name = "FILE.ron")]
    pub file: Option<PathBuf>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every legal move of a position with the position it leads to.
    Moves(PositionArgs),
    /// Solve and evaluate a position: its value and every move's, best first.
    Eval(PositionArgs),
    /// Solve a variant from its start and print the analysis figures.
    Analyze(AnalyzeArgs),
    /// Solve every variant and player count from scratch and print timings and memory.
    Bench(BenchArgs),
    /// Check a saved game move by move; print its final position and how the game stands.
    Replay(ReplayArgs),
    /// Build the exact table of Fox and Geese without sideways moves (once; a rerun
    /// resumes or finds it built) and print who wins from the start and after each first
    /// move, with the table's figures.
    Solve(SolveArgs),
}

/// A game the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GameName {
    /// Chopsticks, the finger game.
    Chopsticks,
    /// Hare and Hounds, the French military game on 11 points.
    HareHounds,
    /// Fox and Geese on the 33-point cross.
    FoxGeese,
}

impl fmt::Display for GameName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameName::Chopsticks => f.write_str("chopsticks"),
            GameName::HareHounds => f.write_str("hare-hounds"),
            GameName::FoxGeese => f.write_str("fox-geese"),
        }
    }
}

/// Which game and variant.
#[derive(Debug, Clone, Args)]
pub struct GameArgs {
    /// The game.
    pub game: GameName,
    /// Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide,
    /// meta, stumps, negative, tens, zombies; `standard` for none.
    #[arg(long, default_value = "standard")]
    pub variant: String,
    /// Number of players (Chopsticks: 2 to 6).
    #[arg(long, default_value_t = 2)]
    pub players: usize,
    /// Hare and Hounds: the hare's starting point (b5 unless given; any point the hounds
    /// do not start on).
    #[arg(long, value_name = "POINT")]
    pub hare_start: Option<String>,
    /// Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given).
    #[arg(long)]
    pub geese: Option<u8>,
    /// Fox and Geese: geese may also step sideways.
    #[arg(long)]
    pub sideways: bool,
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
    /// The position code; the start position when left out.
    #[arg(long)]
    pub position: Option<String>,
    /// Fox and Geese `eval`: the search's time budget in milliseconds (750 unless given).
    #[arg(long, value_name = "MS")]
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
    /// Solve from this position instead of the variant's start.
    #[arg(long)]
    pub start: Option<String>,
    /// List at most this many unreachable codes, endings and shortest games.
    #[arg(long)]
    pub limit: Option<usize>,
}

/// Options of `bench`.
#[derive(Debug, Clone, Args)]
pub struct BenchArgs {
    /// Largest Chopsticks player count to solve, 6 unless given (6 takes the longest).
    #[arg(long)]
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
    pub game: Option<GameName>,
    /// Fox and Geese: time looking up a position and all its moves in the exact table
    /// (built by `kibitzer solve fox-geese`) instead of the search.
    #[arg(long)]
    pub table: bool,
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

/// Options of `solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// The game: fox-geese.
    pub game: GameName,
    /// The number of geese at the start: 13, 15 or 17.
    #[arg(long, default_value_t = 13)]
    pub geese: u8,
    /// The folder tables live in (default: $KIBITZER_CACHE_DIR, else the user's cache).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Check every block of the table against its checksum before answering.
    #[arg(long)]
    pub verify: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A failed command: the message for stderr; the exit status is 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::error::Error> From<E> for CliError {
    fn from(err: E) -> Self {
        CliError(err.to_string())
    }
}

/// Refuses the `bench` options that do not apply to the game measured.
fn refuse_bench_options(args: &BenchArgs) -> Result<(), CliError> {
    let game = args.game.unwrap_or(GameName::Chopsticks);
    let chopsticks = game == GameName::Chopsticks;
    let table = game == GameName::FoxGeese && args.table;
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
            game == GameName::FoxGeese,
            "`bench --game fox-geese`",
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
pub fn run(command: Command) -> ExitCode {
    let result = match command {
        Command::Moves(args) => commands::moves(&args),
        Command::Eval(args) => commands::eval(&args),
        Command::Analyze(args) => commands::analyze(&args),
        Command::Bench(args) => refuse_bench_options(&args).and_then(|()| match args.game {
            Some(GameName::HareHounds | GameName::FoxGeese) => boards::bench(&args),
            Some(GameName::Chopsticks) | None => bench::run(&args),
        }),
        Command::Replay(args) => replay::run(&args),
        Command::Solve(args) => solve::run(&args),
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
