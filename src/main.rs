//! The `kibitzer` binary: the desktop app, or a command-line tool when given a command.

use clap::{CommandFactory, Parser};
use kibitzer::cli::{Cli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => run(command),
        None => {
            // The desktop app arrives with its own issue; until then, show the commands.
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
    }
}
