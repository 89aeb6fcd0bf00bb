//! The value chart's line as it is drawn: the known values of the line, the largest
//! remoteness among them (the chart's edge), and the points the line is drawn through, at
//! most [`MOST_POINTS`] of them however long the game, worked out once for each state of the
//! session.

use crate::core::Value;
use crate::ui::games::game_ui::GameUi;
use crate::ui::session::Session;

/// The height of a value on the chart, given the largest remoteness shown.
pub fn height(value: Value, top: u32) -> f64 {
    match value {
        Value::Win(r) => f64::from(top + 1 - r.min(top)),
        Value::Loss(r) => -f64::from(top + 1 - r.min(top)),
        Value::Draw => 0.0,
    }
}

/// The largest remoteness among the known values of the line (at least 1): the height of
/// the chart's edge.
pub(super) fn top_of(known: &[(usize, &[Value])]) -> u32 {
    known
        .iter()
        .flat_map(|(_, v)| v.iter().filter_map(|x| x.remoteness()))
        .max()
        .unwrap_or(1)
        .max(1)
}

/// The most points a line of the chart is drawn through: a longer game's line is drawn
/// through the points where its values change (and its ends, the cursor and the reviewed
/// marks), then every so many of those, so that a frame costs the same whatever the
/// game's length.
pub const MOST_POINTS: usize = 2_000;

/// The plies of `known` (in order) the chart draws: every one when there are few; else the
/// ends, `cursor`, the plies of `marked`, and those where a value changes, thinned evenly
/// to about [`MOST_POINTS`].
pub fn sampled(known: &[(usize, &[Value])], cursor: usize, marked: &[usize]) -> Vec<usize> {
    if known.len() <= MOST_POINTS {
        return (0..known.len()).collect();
    }
    let last = known.len() - 1;
    let changes: Vec<usize> = (0..known.len())
        .filter(|&i| {
            i == 0
                || i == last
                || known[i - 1].1 != known[i].1
                || known.get(i + 1).is_some_and(|next| next.1 != known[i].1)
        })
        .collect();
    let step = changes.len().div_ceil(MOST_POINTS).max(1);
    let mut keep: Vec<usize> = changes
        .iter()
        .enumerate()
        .filter(|(k, _)| k % step == 0)
        .map(|(_, &i)| i)
        .collect();
    keep.push(last);
    for ply in std::iter::once(cursor).chain(marked.iter().copied()) {
        if let Ok(i) = known.binary_search_by_key(&ply, |(p, _)| *p) {
            keep.push(i);
        }
    }
    keep.sort_unstable();
    keep.dedup();
    keep
}

/// The points a chart's line is drawn through: each ply with every seat's value there.
type LinePoints = std::sync::Arc<Vec<(usize, Vec<Value>)>>;

/// The chart's line: the largest remoteness of the whole line (its edge) and the points
/// drawn (see [`sampled`]), computed once for each state of the session and kept in the
/// window's memory.
pub(super) fn series<G: GameUi>(ui: &egui::Ui, s: &Session<G>) -> (u32, LinePoints) {
    super::per_revision(ui, "kibitzer_chart_series", s.revision(), || line_series(s))
}

/// [`series`], worked out from the whole line.
fn line_series<G: GameUi>(s: &Session<G>) -> (u32, LinePoints) {
    let known = known_values(s);
    let top = top_of(&known);
    let marked: Vec<usize> = s
        .review()
        .map(|r| r.flagged().map(|m| m.ply).collect())
        .unwrap_or_default();
    let points: Vec<(usize, Vec<Value>)> = sampled(&known, s.history().cursor(), &marked)
        .into_iter()
        .map(|i| (known[i].0, known[i].1.to_vec()))
        .collect();
    (top, std::sync::Arc::new(points))
}

/// The solved values of the line, move by move.
pub(super) fn known_values<G: GameUi>(s: &Session<G>) -> Vec<(usize, &[Value])> {
    (0..=s.history().len())
        .filter_map(|ply| s.values_at(ply).map(|v| (ply, v)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each ply's values, numbered from 0, as the chart is given them.
    fn numbered(values: &[[Value; 2]]) -> Vec<(usize, &[Value])> {
        values
            .iter()
            .enumerate()
            .map(|(p, v)| (p, v.as_slice()))
            .collect()
    }

    #[test]
    fn a_long_line_is_drawn_through_its_changes_ends_cursor_and_marks() {
        let draw = [Value::Draw, Value::Draw];
        let win = [Value::Win(3), Value::Loss(3)];
        // A long drawn line with a short won stretch in it.
        let values: Vec<[Value; 2]> = (0..100_000)
            .map(|p| {
                if (50_000..50_004).contains(&p) {
                    win
                } else {
                    draw
                }
            })
            .collect();
        let known = numbered(&values);
        let kept = sampled(&known, 70_000, &[12_345]);
        let plies: Vec<usize> = kept.iter().map(|&i| known[i].0).collect();
        assert!(plies.len() <= 12, "{plies:?}");
        for ply in [0, 99_999, 70_000, 12_345, 49_999, 50_000, 50_003, 50_004] {
            assert!(plies.contains(&ply), "{ply} not drawn: {plies:?}");
        }
        assert!(plies.windows(2).all(|w| w[0] < w[1]));
        // A line that changes at every ply is thinned to about the limit.
        let changing: Vec<[Value; 2]> = (0..100_000u32)
            .map(|p| [Value::Win(p % 7 + 1), Value::Loss(p % 7 + 1)])
            .collect();
        let known = numbered(&changing);
        let kept = sampled(&known, 5, &[]);
        assert!(kept.len() <= MOST_POINTS + 3, "{}", kept.len());
        assert!(kept.len() >= MOST_POINTS / 2, "{}", kept.len());
        // A short line is drawn whole.
        let kept = sampled(&known[..100], 5, &[]);
        assert_eq!(kept, (0..100).collect::<Vec<_>>());
    }
}
