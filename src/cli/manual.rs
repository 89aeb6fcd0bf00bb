//! The command line's manual pages and shell completions, made from the same definitions as
//! its parser, so that they cannot drift from it: `kibitzer manual [COMMAND]` prints a page,
//! `kibitzer completions SHELL` a shell's completions. The package installs what these
//! print (kept in `packaging/`, and a test fails when they differ).

use super::{Cli, CliError};
use clap::CommandFactory;
use clap_complete::Shell;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, roman};

/// The name the command line is run by.
const NAME: &str = "kibitzer";

/// The shells completions are written for, as the package installs them: (shell, the file's
/// path under `/usr/share`).
pub const COMPLETION_FILES: [(Shell, &str); 3] = [
    (Shell::Bash, "bash-completion/completions/kibitzer"),
    (Shell::Zsh, "zsh/vendor-completions/_kibitzer"),
    (Shell::Fish, "fish/vendor_completions.d/kibitzer.fish"),
];

/// The completions of the command line for `shell`.
pub fn completions(shell: Shell) -> String {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), NAME, &mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// Every manual page: (file name, roff text), `kibitzer.1` first, then one page a command
/// (`kibitzer-solve.1`).
pub fn pages() -> Result<Vec<(String, String)>, CliError> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut out = vec![(format!("{NAME}.1"), main_page(&cmd)?)];
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        let man = Man::new(sub.clone());
        let mut text = render(&man)?;
        insert_before_version(&mut text, &see_also(&[NAME]));
        out.push((man.get_filename(), text));
    }
    Ok(out)
}

/// The page of `command` (the main page when none), as `kibitzer manual` prints it.
pub fn page(command: Option<&str>) -> Result<String, CliError> {
    let wanted = match command {
        Some(name) => format!("{NAME}-{name}.1"),
        None => format!("{NAME}.1"),
    };
    let pages = pages()?;
    let names: Vec<&str> = pages
        .iter()
        .skip(1)
        .filter_map(|(file, _)| file.strip_prefix("kibitzer-")?.strip_suffix(".1"))
        .collect();
    let unknown = || {
        CliError(format!(
            "there is no command {}; the pages are of {}",
            command.unwrap_or_default(),
            names.join(", ")
        ))
    };
    let found = pages.iter().find(|(file, _)| *file == wanted);
    found.map(|(_, text)| text.clone()).ok_or_else(unknown)
}

/// The main page: clap's sections, then the exit status, the environment and the other
/// pages, before the version.
fn main_page(cmd: &clap::Command) -> Result<String, CliError> {
    let mut text = render(&Man::new(cmd.clone()))?;
    let mut roff = Roff::default();
    roff.control("SH", ["EXIT STATUS"]);
    for (code, meaning) in [
        (
            "0",
            "The command did what was asked; or the window was closed.",
        ),
        (
            "1",
            "The window could not open (no display, no graphics driver).",
        ),
        (
            "2",
            "The command line was wrong, or the command failed: a bad position code, an \
             illegal move, an unreadable or damaged file or table. The reason is on stderr, \
             in one line.",
        ),
    ] {
        roff.control("TP", [])
            .text([bold(code)])
            .text([roman(meaning)]);
    }
    roff.control("SH", ["ENVIRONMENT"]);
    roff.control("TP", [])
        .text([bold("KIBITZER_CACHE_DIR")])
        .text([roman(
            "The folder of the Fox and Geese tables where --cache-dir is not given (else the \
         tables folder of the user's cache, ~/.cache/kibitzer/tables on Linux).",
        )]);
    roff.control("TP", [])
        .text([bold("KIBITZER_STARTUP_TIME")])
        .text([roman(
            "When set, the window prints the time from launch to its first frame.",
        )]);
    roff.control("SH", ["PROGRESS"]);
    roff.text([roman(
        "Long work (solve, analyze of large variants, bench) shows a progress bar with the \
         time left on stderr when stderr is a terminal, and a plain line every 15 seconds \
         when it is not. --quiet prints no progress.",
    )]);
    let commands: Vec<String> = cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| format!("{NAME}-{}", s.get_name()))
        .collect();
    let names: Vec<&str> = commands.iter().map(String::as_str).collect();
    insert_before_version(&mut text, &(roff.to_roff() + &see_also(&names)));
    Ok(text)
}

/// A SEE ALSO section naming the pages `names` (section 1).
fn see_also(names: &[&str]) -> String {
    let mut roff = Roff::default();
    roff.control("SH", ["SEE ALSO"]);
    let list: Vec<String> = names.iter().map(|n| format!("{n}(1)")).collect();
    roff.text([roman(list.join(", "))]);
    roff.to_roff()
}

/// The page `man` renders, as text.
fn render(man: &Man) -> Result<String, CliError> {
    let mut out = Vec::new();
    man.render(&mut out)
        .map_err(|e| CliError(format!("the manual page could not be written: {e}")))?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Puts `sections` before the page's VERSION section (at its end when it has none).
fn insert_before_version(page: &mut String, sections: &str) {
    let at = page.find("\n.SH VERSION").map_or(page.len(), |i| i + 1);
    page.insert_str(at, sections);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_a_page_and_the_main_page_names_them() {
        let pages = pages().expect("rendered");
        let main = &pages[0].1;
        for sub in Cli::command().get_subcommands() {
            let file = format!("kibitzer-{}.1", sub.get_name());
            assert!(pages.iter().any(|(f, _)| *f == file), "{file}");
            assert!(
                main.contains(&format!("kibitzer\\-{}(1)", sub.get_name())),
                "{main}"
            );
        }
        for section in ["EXIT STATUS", "ENVIRONMENT", "SEE ALSO", "VERSION"] {
            assert!(
                main.contains(&format!(".SH \"{section}\""))
                    || main.contains(&format!(".SH {section}")),
                "{section}"
            );
        }
        let exit = main.find("EXIT STATUS").expect("exit status");
        assert!(exit < main.find(".SH VERSION").expect("version"));
        assert!(
            page(Some("solve"))
                .expect("a page")
                .contains("\\-\\-sideways")
        );
        let unknown = page(Some("nope")).expect_err("no such page").0;
        assert!(unknown.contains("solve"), "{unknown}");
    }

    #[test]
    fn completions_know_every_command() {
        for (shell, _) in COMPLETION_FILES {
            let text = completions(shell);
            for sub in Cli::command().get_subcommands() {
                assert!(text.contains(sub.get_name()), "{shell}: {}", sub.get_name());
            }
        }
    }
}
