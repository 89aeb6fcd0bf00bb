//! Game files: the format of each version, migration, save and load round trips over random
//! games of every variant, atomic saving, autosave after a killed run, recent files and the
//! example games.

use kibitzer::core::Game;
use kibitzer::games::chopsticks::{Chopsticks, Switch, Variant};
use kibitzer::games::fox_geese::{self, FoxGeese};
use kibitzer::games::hare_hounds::{self, HareHounds};
use kibitzer::history::{Glyph, History, Note};
use kibitzer::record::examples::EXAMPLES;
use kibitzer::record::{
    self, CURRENT_FORMAT, GameSettings, LoadedGame, Meta, MoveNote, Names, OLDEST_FORMAT, Player,
    RecentFiles, Record, SeatKind, Strength, Variation, Verdict,
};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn chopsticks(loaded: LoadedGame) -> record::Loaded<Chopsticks> {
    let name = loaded.name();
    loaded
        .into_loaded::<Chopsticks>()
        .unwrap_or_else(|| panic!("not Chopsticks: {name}"))
}

fn hare_hounds(loaded: LoadedGame) -> record::Loaded<HareHounds> {
    let name = loaded.name();
    loaded
        .into_loaded::<HareHounds>()
        .unwrap_or_else(|| panic!("not Hare and Hounds: {name}"))
}

fn fox_geese(loaded: LoadedGame) -> record::Loaded<FoxGeese> {
    let name = loaded.name();
    loaded
        .into_loaded::<FoxGeese>()
        .unwrap_or_else(|| panic!("not Fox and Geese: {name}"))
}

/// The position codes of a loaded game's whole line, the start first.
fn codes(loaded: &record::Loaded<Chopsticks>) -> Vec<String> {
    let h = &loaded.history;
    (0..=h.len())
        .map(|ply| loaded.game.format_state(h.position_at(ply)))
        .collect()
}

/// The record behind `tests/data/format-v2.ron`: three players, names, a computer, a note
/// that needs escaping, more than ten moves (wrapped lines) and a cursor inside the line.
fn golden_v2() -> Record {
    Record {
        app: "0.1.0".to_owned(),
        settings: GameSettings::of::<Chopsticks>(Variant::with(3, &[Switch::Sun])),
        seats: vec![
            Player {
                kind: SeatKind::Human,
                name: Some("Ann".to_owned()),
            },
            Player::computer(Strength::Skill(75)),
            Player {
                kind: SeatKind::Computer(Strength::Random),
                name: Some("Zoé \"the dice\"".to_owned()),
            },
        ],
        start: "444444".to_owned(),
        moves: [
            "A2C", "A2C", "A1C", "A2C", "A2D", "A1C", "B2C", "A2D", "A1D", "B2C", "A2D", "A1D",
        ]
        .into(),
        variations: Vec::new(),
        agreed_draws: Vec::new(),
        notes: Vec::new(),
        meta: Meta {
            date: Some("2025-06-01T12:00:00Z".to_owned()),
            note: Some("Sun rules.\nTwelve plies; the viewer stopped at ply 7.".to_owned()),
            cursor: Some(7),
            line: None,
        },
    }
}

fn names(moves: &[&str]) -> Names {
    moves.iter().collect()
}

/// The record behind `tests/data/format-v3.ron`: the game of format 2 with variations — two
/// from the main line, one inside a variation — and the viewer inside the nested one.
fn golden_v3() -> Record {
    let mut record = golden_v2();
    record.variations = vec![
        Variation {
            of: 0,
            after: 2,
            moves: names(&["A1D", "A2C"]),
        },
        Variation {
            of: 1,
            after: 3,
            moves: names(&["A1C"]),
        },
        Variation {
            of: 0,
            after: 10,
            moves: names(&["A1C"]),
        },
    ];
    record.meta.note = Some("Sun rules, with variations.".to_owned());
    record.meta.cursor = Some(3);
    record.meta.line = Some(2);
    record
}

/// The record behind `tests/data/format-v4.ron`: the game of format 3, its nested
/// variation ending in a draw the players agreed to.
fn golden_v4() -> Record {
    let mut record = golden_v3();
    record.agreed_draws = vec![2];
    record
}

/// The record behind `tests/data/format-v5.ron`: the game of format 4 with notes on moves
/// of the main line and of a variation.
fn golden_v5() -> Record {
    let mut record = golden_v4();
    record.notes = vec![
        MoveNote {
            line: 0,
            ply: 2,
            mark: Some(Glyph::Dubious),
            text: "the other hand was safer".to_owned(),
        },
        MoveNote {
            line: 1,
            ply: 3,
            mark: Some(Glyph::Good),
            text: String::new(),
        },
        MoveNote {
            line: 2,
            ply: 4,
            mark: None,
            text: "a draw here,\nby agreement".to_owned(),
        },
    ];
    record
}

#[test]
fn format_4_is_read_as_a_game_without_notes() {
    let record = record::load(&data("format-v4.ron")).expect("loads");
    assert_eq!(record, golden_v4());
    let text = std::fs::read_to_string(data("format-v4.ron")).expect("data file");
    let later = text.replace(
        "    meta:",
        "    notes: [(line: 0, ply: 1, mark: \"!\")],\n    meta:",
    );
    let err = Record::from_ron_str(&later).expect_err("format 4 has no notes");
    assert_eq!(
        err.to_string(),
        "the `notes` field belongs to format 5 and later, but the record says format 4"
    );
}

#[test]
fn notes_are_on_their_moves_after_loading() {
    let loaded = chopsticks(golden_v5().replay().expect("replays"));
    let h = &loaded.history;
    let noted: Vec<(String, usize, Note)> = h
        .noted()
        .map(|(node, note)| {
            let name = h.move_name(&loaded.game, node).expect("a move");
            (name, h.depth(node), note.clone())
        })
        .collect();
    // The main line's second move; variation 1's first (A1D after 2 moves), variation 2's
    // only move (A1C after 3).
    assert_eq!(
        noted,
        [
            (
                "A2C".to_owned(),
                2,
                Note::new(Some(Glyph::Dubious), "the other hand was safer")
            ),
            ("A1D".to_owned(), 3, Note::new(Some(Glyph::Good), "")),
            (
                "A1C".to_owned(),
                4,
                Note::new(None, "a draw here,\nby agreement")
            ),
        ]
    );
}

#[test]
fn every_format_version_has_a_data_file_that_opens() {
    for version in OLDEST_FORMAT..=CURRENT_FORMAT {
        let path = data(&format!("format-v{version}.ron"));
        let text = std::fs::read_to_string(&path).expect("a data file for each version");
        assert!(text.contains(&format!("format: {version},")), "{path:?}");
        record::open(&path).expect("opens");
    }
}

#[test]
fn the_current_format_is_pinned_by_its_data_file() {
    let path = data(&format!("format-v{CURRENT_FORMAT}.ron"));
    let text = std::fs::read_to_string(&path).expect("data file");
    let record = golden_v5();
    // A change to the written format must come with a new format version and data file.
    assert_eq!(record.to_ron_string().expect("writes"), text);
    assert_eq!(record::load(&path).expect("loads"), record);
    let loaded = chopsticks(record.replay().expect("replays"));
    let h = &loaded.history;
    // The viewer is on the way to the nested variation's end: A2C A2C, then A1D (variation
    // 1), then A1C (variation 2), at its third move.
    assert_eq!((h.cursor(), h.len()), (3, 4));
    assert_eq!(h.move_names(&loaded.game), ["A2C", "A2C", "A1D", "A1C"]);
    assert_eq!(h.variation_count(), 3);
    assert_eq!(
        loaded.summary().moves.len(),
        12,
        "the summary is the main line's"
    );
    assert_eq!(loaded.summary().variations, 3);
    assert_eq!(loaded.to_record(), record);
    // The nested variation ends in the agreed draw: at its end the game is over.
    let mut h = loaded.history.clone();
    assert!(!h.is_over(&loaded.game));
    h.redo();
    assert!(h.is_drawn_by_agreement() && h.is_over(&loaded.game));
    assert_eq!(
        loaded.verdict(),
        Verdict::ToMove { seat: 0 },
        "the main line goes on"
    );
}

#[test]
fn format_3_is_read_as_a_game_without_agreed_draws() {
    let record = record::load(&data("format-v3.ron")).expect("loads");
    assert_eq!(record, golden_v3());
    let text = std::fs::read_to_string(data("format-v3.ron")).expect("data file");
    let later = text.replace("    meta:", "    agreed_draws: [0],\n    meta:");
    let err = Record::from_ron_str(&later).expect_err("format 3 has no agreed draws");
    assert_eq!(
        err.to_string(),
        "the `agreed_draws` field belongs to format 4 and later, but the record says format 3"
    );
}

#[test]
fn an_agreed_draw_is_saved_and_ends_the_game_when_loaded() {
    let game = Chopsticks::new(Variant::standard(2)).expect("valid");
    let mut history = History::new(game.start());
    for name in ["AC", "BC", "BD"] {
        history.play_named(&game, name).expect("legal");
    }
    assert!(history.agree_draw(&game));
    let seats = [Player::human(), Player::human()];
    let record = Record::from_history(&game, &history, &seats);
    assert_eq!(record.agreed_draws, [0]);
    let text = record.to_ron_string().expect("writes");
    assert!(text.contains("\n    agreed_draws: [0],\n"), "{text}");
    let loaded = chopsticks(
        Record::from_ron_str(&text)
            .expect("reads")
            .replay()
            .expect("replays"),
    );
    assert_eq!(loaded.history, history);
    assert!(loaded.history.is_over(&loaded.game));
    assert_eq!(loaded.verdict(), Verdict::Drawn { by_agreement: true });
    assert_eq!(
        loaded.verdict().to_string(),
        "game over, a draw by agreement"
    );
    // Taken back, the game is in play again and the record says so.
    let mut history = loaded.history.clone();
    assert!(history.withdraw_draw());
    let record = Record::from_history(&game, &history, &seats);
    assert!(record.agreed_draws.is_empty());
    assert!(
        !record
            .to_ron_string()
            .expect("writes")
            .contains("agreed_draws")
    );
}

#[test]
fn an_agreed_draw_must_end_a_line_that_goes_on() {
    let good = golden_v4();
    let with = |lines: Vec<usize>| Record {
        agreed_draws: lines,
        notes: Vec::new(),
        ..good.clone()
    };
    let err = with(vec![4]).replay().expect_err("no line 4");
    assert_eq!(
        err.to_string(),
        "the players agreed to a draw at the end of line 4, but the record has only the main \
         line (0) and variations 1 to 3"
    );
    let err = with(vec![2, 2]).replay().expect_err("twice");
    assert_eq!(
        err.to_string(),
        "the players agreed to a draw at the end of line 2, but the game is already over there"
    );
    // A game over by its position: the shortest game of Chopsticks.
    let examples = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/games");
    let shortest = record::load(&examples.join("chopsticks-shortest.ron")).expect("loads");
    let err = Record {
        agreed_draws: vec![0],
        notes: Vec::new(),
        ..shortest
    }
    .replay()
    .expect_err("over already");
    assert_eq!(
        err.to_string(),
        "the players agreed to a draw at the end of line 0, but the game is already over there"
    );
}

#[test]
fn format_2_is_migrated_to_a_game_without_variations() {
    let record = record::load(&data("format-v2.ron")).expect("loads");
    assert_eq!(record, golden_v2());
    let loaded = chopsticks(record.replay().expect("replays"));
    assert_eq!(loaded.history.cursor(), 7);
    assert_eq!(loaded.history.len(), 12);
    assert_eq!(loaded.history.variation_count(), 0);
    assert_eq!(codes(&loaded).last().map(String::as_str), Some("044414"));
    let text = record.to_ron_string().expect("writes");
    assert!(text.contains(&format!("format: {CURRENT_FORMAT},")));
    assert!(!text.contains("variations"), "{text}");
}

#[test]
fn format_1_is_migrated() {
    let record = record::load(&data("format-v1.ron")).expect("loads");
    assert_eq!(
        record,
        Record {
            app: String::new(),
            settings: GameSettings::of::<Chopsticks>(Variant::with(2, &[Switch::Cutoff])),
            seats: vec![Player::human(), Player::human()],
            start: "1111".to_owned(),
            moves: ["AC", "BC", "BD", "BC"].into(),
            variations: Vec::new(),
            agreed_draws: Vec::new(),
            notes: Vec::new(),
            meta: Meta {
                note: Some("Saved by format 1, before seats and metadata.".to_owned()),
                ..Meta::default()
            },
        }
    );
    let loaded = chopsticks(record.replay().expect("replays"));
    assert_eq!(codes(&loaded), ["1111", "1211", "1312", "0113", "2301"]);
    // Saved again, it is a current record of the same game.
    let text = record.to_ron_string().expect("writes");
    assert!(text.contains(&format!("format: {CURRENT_FORMAT},")));
    assert_eq!(Record::from_ron_str(&text).expect("reads"), record);
}

#[test]
fn format_1_refuses_what_format_1_could_not_hold() {
    let v1 = |fields: &str| format!("(format: 1, start: \"1111\", moves: \"\", {fields})");
    let err =
        Record::from_ron_str(&v1("players: 2, variant: \"sun,sunn\"")).expect_err("unknown switch");
    assert_eq!(
        err.to_string(),
        "unknown variant switch 'sunn' (known: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks)"
    );
    let err = Record::from_ron_str(&v1("players: 2, variant: \"\", game: \"chopsticks\""))
        .expect_err("no game field in format 1");
    assert!(err.to_string().contains("`game`"), "{err}");
}

#[test]
fn examples_open_and_cover_every_game() {
    for kind in kibitzer::games::GameKind::ALL {
        let name = kind.name();
        assert!(
            EXAMPLES
                .iter()
                .any(|e| e.record().is_ok_and(|r| r.game_name() == name)),
            "no example for {name}"
        );
    }
    for example in EXAMPLES {
        let on_disk = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/games")
                .join(example.file_name),
        )
        .expect("the file exists");
        assert_eq!(on_disk, example.text);
        let loaded = example.open().expect("opens");
        // Each example is exactly what the app would write for it.
        let record = example.record().expect("reads");
        assert_eq!(loaded.to_record(), record, "{}", example.file_name);
        assert_eq!(
            record.to_ron_string().expect("writes"),
            example.text,
            "{}",
            example.file_name
        );
    }
    let shortest = EXAMPLES
        .iter()
        .find(|e| e.file_name == "chopsticks-shortest.ron")
        .expect("listed");
    let loaded = chopsticks(shortest.open().expect("opens"));
    assert_eq!(
        codes(&loaded),
        ["1111", "1211", "1312", "0113", "1401", "0014"]
    );
    assert_eq!(loaded.verdict(), Verdict::Won { seat: 0 });
}

fn example(file_name: &str) -> LoadedGame {
    EXAMPLES
        .iter()
        .find(|e| e.file_name == file_name)
        .unwrap_or_else(|| panic!("{file_name} is listed"))
        .open()
        .expect("opens")
}

#[test]
fn the_hare_and_hounds_example_is_won_by_the_hounds() {
    let loaded = hare_hounds(example("hare-hounds-hounds-win.ron"));
    assert!(loaded.game.variant().is_standard());
    let h = &loaded.history;
    assert_eq!(h.cursor(), 0);
    assert_eq!(h.len(), 23);
    assert_eq!(
        loaded.game.format_state(h.position_at(h.len())),
        "b5/a4b4c4/hare/0"
    );
    // Seat 0 is the hounds (they move first).
    assert_eq!(loaded.game.to_move(h.start()), 0);
    assert_eq!(loaded.verdict(), Verdict::Won { seat: 0 });
    assert_eq!(loaded.summary().settings, "Hare and Hounds, standard");
}

#[test]
fn the_fox_and_geese_example_has_a_capture_chain() {
    let loaded = fox_geese(example("fox-geese-double-capture.ron"));
    assert_eq!(*loaded.game.variant(), fox_geese::Variant::standard());
    let names = loaded.history.move_names(&loaded.game);
    let chains: Vec<&String> = names
        .iter()
        .filter(|m| m.matches('x').count() >= 2)
        .collect();
    assert_eq!(chains, ["b5xb3xd3"]);
    // Every capture really takes geese: 13 at the start, 8 at the end.
    let h = &loaded.history;
    assert_eq!(h.start().geese.len(), 13);
    assert_eq!(h.position_at(h.len()).geese.len(), 8);
    assert_eq!(loaded.verdict(), Verdict::ToMove { seat: 1 });
    assert_eq!(loaded.summary().settings, "Fox and Geese, 13 geese");
}

/// A random game: a valid variant, up to `plies` moves picked by `picks`, a cursor, seats.
fn random_game(
    players: usize,
    mask: u16,
    picks: &[usize],
    cursor: usize,
) -> Option<(Chopsticks, History<Chopsticks>)> {
    let switches: Vec<Switch> = Switch::ALL
        .into_iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, s)| s)
        .collect();
    let game = Chopsticks::new(Variant::with(players, &switches)).ok()?;
    let history = random_line(&game, picks, cursor);
    Some((game, history))
}

/// A random game of `game` from its start with variations: up to `picks.len()` moves, where
/// about one pick in eight goes back first to an earlier move, so that the moves after it
/// start a variation (or follow one tried before); then a cursor on the line viewed.
fn random_line<G: Game>(game: &G, picks: &[usize], cursor: usize) -> History<G> {
    let mut history = History::new(game.start());
    for &pick in picks {
        if pick % 8 == 0 {
            history.jump(pick / 8 % (history.len() + 1));
        }
        // Now and then the players agree to a draw (where they may).
        if pick % 16 == 1 {
            history.agree_draw(game);
        }
        // Over by its position, by its record (a third repetition with sideways moves), or
        // by agreement.
        if history.is_over(game) {
            continue;
        }
        let moves = game.legal_moves(history.current());
        if moves.is_empty() {
            continue;
        }
        history
            .play(game, &moves[pick % moves.len()])
            .expect("legal");
        // Now and then a note on the move, of every kind a person writes.
        if pick % 5 == 2 {
            let glyph = [None, Some(Glyph::Interesting), Some(Glyph::Blunder)][pick / 5 % 3];
            let text = NOTE_TEXTS[pick / 15 % NOTE_TEXTS.len()];
            history.set_note(history.current_node(), Note::new(glyph, text));
        }
    }
    history.jump(cursor % (history.len() + 1));
    history
}

/// Comments as people write them: quotes, line breaks, other scripts, RON's own signs.
const NOTE_TEXTS: [&str; 5] = [
    "",
    "a \"good\" idea",
    "first line\nsecond line",
    "la main gauche était plus sûre — 左手",
    "), meta: (cursor: 0) // not a field",
];

/// Every point the hare may start on.
const HARE_STARTS: [&str; 8] = ["b2", "a3", "b3", "c3", "a4", "b4", "c4", "b5"];

fn seat_strategy() -> impl Strategy<Value = Player> {
    let kind = prop_oneof![
        Just(SeatKind::Human),
        Just(SeatKind::Computer(Strength::Perfect)),
        Just(SeatKind::Computer(Strength::Random)),
        (0u8..=100).prop_map(|p| SeatKind::Computer(Strength::Skill(p))),
    ];
    (kind, proptest::option::of(".{0,12}")).prop_map(|(kind, name)| Player { kind, name })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Random legal games of every variant: record -> text -> record is the identity, and
    /// replaying gives the same game back.
    #[test]
    fn save_then_load_gives_the_same_game(
        players in 2usize..=6,
        mask in 0u16..(1 << 11),
        picks in proptest::collection::vec(any::<usize>(), 0..60),
        cursor in any::<usize>(),
        seats in proptest::collection::vec(seat_strategy(), 6),
        note in proptest::option::of("\\PC{0,40}"),
    ) {
        let Some((game, history)) = random_game(players, mask, &picks, cursor) else {
            return Ok(()); // a refused combination (Zombies with two players, …)
        };
        let mut record = Record::from_history(&game, &history, &seats[..players]);
        record.meta.note = note;
        let text = record.to_ron_string().expect("writes");
        let back = Record::from_ron_str(&text).expect("reads");
        prop_assert_eq!(&back, &record);
        let loaded = chopsticks(back.replay().expect("replays"));
        prop_assert_eq!(&loaded.history, &history);
        prop_assert_eq!(loaded.to_record(), record);
    }

    /// The same for random Hare and Hounds games from several hare starts.
    #[test]
    fn hare_and_hounds_games_survive_save_and_load(
        hare_start in proptest::sample::select(HARE_STARTS.to_vec()),
        picks in proptest::collection::vec(any::<usize>(), 0..80),
        cursor in any::<usize>(),
        seats in proptest::collection::vec(seat_strategy(), 2),
    ) {
        let variant = hare_hounds::Variant::with_hare_start(hare_start).expect("valid");
        let game = HareHounds::new(variant).expect("valid");
        let history = random_line(&game, &picks, cursor);
        let record = Record::from_history(&game, &history, &seats);
        let text = record.to_ron_string().expect("writes");
        prop_assert!(text.contains(&format!("hare_start: \"{hare_start}\"")), "{}", text);
        let back = Record::from_ron_str(&text).expect("reads");
        prop_assert_eq!(&back, &record);
        let loaded = hare_hounds(back.replay().expect("replays"));
        prop_assert_eq!(&loaded.history, &history);
        prop_assert_eq!(loaded.game.variant(), &variant);
        prop_assert_eq!(loaded.to_record(), record);
    }

    /// The same for random Fox and Geese games with every number of geese, sideways moves
    /// on and off.
    #[test]
    fn fox_and_geese_games_survive_save_and_load(
        geese in proptest::sample::select(fox_geese::GEESE_COUNTS.to_vec()),
        sideways in any::<bool>(),
        picks in proptest::collection::vec(any::<usize>(), 0..80),
        cursor in any::<usize>(),
        seats in proptest::collection::vec(seat_strategy(), 2),
    ) {
        let variant = fox_geese::Variant::new(geese, sideways).expect("valid");
        let game = FoxGeese::new(variant).expect("valid");
        let history = random_line(&game, &picks, cursor);
        let record = Record::from_history(&game, &history, &seats);
        let text = record.to_ron_string().expect("writes");
        prop_assert!(
            text.contains(&format!("settings: (geese: {geese}, sideways: {sideways})")),
            "{}",
            text
        );
        let back = Record::from_ron_str(&text).expect("reads");
        prop_assert_eq!(&back, &record);
        let loaded = fox_geese(back.replay().expect("replays"));
        prop_assert_eq!(&loaded.history, &history);
        prop_assert_eq!(loaded.game.variant(), &variant);
        prop_assert_eq!(loaded.to_record(), record);
    }
}

#[test]
fn saving_is_atomic_and_leaves_no_temporary_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.ron");
    let record = golden_v2();
    record::save_atomic(&path, &record).expect("saves");
    let mut other = record.clone();
    other.meta.note = Some("second save".to_owned());
    record::save_atomic(&path, &other).expect("overwrites");
    assert_eq!(record::load(&path).expect("loads"), other);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .expect("lists")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, ["game.ron"]);
    // Saving onto a folder fails cleanly and leaves the folder alone.
    let err = record::save_atomic(dir.path(), &record).expect_err("a folder");
    assert!(err.to_string().contains("a folder"), "{err}");
    // A path into a missing folder fails and says so.
    let err =
        record::save_atomic(&dir.path().join("missing/game.ron"), &record).expect_err("no folder");
    assert!(err.to_string().contains("does not exist"), "{err}");
}

#[test]
fn recent_files_persist_and_survive_a_broken_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config/recent.ron");
    assert_eq!(RecentFiles::load(&path), RecentFiles::default());
    let mut list = RecentFiles::default();
    list.add(&dir.path().join("a.ron"));
    list.add(&dir.path().join("b.ron"));
    list.save(&path).expect("saves");
    let back = RecentFiles::load(&path);
    assert_eq!(back, list);
    assert_eq!(back.paths()[0], dir.path().join("b.ron"));
    let mut pruned = back.clone();
    std::fs::write(dir.path().join("a.ron"), "").expect("writes");
    pruned.prune_missing();
    assert_eq!(pruned.paths(), [dir.path().join("a.ron")]);
    std::fs::write(&path, b"(paths: [\xFF").expect("writes");
    assert_eq!(RecentFiles::load(&path), RecentFiles::default());
    assert!(RecentFiles::default_path().is_some_and(|p| p.ends_with("recent.ron")));
}

#[test]
fn default_locations_are_named() {
    assert!(record::autosave_path().is_some_and(|p| p.ends_with("autosave.ron")));
    assert!(record::default_folder().is_absolute() || record::default_folder() == Path::new("."));
}

#[test]
fn fingers_other_than_five_are_written_read_back_and_checked() {
    // Four fingers with Cut-off: 1111, AC 1211, AD 1212, then BD puts 2 on 2: four kills
    // the hand (with five it would hold 4: 1412).
    let variant = Variant::with(2, &[Switch::Cutoff]).with_fingers(4);
    let mut record = golden_v2();
    record.settings = GameSettings::of::<Chopsticks>(variant.clone());
    record.seats.truncate(2);
    record.start = "1111".to_owned();
    record.moves = names(&["AC", "AD", "BD"]);
    record.meta.cursor = None;
    let text = record.to_ron_string().expect("writes");
    assert!(text.contains("fingers: 4"), "{text}");
    let back = Record::from_ron_str(&text).expect("reads");
    assert_eq!(back, record);
    let loaded = chopsticks(back.replay().expect("replays"));
    assert_eq!(loaded.game.variant(), &variant);
    assert_eq!(codes(&loaded), ["1111", "1211", "1212", "0112"]);
    // The standard game's files do not mention fingers, as before there were any.
    let standard = golden_v2().to_ron_string().expect("writes");
    assert!(!standard.contains("fingers"), "{standard}");
    // A count the game cannot have is refused with the rules' reason.
    let bad = text.replace("fingers: 4", "fingers: 1");
    let err = Record::from_ron_str(&bad)
        .expect("reads")
        .replay()
        .expect_err("one finger");
    assert!(
        err.to_string()
            .contains("a hand has from 2 to 99 fingers, not 1"),
        "{err}"
    );
}

#[test]
fn hands_per_player_are_written_read_back_and_checked() {
    // Three hands against two: AD puts 1 on the lowest of the other's two hands; AC puts 1
    // on the lowest of the first player's three; CE puts 2 on the other's second hand.
    let variant = Variant::standard(2).with_hands(&[3, 2]);
    let mut record = golden_v2();
    record.settings = GameSettings::of::<Chopsticks>(variant.clone());
    record.seats.truncate(2);
    record.start = "1,1,1/1,1".to_owned();
    record.moves = names(&["AD", "AC", "CE"]);
    record.meta.cursor = None;
    let text = record.to_ron_string().expect("writes");
    assert!(
        text.contains("hands: [3, 2]") || text.contains("hands: [3,2]"),
        "{text}"
    );
    let back = Record::from_ron_str(&text).expect("reads");
    assert_eq!(back, record);
    let loaded = chopsticks(back.replay().expect("replays"));
    assert_eq!(loaded.game.variant(), &variant);
    assert_eq!(
        codes(&loaded),
        ["1,1,1/1,1", "1,2/1,1,1", "1,1,2/1,2", "1,4/1,1,2"]
    );
    // The standard game's files do not mention hands.
    let standard = golden_v2().to_ron_string().expect("writes");
    assert!(!standard.contains("hands:"), "{standard}");
    // Counts the game cannot have are refused with the rules' reason.
    for (bad, why) in [("[5]", "not 5"), ("[3, 2, 1]", "not 3,2,1"), ("[]", "not ")] {
        let text = text
            .replace("hands: [3, 2]", &format!("hands: {bad}"))
            .replace("hands: [3,2]", &format!("hands: {bad}"));
        let err = Record::from_ron_str(&text)
            .expect("reads")
            .replay()
            .expect_err("refused");
        assert!(err.to_string().contains("1 to 4 hands"), "{bad}: {err}");
        assert!(err.to_string().contains(why), "{bad}: {err}");
    }
}
