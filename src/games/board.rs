//! Point-and-line boards, shared by Fox and Geese, Hare and Hounds (docs/RULES.md) and Fox
//! and Hounds (the dark squares of a checkerboard).
//!
//! A board is data: its points (named like chess squares, column letter then row number,
//! row 1 at the bottom), the lines joining them, and what follows from those: neighbours,
//! jump lines (two steps straight on along lines) and directions. "Forward" is up a row:
//! the way the geese and the hounds go.
//!
//! Points are numbered bottom row first, left to right, so a set of points fits in the
//! bits of a `u64` ([`PointSet`]) and sorting by number is reading order from the bottom.
//!
//! Drawing coordinates put the board in the unit square with x to the right and y
//! *downwards* (screen order: the top row has y = 0), with equal spacing across and up;
//! a painter maps that square onto its rectangle and adds room for the pieces.

mod code;
mod layouts;
mod points;
mod step;

pub use code::split_code;
pub use layouts::{checkerboard, cross, military};
pub use points::{Point, PointSet, binomial};
pub use step::{Pieces, StepRefusal, parse_step, step_refusal};

use crate::core::Reason;
use std::fmt;

/// Which way a step goes, seen from the side that starts at the bottom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Up a row: straight or diagonally forward.
    Forward,
    /// Along the same row.
    Sideways,
    /// Down a row.
    Backward,
}

/// One point as a painter and a reader need it.
#[derive(Clone, Debug, PartialEq)]
pub struct PointInfo {
    /// Its name, like `d4`.
    pub name: String,
    /// Column, 0 for `a`.
    pub column: u8,
    /// Row, 1 at the bottom.
    pub row: u8,
    /// Drawing position in the unit square: x to the right, y downwards.
    pub xy: [f32; 2],
}

/// A capture line from a point: jump over the neighbour `over` to `to`, straight on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Jump {
    /// The adjacent point jumped over.
    pub over: Point,
    /// The landing point beyond it.
    pub to: Point,
}

/// A board: points, lines and what follows from them.
#[derive(Debug)]
pub struct Board {
    title: &'static str,
    key: &'static str,
    points: Vec<PointInfo>,
    everywhere: PointSet,
    lines: Vec<(Point, Point)>,
    neighbours: Vec<PointSet>,
    ahead: Vec<PointSet>,
    beside: Vec<PointSet>,
    jumps: Vec<Vec<Jump>>,
}

impl Board {
    /// Builds a board named `title` for people and `key` in messages (`cross`, `military`,
    /// `checkerboard`: the messages say how its points are named) from its points (column, row) in numbering order and its lines (pairs
    /// of point numbers). Jump lines are the pairs of lines that continue each other
    /// straight on.
    fn new(
        title: &'static str,
        key: &'static str,
        places: &[(u8, u8)],
        lines: &[(u8, u8)],
    ) -> Board {
        let points = point_infos(places);
        let n = points.len();
        let lines: Vec<(Point, Point)> = lines.iter().map(|&(a, b)| (Point(a), Point(b))).collect();
        let mut neighbours = vec![PointSet::EMPTY; n];
        for &(a, b) in &lines {
            neighbours[a.index()] = neighbours[a.index()].with(b);
            neighbours[b.index()] = neighbours[b.index()].with(a);
        }
        let ahead = neighbours_by_row(&points, &neighbours, |theirs, own| theirs > own);
        let beside = neighbours_by_row(&points, &neighbours, |theirs, own| theirs == own);
        let jumps = jump_lines(places, &neighbours);
        Board {
            title,
            key,
            everywhere: PointSet((1u64 << n) - 1),
            points,
            lines,
            neighbours,
            ahead,
            beside,
            jumps,
        }
    }

    /// The board's name for people.
    pub fn title(&self) -> &'static str {
        self.title
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether the board has no point (never, for the boards here).
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// Every point in numbering order.
    pub fn all(&self) -> impl Iterator<Item = Point> + use<> {
        (0..self.points.len() as u8).map(Point)
    }

    /// Every point as a set.
    pub fn everywhere(&self) -> PointSet {
        self.everywhere
    }

    /// Everything about one point.
    pub fn info(&self, point: Point) -> &PointInfo {
        &self.points[point.index()]
    }

    /// A point's name, like `d4`.
    pub fn name(&self, point: Point) -> &str {
        &self.points[point.index()].name
    }

    /// A point's row, 1 at the bottom.
    pub fn row(&self, point: Point) -> u8 {
        self.points[point.index()].row
    }

    /// A point's drawing position in the unit square (x right, y down).
    pub fn xy(&self, point: Point) -> [f32; 2] {
        self.points[point.index()].xy
    }

    /// The point called `name` (case-insensitive), if the board has it.
    pub fn point(&self, name: &str) -> Option<Point> {
        let name = name.trim().to_ascii_lowercase();
        self.points
            .iter()
            .position(|p| p.name == name)
            .map(|i| Point(i as u8))
    }

    /// Reads a point name, or says which names the board has.
    pub fn parse_point(&self, name: &str) -> Result<Point, Reason> {
        self.point(name).ok_or_else(|| {
            let shown = crate::core::shown(name.trim());
            Reason::new("board-not-a-point")
                .with("name", shown)
                .with("board", self.key)
        })
    }

    /// The lines, each joining two neighbouring points (lower number first).
    pub fn lines(&self) -> &[(Point, Point)] {
        &self.lines
    }

    /// The points joined to `point` by a line.
    pub fn neighbours(&self, point: Point) -> PointSet {
        self.neighbours[point.index()]
    }

    /// The neighbours one row up (straight or diagonally forward).
    pub fn ahead(&self, point: Point) -> PointSet {
        self.ahead[point.index()]
    }

    /// The neighbours on the same row.
    pub fn beside(&self, point: Point) -> PointSet {
        self.beside[point.index()]
    }

    /// The capture lines from `point`: over a neighbour to the point straight beyond it.
    pub fn jumps(&self, point: Point) -> &[Jump] {
        &self.jumps[point.index()]
    }

    /// The jump from `from` landing on `to`, if the two points are two steps apart straight
    /// along lines.
    pub fn jump_between(&self, from: Point, to: Point) -> Option<Jump> {
        self.jumps(from).iter().copied().find(|j| j.to == to)
    }

    /// The direction of a step from `from` to `to`.
    pub fn direction(&self, from: Point, to: Point) -> Direction {
        match self.row(to).cmp(&self.row(from)) {
            std::cmp::Ordering::Greater => Direction::Forward,
            std::cmp::Ordering::Equal => Direction::Sideways,
            std::cmp::Ordering::Less => Direction::Backward,
        }
    }

    /// The names of a set's points, in ascending order, written together (`c1d1e1`).
    pub fn names(&self, set: PointSet) -> String {
        set.iter().map(|p| self.name(p)).collect()
    }

    /// Reads point names written together or separated by commas or spaces (`a2b1`,
    /// `a2,b1`), saying which name is wrong or repeated.
    pub fn parse_points(&self, text: &str) -> Result<Vec<Point>, Reason> {
        let mut points = Vec::new();
        let mut rest = text.trim();
        while !rest.is_empty() {
            rest = rest.trim_start_matches([',', ' ']);
            let letters = rest.chars().take_while(|c| c.is_ascii_alphabetic()).count();
            let digits = rest[letters..]
                .chars()
                .take_while(char::is_ascii_digit)
                .count();
            let (name, tail) = rest.split_at(letters + digits);
            if letters != 1 || digits == 0 {
                let shown: String = rest.chars().take(letters.max(1) + digits).collect();
                let shown = crate::core::shown(&shown);
                return Err(Reason::new("board-not-a-name").with("name", shown));
            }
            let point = self.parse_point(name)?;
            if points.contains(&point) {
                let name = self.name(point);
                return Err(Reason::new("board-twice").with("point", name));
            }
            points.push(point);
            rest = tail.trim_start_matches([',', ' ']);
        }
        Ok(points)
    }
}

/// The points at `places` (column, row), named and placed in the unit square with equal
/// spacing across and up.
fn point_infos(places: &[(u8, u8)]) -> Vec<PointInfo> {
    let columns = places.iter().map(|p| p.0).max().unwrap_or(0) + 1;
    let rows = places.iter().map(|p| p.1).max().unwrap_or(1);
    let spacing = 1.0 / f32::from((columns - 1).max(rows - 1).max(1));
    // Centre the narrower dimension in the unit square.
    let x0 = (1.0 - spacing * f32::from(columns - 1)) / 2.0;
    let y0 = (1.0 - spacing * f32::from(rows - 1)) / 2.0;
    places
        .iter()
        .map(|&(column, row)| PointInfo {
            name: format!("{}{row}", char::from(b'a' + column)),
            column,
            row,
            xy: [
                x0 + spacing * f32::from(column),
                y0 + spacing * f32::from(rows - row),
            ],
        })
        .collect()
}

/// Each point's neighbours whose row passes `keep(their row, its own row)`.
fn neighbours_by_row(
    points: &[PointInfo],
    neighbours: &[PointSet],
    keep: impl Fn(u8, u8) -> bool,
) -> Vec<PointSet> {
    let row_of = |p: Point| points[p.index()].row;
    (0..points.len())
        .map(|i| {
            neighbours[i]
                .iter()
                .filter(|&q| keep(row_of(q), points[i].row))
                .collect()
        })
        .collect()
}

/// Each point's jump lines: over a neighbour to the point straight on beyond it, when a line
/// joins them.
fn jump_lines(places: &[(u8, u8)], neighbours: &[PointSet]) -> Vec<Vec<Jump>> {
    let at = |column: i16, row: i16| {
        places
            .iter()
            .position(|&(c, r)| i16::from(c) == column && i16::from(r) == row)
            .map(|i| Point(i as u8))
    };
    (0..places.len())
        .map(|i| {
            let (c, r) = (i16::from(places[i].0), i16::from(places[i].1));
            neighbours[i]
                .iter()
                .filter_map(|over| {
                    let (oc, or) = (
                        i16::from(places[over.index()].0),
                        i16::from(places[over.index()].1),
                    );
                    let to = at(2 * oc - c, 2 * or - r)?;
                    neighbours[over.index()]
                        .contains(to)
                        .then_some(Jump { over, to })
                })
                .collect()
        })
        .collect()
}

/// A move as written, before any rule is applied: `b1-b2` or `d4xd6xf6`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// A step from one point to the next.
    Step(Point, Point),
    /// A capture chain: the start and every landing point.
    Chain(Vec<Point>),
}

/// Points written by name in saved files (`b5`), so that files stay readable and do not
/// depend on the numbering; for `#[serde(with = …)]` modules of the games' settings.
impl Board {
    /// Writes `point` by its name (`?` for a number off the board).
    pub fn serialize_point<S: serde::Serializer>(
        &self,
        point: Point,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        let name = if point.index() < self.len() {
            self.name(point)
        } else {
            "?"
        };
        serializer.serialize_str(name)
    }

    /// Reads a point by its name, refusing a name that is not a point of this board.
    pub fn deserialize_point<'de, D: serde::Deserializer<'de>>(
        &self,
        deserializer: D,
    ) -> Result<Point, D::Error> {
        use serde::Deserialize as _;
        let name = String::deserialize(deserializer)?;
        self.parse_point(&name).map_err(serde::de::Error::custom)
    }
}

impl Board {
    /// Reads move text in the notation of both games: a step `b1-b2`, a capture chain
    /// `d4xd6xf6` (the start, then each landing point). Says what is wrong otherwise.
    pub fn parse_written(&self, text: &str) -> Result<Written, Reason> {
        let t = text.trim();
        let steps: Vec<&str> = t.split('-').collect();
        let jumps: Vec<&str> = t.split(['x', 'X']).collect();
        let point = |name: &str| self.parse_point(name);
        match (steps.len(), jumps.len()) {
            (2, 1) => Ok(Written::Step(point(steps[0])?, point(steps[1])?)),
            (1, n) if n >= 2 => Ok(Written::Chain(
                jumps.into_iter().map(point).collect::<Result<_, _>>()?,
            )),
            _ => Err(Reason::new("board-notation")),
        }
    }

    /// Writes a step `b1-b2`.
    pub fn step_name(&self, from: Point, to: Point) -> String {
        format!("{}-{}", self.name(from), self.name(to))
    }

    /// Writes a capture chain `d4xd6xf6` from its start and landing points.
    pub fn chain_name(&self, path: &[Point]) -> String {
        path.iter()
            .map(|&p| self.name(p))
            .collect::<Vec<_>>()
            .join("x")
    }
}

/// Boards are built once each; two are the same board when they have the same title.
impl PartialEq for Board {
    fn eq(&self, other: &Self) -> bool {
        self.title == other.title
    }
}

impl Eq for Board {}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title)
    }
}
