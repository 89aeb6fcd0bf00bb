use super::searched;
use crate::cli::{Cli, Command};
use crate::games::fox_hounds::FoxHounds;
use clap::Parser;

/// The arguments of a command line `kibitzer eval …` or `kibitzer analyze …`.
fn command(line: &[&str]) -> Command {
    let cli = Cli::try_parse_from(std::iter::once("kibitzer").chain(line.iter().copied()))
        .expect("a valid command line");
    cli.command.expect("a command")
}

#[test]
fn a_searched_game_other_than_fox_and_geese_is_searched_as_itself() {
    // Fox and Hounds is solved in the registry, but it can be searched too: through the
    // searched games' commands it must be evaluated as Fox and Hounds, never read as Fox
    // and Geese, so that a second searched game needs nothing of the command line.
    let Command::Eval(args) = command(&["eval", "fox-hounds", "--time-ms", "50", "--json"]) else {
        panic!("eval");
    };
    let out: serde_json::Value =
        serde_json::from_str(&searched::eval::<FoxHounds>(&args).expect("searched")).expect("JSON");
    let game = args
        .game
        .options
        .game::<FoxHounds>()
        .expect("the standard game");
    let start = crate::core::Game::start(&game);
    assert_eq!(
        out["position"],
        crate::core::Game::format_state(&game, &start)
    );
    let mover = crate::core::Game::to_move(&game, &start);
    let side = crate::core::Described::side_name(&game, mover).expect("named sides");
    assert_eq!(out["to_move"], side);
    assert!(out["verdict"].is_string() && out["nodes"].as_u64() > Some(0));
    let Command::Analyze(args) = command(&["analyze", "fox-hounds"]) else {
        panic!("analyze");
    };
    let refused = searched::analyze::<FoxHounds>(&args).expect_err("not from its start");
    assert_eq!(
        refused.0,
        "Fox and Hounds is too large to solve from its start here; use `kibitzer eval \
         fox-hounds` for a search"
    );
}
