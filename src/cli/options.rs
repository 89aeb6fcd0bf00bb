//! The game names and variant options of the command line, derived from the registry: every
//! game's name is a value of the `GAME` argument, and every option a game declares
//! ([`Described::OPTIONS`]) is an option of the commands that take a game. An option of
//! another game is refused with the reason.

use super::CliError;
use crate::core::{Described, OptionSpec, Options};
use crate::games::GameKind;
use clap::builder::PossibleValue;
use clap::{ArgAction, ArgMatches, Args, FromArgMatches, ValueEnum};

impl ValueEnum for GameKind {
    fn value_variants<'a>() -> &'a [Self] {
        GameKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.title()))
    }
}

/// The variant options given on the command line, of whichever games declare them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VariantOptions(pub Options);

/// Every game's options once, in registry order (two games may share an option name).
fn every_option() -> Vec<OptionSpec> {
    let mut all: Vec<OptionSpec> = Vec::new();
    for kind in GameKind::ALL {
        for spec in kind.options() {
            if !all.iter().any(|s| s.long == spec.long) {
                all.push(*spec);
            }
        }
    }
    all
}

impl Args for VariantOptions {
    fn augment_args(mut cmd: clap::Command) -> clap::Command {
        for spec in every_option() {
            let arg = clap::Arg::new(spec.long).long(spec.long).help(spec.help);
            cmd = cmd.arg(match spec.value {
                // A negative number reaches the game, which says what the option takes.
                Some(name) => arg
                    .value_name(name)
                    .action(ArgAction::Set)
                    .allow_negative_numbers(true),
                None => arg.action(ArgAction::SetTrue),
            });
        }
        cmd
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for VariantOptions {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut options = Options::new();
        for spec in every_option() {
            match spec.value {
                Some(_) => {
                    if let Some(value) = matches.get_one::<String>(spec.long) {
                        options.insert(spec.long, value.clone());
                    }
                }
                None => {
                    if matches.get_flag(spec.long) {
                        options.insert(spec.long, "true".to_owned());
                    }
                }
            }
        }
        Ok(VariantOptions(options))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl VariantOptions {
    /// The game `G` with the variant the options name; an option `G` does not declare is
    /// refused, naming the game it belongs to.
    pub fn game<G: Described>(&self) -> Result<G, CliError> {
        for long in self.0.keys() {
            if !G::OPTIONS.iter().any(|s| s.long == *long) {
                let owners: Vec<&str> = GameKind::ALL
                    .iter()
                    .filter(|k| k.options().iter().any(|s| s.long == *long))
                    .map(|k| k.title())
                    .collect();
                return Err(CliError(format!(
                    "--{long} is an option of {}, not of {}",
                    owners.join(" and "),
                    G::TITLE
                )));
            }
        }
        let variant = G::variant_from_options(&self.0)?;
        Ok(G::from_variant(&variant)?)
    }
}
