//! `kibitzer bench --game fox-geese --table | --stream | --remoteness N`: the Fox and Geese
//! tables timed, their builds layer by layer and their lookups on positions of random games.

use crate::cli::{BenchArgs, CliError};
use crate::core::Game;
use crate::games::fox_geese::{self, FoxGeese};
use crate::solver::fox_geese::remoteness::Figures as RemotenessFigures;
use crate::solver::fox_geese::slice::Figures as StreamFigures;
use serde_json::{Value as Json, json};
use std::fmt::Write;
use std::time::Instant;

/// Positions reached by random play from the start (a fixed seed, so runs compare), none
/// of them over.
pub(super) fn random_positions(game: &FoxGeese, count: usize) -> Vec<fox_geese::Position> {
    let mut rng = crate::core::Rng::seeded(1);
    let mut next = move |below: usize| rng.below(below);
    let mut out = Vec::new();
    while out.len() < count {
        let plies = 1 + next(60);
        let mut at = game.start();
        for _ in 0..plies {
            let moves = game.legal_moves(&at);
            if moves.is_empty() {
                break;
            }
            at = game.apply(&at, &moves[next(moves.len())]);
        }
        if game.outcome(&at).is_none() {
            out.push(at);
        }
    }
    out
}

/// The most geese the in-memory reference builder is timed for: nine geese take about 4 GB.
const MAX_REMOTENESS_BENCH: usize = 9;

/// The JSON of one goose count of a remoteness build: its positions, wins (geese to move,
/// fox to move), longest remoteness (geese, fox to move) and time.
fn layer_json(
    geese: usize,
    positions: u64,
    wins: (u64, u64),
    longest: (u8, u8),
    seconds: f64,
) -> Json {
    json!({"geese": geese, "positions_per_side": positions,
           "geese_win": wins.0, "fox_wins": wins.1,
           "longest_geese_to_move": longest.0, "longest_fox_to_move": longest.1,
           "seconds": seconds})
}

/// Times the reference remoteness builder up to `--remoteness` geese, layer by layer.
pub(super) fn bench_remoteness(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::remoteness::Remoteness;
    let top = args.remoteness.unwrap_or(MAX_REMOTENESS_BENCH);
    if !(crate::games::fox_geese::MIN_GEESE..=MAX_REMOTENESS_BENCH).contains(&top) {
        return Err(CliError(format!(
            "--remoteness takes 4 to {MAX_REMOTENESS_BENCH} geese (the reference builder holds \
             every position in memory), not {top}"
        )));
    }
    let mut rows = Vec::new();
    let mut clock = Instant::now();
    let started = clock;
    Remoteness::build_with(top, &mut |f| {
        rows.push((f, clock.elapsed().as_secs_f64()));
        clock = Instant::now();
    });
    let total = started.elapsed().as_secs_f64();
    Ok(if args.json {
        remoteness_json(top, &rows, total)
    } else {
        remoteness_text(top, &rows, total)
    })
}

/// `bench --remoteness N --json`: each count's figures and time (`rows`), and the total.
fn remoteness_json(top: usize, rows: &[(RemotenessFigures, f64)], total: f64) -> String {
    let layers: Vec<Json> = rows
        .iter()
        .map(|(f, s)| {
            let mut row = layer_json(
                f.geese,
                f.positions,
                (f.geese_win, f.fox_wins),
                f.longest,
                *s,
            );
            row["entropy_bits"] = json!(f.entropy_bits);
            row["within_set_bits"] = json!(f.within_set_bits);
            row
        })
        .collect();
    json!({"game": "fox-geese", "remoteness_up_to": top, "layers": layers,
           "seconds": total})
    .to_string()
}

/// `bench --remoteness N` as text: each count's figures and time (`rows`), and the total.
fn remoteness_text(top: usize, rows: &[(RemotenessFigures, f64)], total: f64) -> String {
    let mut t = format!(
        "Fox and Geese remoteness, the reference builder (one thread, every position in \
         memory), up to {top} geese: {total:.2} s\n\
         geese  positions per side  geese win  fox wins  longest (geese, fox to move)  \
         bits: plain, within set  seconds\n"
    );
    for (f, s) in rows {
        let _ = writeln!(
            t,
            "{:>5}  {:>18}  {:>9}  {:>8}  {:>28}  {:>23}  {s:>7.2}",
            f.geese,
            f.positions,
            f.geese_win,
            f.fox_wins,
            format!("{}, {}", f.longest.0, f.longest.1),
            format!("{:.2}, {:.2}", f.entropy_bits, f.within_set_bits)
        );
    }
    t.push_str(
        "(positions stored: one of each pair of mirror images; bits: the entropy of the \
         geese to move's remoteness per position, plain and as the difference from its set's \
         smallest)",
    );
    t
}

/// The most geese the streaming builder is timed for in memory.
const MAX_STREAM_BENCH: usize = 13;

/// A store for timing the streaming builder: it keeps the after-capture slices of the last
/// two counts and drops the rest.
#[derive(Default)]
struct Timing {
    after: std::collections::HashMap<(usize, usize), Vec<u8>>,
}

impl crate::solver::fox_geese::stream::Store for Timing {
    type Error = String;

    fn after(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, String> {
        self.after
            .get(&(count, sum))
            .cloned()
            .ok_or_else(|| format!("slice ({count}, {sum}) is missing"))
    }

    fn finish(&mut self, count: usize, sum: usize, _: &[u8], after: &[u8]) -> Result<(), String> {
        self.after.retain(|&(c, _), _| c + 1 >= count);
        self.after.insert((count, sum), after.to_vec());
        Ok(())
    }

    fn finished_plies(&mut self, count: usize, sum: usize) -> Result<Vec<u8>, String> {
        Err(format!("a timing never resumes (slice ({count}, {sum}))"))
    }
}

/// Times the streaming remoteness builder up to `--remoteness` geese, count by count.
pub(super) fn bench_stream(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::stream::{self, Halt};
    let top = args.remoteness.unwrap_or(MAX_STREAM_BENCH);
    if !(crate::games::fox_geese::MIN_GEESE..=MAX_STREAM_BENCH).contains(&top) {
        return Err(CliError(format!(
            "--remoteness --stream takes 4 to {MAX_STREAM_BENCH} geese, not {top}"
        )));
    }
    let progress = crate::solver::progress::Progress::new();
    let mut store = Timing::default();
    let mut rows = Vec::new();
    let started = Instant::now();
    for count in crate::games::fox_geese::MIN_GEESE..=top {
        let clock = Instant::now();
        let f = stream::count(count, &mut store, false, 2, &progress, &|_| ()).map_err(
            |h| match h {
                Halt::Cancelled => CliError("cancelled".into()),
                Halt::Store(e) => CliError(e),
            },
        )?;
        rows.push((f, clock.elapsed().as_secs_f64()));
    }
    let total = started.elapsed().as_secs_f64();
    Ok(if args.json {
        stream_json(top, &rows, total)
    } else {
        stream_text(top, &rows, total)
    })
}

/// How many sets of geese the index stores for `count` geese.
fn stored_sets(count: usize) -> u64 {
    crate::solver::fox_geese::index::index().size(count)
}

/// `bench --remoteness N --stream --json`: each count's figures and time (`rows`), and the
/// total.
fn stream_json(top: usize, rows: &[(StreamFigures, f64)], total: f64) -> String {
    let layers: Vec<Json> = rows
        .iter()
        .map(|(f, s)| {
            let mut row = layer_json(
                f.geese,
                f.positions,
                (f.geese_win, f.fox_wins),
                f.longest,
                *s,
            );
            row["stored_sets"] = json!(stored_sets(f.geese));
            row
        })
        .collect();
    json!({"game": "fox-geese", "stream_up_to": top, "layers": layers,
           "seconds": total})
    .to_string()
}

/// `bench --remoteness N --stream` as text: each count's figures and time (`rows`), and the
/// total.
fn stream_text(top: usize, rows: &[(StreamFigures, f64)], total: f64) -> String {
    let mut t = format!(
        "Fox and Geese remoteness, the streaming builder (two threads, slice by slice), up to \
         {top} geese: {total:.2} s\n\
         geese  positions per side  geese win  fox wins  longest (geese, fox to move)  \
         million sets/s  seconds\n"
    );
    for (f, s) in rows {
        let _ = writeln!(
            t,
            "{:>5}  {:>18}  {:>9}  {:>8}  {:>28}  {:>14.2}  {s:>7.2}",
            f.geese,
            f.positions,
            f.geese_win,
            f.fox_wins,
            format!("{}, {}", f.longest.0, f.longest.1),
            stored_sets(f.geese) as f64 / s.max(1e-9) / 1e6,
        );
    }
    t.push_str("(positions: every position, mirror images counted)");
    t
}

/// Times looking up a position and every move in the exact 13-geese tables that are built
/// (the remoteness table: values with remoteness; the W/L table: who wins), over 10,000
/// positions of random games from the start.
pub(super) fn bench_table(args: &BenchArgs) -> Result<String, CliError> {
    use crate::solver::fox_geese::{remote_table, table};
    let cache =
        table::cache_folder(args.cache_dir.as_deref(), table::CacheUse::Read).map_err(CliError)?;
    let game = FoxGeese::standard();
    let positions = random_positions(&game, 10_000);
    let mut rows = Vec::new();
    let mut files = Vec::new();
    let mut study = None;
    let mut decoding = None;
    let clock = Instant::now();
    match remote_table::open(&cache, 13) {
        Ok(t) => {
            let first_open_ms = clock.elapsed().as_secs_f64() * 1000.0;
            let before = t.decoded();
            let lookups = time_lookups(&game, &positions, &t, "remoteness")?;
            let count = lookups.first.len() + lookups.micros.len();
            decoding = Some(super::decode_bench::decoding(
                &t,
                count,
                before,
                t.decoded(),
            )?);
            rows.push(lookups);
            files = folder_files(t.dir());
            drop(t);
            study = Some(super::study_bench::time_study(
                &cache,
                &game,
                first_open_ms,
            )?);
        }
        Err(table::TableError::Missing { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    match table::open(&cache, 13) {
        Ok(t) => rows.push(time_lookups(&game, &positions, &t, "win-loss")?),
        Err(table::TableError::Missing { .. }) if !rows.is_empty() => {}
        Err(e) => return Err(e.into()),
    }
    if args.json {
        let list: Vec<_> = rows.iter().map(|r| r.json()).collect();
        let on_disk: Vec<_> = files.iter().map(TableFile::json).collect();
        return Ok(
            json!({"game": "fox-geese", "tables": list, "remoteness_files": on_disk,
            "remoteness_bytes": files.iter().map(|f| f.bytes).sum::<u64>(),
            "decoding": decoding.as_ref().map(super::decode_bench::Decoding::json),
            "study": study.as_ref().map(super::study_bench::Study::json)})
            .to_string(),
        );
    }
    let mut text: Vec<String> = rows.iter().map(Lookups::text).collect();
    text.extend(decoding.as_ref().map(super::decode_bench::Decoding::text));
    text.extend(study.as_ref().map(super::study_bench::Study::text));
    if !files.is_empty() {
        text.push(files_text(&files));
    }
    Ok(text.join("\n"))
}

/// A file of the remoteness table's folder: its size, and the positions it holds a byte
/// for before compression (a plies or after-capture file; none for the summary).
struct TableFile {
    name: String,
    bytes: u64,
    positions: Option<u64>,
}

impl TableFile {
    fn json(&self) -> Json {
        json!({"file": self.name, "bytes": self.bytes, "positions": self.positions,
            "bytes_per_position": self.positions.map(|p| self.bytes as f64 / p as f64)})
    }
}

/// The files of the remoteness table's folder `dir` there are, in name order.
fn folder_files(dir: &std::path::Path) -> Vec<TableFile> {
    use crate::solver::fox_geese::build::FIRST_LAYER;
    use crate::solver::fox_geese::remote_table::{
        after_path, plies_path, stored_len, summary_path,
    };
    use crate::solver::fox_geese::table::MAX_GEESE;
    // The plies and after-capture files hold a byte per stored set and empty point.
    let counted = (FIRST_LAYER..=MAX_GEESE)
        .flat_map(|k| [plies_path(dir, k), after_path(dir, k)].map(|p| (p, Some(stored_len(k)))));
    let mut files: Vec<TableFile> = std::iter::once((summary_path(dir), None))
        .chain(counted)
        .filter_map(|(path, positions)| {
            let bytes = std::fs::metadata(&path).ok().filter(|m| m.is_file())?.len();
            Some(TableFile {
                name: path.file_name()?.to_string_lossy().into_owned(),
                bytes,
                positions,
            })
        })
        .collect();
    files.sort_by(|a, b| a.name.cmp(&b.name));
    files
}

/// The files of the remoteness table as a table: bytes, and bytes a position.
fn files_text(files: &[TableFile]) -> String {
    let mut t = format!(
        "{:<16} {:>15} {:>16} {:>10}\n",
        "file", "bytes", "positions", "bytes/pos"
    );
    for f in files {
        let per = f.positions.map_or(String::new(), |p| {
            format!("{:.3}", f.bytes as f64 / p as f64)
        });
        let positions = f.positions.map_or(String::new(), |p| p.to_string());
        let _ = writeln!(
            t,
            "{:<16} {:>15} {:>16} {:>10}",
            f.name, f.bytes, positions, per
        );
    }
    let total: u64 = files.iter().map(|f| f.bytes).sum();
    let _ = write!(t, "{:<16} {:>15}", "in all", total);
    t
}

/// The lookups of one table: each position's value (with remoteness where the table
/// knows it) and every move's.
fn time_lookups(
    game: &FoxGeese,
    positions: &[crate::games::fox_geese::Position],
    probe: &dyn crate::solver::exact::WinTable<FoxGeese>,
    name: &'static str,
) -> Result<Lookups, CliError> {
    let look = |pos: &crate::games::fox_geese::Position| -> Result<bool, CliError> {
        if probe.knows_remoteness() {
            Ok(matches!(
                probe.value(game, pos)?,
                Some(crate::core::Value::Win(_))
            ))
        } else {
            Ok(probe.mover_wins(game, pos)? == Some(true))
        }
    };
    // Two passes: the first decompresses each block and checks it against its
    // checksum as it is first read; the second is what the app sees from then on.
    let mut first = Vec::with_capacity(positions.len());
    let mut micros = Vec::with_capacity(positions.len());
    let mut wins = 0;
    for pass in [&mut first, &mut micros] {
        wins = 0;
        for pos in positions {
            let clock = Instant::now();
            let mover = look(pos)?;
            for (_, child) in game.successors(pos) {
                look(&child)?;
            }
            pass.push(clock.elapsed().as_secs_f64() * 1e6);
            wins += usize::from(mover);
        }
    }
    first.sort_by(f64::total_cmp);
    micros.sort_by(f64::total_cmp);
    Ok(Lookups {
        name,
        wins,
        first,
        micros,
    })
}

/// The times of one table's lookups, sorted.
struct Lookups {
    name: &'static str,
    wins: usize,
    first: Vec<f64>,
    micros: Vec<f64>,
}

impl Lookups {
    fn at(&self, q: f64) -> f64 {
        self.micros[((self.micros.len() - 1) as f64 * q) as usize]
    }

    fn first_median(&self) -> f64 {
        self.first[self.first.len() / 2]
    }

    fn json(&self) -> serde_json::Value {
        json!({"table": self.name, "table_lookups": self.micros.len(), "mover_wins": self.wins,
            "min_us": self.at(0.0), "median_us": self.at(0.5), "p99_us": self.at(0.99),
            "max_us": self.at(1.0), "first_read_median_us": self.first_median()})
    }

    fn text(&self) -> String {
        format!(
            "Fox and Geese {} table, a position and all its moves, {} positions of random \
             games (the mover wins {}): min {:.1} µs, median {:.1} µs, 99% under {:.1} µs, \
             max {:.1} µs (the first read of each, blocks decompressed and checksums checked: \
             median {:.1} µs)",
            self.name,
            self.micros.len(),
            self.wins,
            self.at(0.0),
            self.at(0.5),
            self.at(0.99),
            self.at(1.0),
            self.first_median()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::fox_geese::remote_table::stored_len;

    #[test]
    fn the_folder_files_are_measured_by_the_positions_they_hold() {
        let dir = tempfile::tempdir().expect("temporary folder");
        // A quarter of a byte a position.
        let positions = stored_len(5);
        let plies = (positions / 4) as usize;
        for (name, len) in [
            ("plies-05.kbt", plies),
            ("summary.kbt", 7),
            ("build.lock", 0),
        ] {
            std::fs::write(dir.path().join(name), vec![0u8; len]).expect("written");
        }
        let files = folder_files(dir.path());
        let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            names,
            ["plies-05.kbt", "summary.kbt"],
            "the lock is no file of the table"
        );
        assert_eq!(
            (files[0].bytes, files[0].positions),
            (plies as u64, Some(positions))
        );
        assert_eq!(files[1].positions, None);
        let text = files_text(&files);
        assert!(text.contains(" 0.250\n"), "{text}");
        assert!(text.ends_with(&(plies + 7).to_string()), "{text}");
        let json = files[0].json();
        assert!((json["bytes_per_position"].as_f64().expect("a number") - 0.25).abs() < 1e-3);
    }
}
