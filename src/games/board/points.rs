//! Points and sets of points: a point is its number in the board's list, a set of points the
//! bits of a `u64`, ranked among the sets of its size by the combinatorial number system.

/// A point of a board: its number in the board's list (bottom row first, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub u8);

impl Point {
    /// The point's number, as an index into per-point tables.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// A set of points of one board, one bit per point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PointSet(pub u64);

impl PointSet {
    /// No point.
    pub const EMPTY: PointSet = PointSet(0);

    /// The set holding only `point`.
    pub fn single(point: Point) -> PointSet {
        PointSet(1 << point.0)
    }

    /// Whether `point` is in the set.
    pub fn contains(self, point: Point) -> bool {
        self.0 & (1 << point.0) != 0
    }

    /// The set with `point` added.
    pub fn with(self, point: Point) -> PointSet {
        PointSet(self.0 | (1 << point.0))
    }

    /// The set with `point` removed.
    pub fn without(self, point: Point) -> PointSet {
        PointSet(self.0 & !(1 << point.0))
    }

    /// Points in either set.
    pub fn union(self, other: PointSet) -> PointSet {
        PointSet(self.0 | other.0)
    }

    /// Points in both sets.
    pub fn intersection(self, other: PointSet) -> PointSet {
        PointSet(self.0 & other.0)
    }

    /// Points of `self` not in `other`.
    pub fn minus(self, other: PointSet) -> PointSet {
        PointSet(self.0 & !other.0)
    }

    /// Number of points.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no point.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The rank of this set among all sets of as many points, below C(n, k) for k points of
    /// a board of n (the combinatorial number system: C(p₁, 1) + C(p₂, 2) + … for its points
    /// p₁ < p₂ < …): a perfect index of the hound sets of the dense tables.
    pub fn rank(self) -> usize {
        self.iter()
            .enumerate()
            .map(|(i, point)| binomial(point.index(), i + 1))
            .sum()
    }

    /// The points in ascending order.
    pub fn iter(self) -> impl Iterator<Item = Point> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let at = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Point(at)
            })
        })
    }
}

/// C(n, k) for the small numbers of [`PointSet::rank`] (0 when k > n).
pub fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |c, i| c * n.saturating_sub(i) / (i + 1))
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        iter.into_iter().fold(PointSet::EMPTY, PointSet::with)
    }
}
