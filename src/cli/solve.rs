//! `kibitzer solve fox-geese`: builds the exact table of Fox and Geese without sideways
//! moves (or finds it built) and prints the start's value and remoteness, every first
//! move's, and the table's figures; with `--win-loss`, the table of who wins only.

mod report;

use super::meter::{Meter, Mode};
use super::{CliError, SolveArgs};
use crate::games::GameKind;
use crate::games::fox_geese::{FoxGeese, Variant};
use crate::solver::Progress;
use crate::solver::fox_geese::build::FIRST_LAYER;
use crate::solver::fox_geese::remote_build;
use crate::solver::fox_geese::remote_table::{self, Rules};
use crate::solver::fox_geese::table::{self, BuildEvent, CacheUse, MAX_GEESE, Summary, TableError};
use report::{
    duration, remoteness_json, remoteness_report, report, report_json, start_values, start_verdicts,
};
use std::path::Path;

/// Runs the command.
pub fn run(args: &SolveArgs) -> Result<String, CliError> {
    if args.game != GameKind::FoxGeese {
        return Err(CliError(format!(
            "`solve` builds the Fox and Geese table; {} is solved at once by `kibitzer analyze {}`",
            args.game, args.game
        )));
    }
    let geese = usize::from(args.geese);
    // 13, 15 and 17 geese have a start; a smaller count (or 14, 16) is the tables up to it.
    let game = match Variant::new(args.geese, args.sideways) {
        Ok(variant) => Some(FoxGeese::new(variant)?),
        Err(_) if (FIRST_LAYER..=MAX_GEESE).contains(&geese) => None,
        Err(err) => {
            return Err(CliError(format!(
                "{err}; `solve` also builds the tables alone, up to any count from \
                 {FIRST_LAYER} to {MAX_GEESE} geese"
            )));
        }
    };
    let cache =
        table::cache_folder(args.cache_dir.as_deref(), CacheUse::Build).map_err(CliError)?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    if !args.win_loss {
        return run_remoteness(args, game.as_ref(), &cache, threads);
    }
    let mut summary = build_with_progress(&cache, geese, threads, table::build)?;
    keep_layers_up_to(&mut summary, geese);
    if args.verify {
        verify_with_progress(&mut |p| table::verify(&cache, geese, p))?;
    }
    let probe = table::open(&cache, geese).map_err(|e| CliError(e.to_string()))?;
    let start = game.map(|game| start_verdicts(&game, &probe)).transpose()?;
    if args.json {
        return Ok(report_json(
            args.geese,
            start.as_ref(),
            &summary,
            &table::table_dir(&cache),
        ));
    }
    Ok(report(
        args.geese,
        start.as_ref(),
        &summary,
        &table::table_dir(&cache),
    ))
}

/// `solve` with remoteness: builds the remoteness table and reports from it.
fn run_remoteness(
    args: &SolveArgs,
    game: Option<&FoxGeese>,
    cache: &Path,
    threads: usize,
) -> Result<String, CliError> {
    let geese = usize::from(args.geese);
    let rules = Rules::of(args.sideways);
    let builder: Builder = if args.sideways {
        remote_build::build_sideways
    } else {
        remote_build::build
    };
    let mut summary = build_with_progress(cache, geese, threads, builder)?;
    keep_layers_up_to(&mut summary, geese);
    let table =
        remote_table::open_with(cache, geese, rules).map_err(|e| CliError(e.to_string()))?;
    if args.verify {
        verify_with_progress(&mut |p| table.verify(p))?;
    }
    let start = game.map(|game| start_values(game, &table)).transpose()?;
    let dir = remote_table::rules_dir(cache, rules);
    if args.json {
        return Ok(remoteness_json(
            args.geese,
            rules,
            start.as_ref(),
            &summary,
            &dir,
        ));
    }
    Ok(remoteness_report(
        args.geese,
        rules,
        start.as_ref(),
        &summary,
        &dir,
    ))
}

/// Drops the layers above `geese` from `summary`: a larger table may be there already, and
/// the report is about the layers this goose count needs.
fn keep_layers_up_to(summary: &mut Summary, geese: usize) {
    summary.layers.retain(|l| l.geese <= geese);
    if let Some(peak) = summary
        .layers
        .iter()
        .map(|l| l.peak_memory)
        .max()
        .filter(|&p| p > 0)
    {
        summary.peak_memory = peak;
    }
}

/// What a check reports as it goes: (bytes done, bytes in all).
type Checked<'a> = dyn FnMut(u64, u64) + 'a;

/// Checks every block of the table against its checksum with `verify`, with its progress
/// on stderr (a bar on a terminal, a line every 10 % elsewhere).
fn verify_with_progress(
    verify: &mut dyn FnMut(&mut Checked<'_>) -> Result<(), TableError>,
) -> Result<(), CliError> {
    let meter = Meter::stderr();
    let progress = Progress::new();
    let mut shown = 0;
    meter
        .watch("Checking the table", &progress, || {
            verify(&mut |done, total| {
                progress.set(usize::try_from(done).unwrap_or(usize::MAX), total as usize);
                let percent = done * 100 / total.max(1);
                if meter.mode() == Mode::Lines && percent >= shown + 10 {
                    shown = percent;
                    meter.say(&format!("  checked {percent}% of the table"));
                }
            })
        })
        .map_err(|e| CliError(e.to_string()))?;
    meter.say("Every block of the table matches its checksum");
    Ok(())
}

/// A table's build: [`table::build`] or [`remote_build::build`].
type Builder =
    fn(&Path, usize, usize, &Progress, &mut dyn FnMut(BuildEvent)) -> Result<Summary, TableError>;

/// Builds the table, saying each layer on stderr, with the build's progress: a bar with the
/// time left on a terminal, a line every 15 seconds elsewhere.
fn build_with_progress(
    cache: &Path,
    geese: usize,
    threads: usize,
    builder: Builder,
) -> Result<Summary, CliError> {
    let meter = Meter::stderr();
    let progress = Progress::new();
    let result = meter.watch("Building the table", &progress, || {
        builder(cache, geese, threads, &progress, &mut |event| match event {
            BuildEvent::Resumed { from } => {
                meter.say(&format!(
                    "Resuming: layers up to {from} geese are already built"
                ));
            }
            BuildEvent::Repairing { reason } => meter.say(&format!(
                "Repairing: {reason}; it is built again, and the sound files are kept"
            )),
            BuildEvent::Converting { geese } => meter.say(&format!(
                "Converting: the layer of {geese} geese, written by an earlier version, to \
                 the smaller layout (nothing is solved again)"
            )),
            BuildEvent::Preparing { geese } => meter.say(&format!(
                "Preparing to grow: the captures of {geese} geese, worked out again from its file"
            )),
            BuildEvent::LayerStarted {
                geese,
                seconds_left,
            } => match seconds_left {
                Some(s) => meter.say(&format!("Layer {geese} geese (about {} left)", duration(s))),
                None => meter.say(&format!("Layer {geese} geese")),
            },
            BuildEvent::LayerDone(l) => meter.say(&format!(
                "  {} geese done in {:.1} s: {} sets stored",
                l.geese, l.seconds, l.stored_sets
            )),
            BuildEvent::ResumedInside {
                geese,
                done,
                slices,
            } => meter.say(&format!(
                "Resuming the layer of {geese} geese after {done} of its {slices} slices, \
                 kept by the stopped build"
            )),
            // Each slice is saved as it is finished; the bar shows the work done.
            BuildEvent::SliceSaved { .. } => {}
        })
    });
    result.map_err(|e| match e {
        TableError::Cancelled => CliError("the build was cancelled".into()),
        e => CliError(e.to_string()),
    })
}
