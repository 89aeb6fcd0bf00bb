//! The variations of a [`History`]: walking the tree, promoting and deleting a line, and the
//! tree as a list of lines (how records store it).

use super::{Children, History, Link, NO_NODE, NodeId, link, linked};
use crate::core::Game;

/// One line of the tree: the main line, or a variation that leaves line `of` after `after`
/// moves of the game. Lines are listed so that a line comes after the line it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The index of the line it leaves (0 for the main line itself).
    pub of: usize,
    /// The moves played before its first move (0 for the main line).
    pub after: usize,
    /// Its moves, in order.
    pub nodes: Vec<NodeId>,
}

impl<G: Game> History<G> {
    /// Whether `node` is a position of the tree.
    pub fn contains(&self, node: NodeId) -> bool {
        node < self.nodes.len()
    }

    /// The moves tried after `node`, the main one first (none for an unknown node).
    pub fn children(&self, node: NodeId) -> Children<'_, G> {
        Children {
            nodes: &self.nodes,
            next: self.nodes.get(node).map_or(NO_NODE, |n| n.first_child),
        }
    }

    /// The main move tried after `node`: the first (none at the end of a line).
    pub fn first_child(&self, node: NodeId) -> Option<NodeId> {
        linked(self.nodes.get(node)?.first_child)
    }

    /// The number of moves tried after `node`.
    pub fn child_count(&self, node: NodeId) -> usize {
        self.children(node).count()
    }

    /// The node before `node` (none for the start).
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        linked(self.nodes.get(node)?.parent)
    }

    /// The position at `node`.
    pub fn state(&self, node: NodeId) -> Option<&G::State> {
        self.nodes.get(node).map(|n| &n.state)
    }

    /// The move that led to `node` (none for the start or an unknown node).
    pub fn move_to(&self, node: NodeId) -> Option<&G::Move> {
        self.nodes.get(node)?.mv.as_ref()
    }

    /// The number of positions of the tree, the start included: nodes are numbered from 0
    /// to one less, a move added taking the next number.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The viewed line's nodes, the first move's first.
    pub fn viewed_nodes(&self) -> &[NodeId] {
        &self.line
    }

    /// The number of moves from the start to `node`.
    pub fn depth(&self, node: NodeId) -> usize {
        self.nodes.get(node).map_or(0, |n| n.depth as usize)
    }

    /// Whether `node` is on the main line: the first move tried at every step.
    pub fn is_main_line(&self, node: NodeId) -> bool {
        self.ancestry(node).all(|id| {
            self.parent(id)
                .is_none_or(|p| self.first_child(p) == Some(id))
        })
    }

    /// Whether `node` is on the viewed line (the start always is).
    pub fn is_viewed(&self, node: NodeId) -> bool {
        let depth = self.depth(node);
        node == Self::START || self.line.get(depth.wrapping_sub(1)) == Some(&node)
    }

    /// `node` and every node before it, back to the start.
    pub(super) fn ancestry(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.contains(node).then_some(node), |&id| self.parent(id))
    }

    /// The number of variations (lines other than the main line).
    pub fn variation_count(&self) -> usize {
        // Every node but the first child of its parent starts a variation.
        self.nodes
            .iter()
            .enumerate()
            .skip(1)
            .filter(|&(id, n)| self.nodes[n.parent as usize].first_child != link(id))
            .count()
    }

    /// Goes to `node`: the cursor moves there, on the viewed line when `node` is on it, and
    /// otherwise on `node`'s line (its moves, then the first moves tried after it). False
    /// for a node not in the tree.
    pub fn go_to(&mut self, node: NodeId) -> bool {
        if !self.contains(node) {
            return false;
        }
        if !self.is_viewed(node) {
            // Only the moves after the last one the viewed line shares with `node`'s line
            // change, so playing on at the end of a long line costs one step, not the line.
            let mut path: Vec<NodeId> = self
                .ancestry(node)
                .take_while(|&id| !self.is_viewed(id))
                .collect();
            let shared = path.last().map_or(0, |&first| self.depth(first) - 1);
            self.line.truncate(shared);
            path.reverse();
            self.line.extend(path);
            self.extend_line();
        }
        self.cursor = self.depth(node);
        true
    }

    /// Lengthens the viewed line along the first moves tried after its end.
    fn extend_line(&mut self) {
        let mut last = self.line.last().copied().unwrap_or(Self::START);
        while let Some(next) = self.first_child(last) {
            self.line.push(next);
            last = next;
        }
    }

    /// Moves the variation holding `node` one step towards the main line: at the last place
    /// where its line leaves another, it becomes the first move tried. False when `node` is
    /// on the main line already (or not in the tree).
    pub fn promote(&mut self, node: NodeId) -> bool {
        let side = self.ancestry(node).find_map(|id| {
            let parent = self.parent(id)?;
            (self.first_child(parent) != Some(id)).then_some((parent, id))
        });
        let Some((parent, moved)) = side else {
            return false;
        };
        self.unlink(parent, moved);
        self.nodes[moved].next_sibling = self.nodes[parent].first_child;
        self.nodes[parent].first_child = link(moved);
        true
    }

    /// Makes the line through `node` the main line; false when it is already.
    pub fn make_main_line(&mut self, node: NodeId) -> bool {
        let mut changed = false;
        while self.promote(node) {
            changed = true;
        }
        changed
    }

    /// Deletes `node` and every move after it, in every line. The cursor goes back to the
    /// move before `node` when it was in what is deleted. Node ids change. False for the start
    /// or a node not in the tree.
    pub fn delete(&mut self, node: NodeId) -> bool {
        let Some(parent) = self.parent(node) else {
            return false;
        };
        self.unlink(parent, node);
        let depth = self.depth(node);
        if self.line.get(depth - 1) == Some(&node) {
            self.line.truncate(depth - 1);
            self.cursor = self.cursor.min(depth - 1);
            self.extend_line();
        }
        self.compact();
        true
    }

    /// Takes `child` out of the moves tried after `parent`, the others keeping their order.
    fn unlink(&mut self, parent: NodeId, child: NodeId) {
        let after = self.nodes[child].next_sibling;
        let before = self
            .children(parent)
            .find(|&c| self.nodes[c].next_sibling == link(child));
        match before {
            Some(before) => self.nodes[before].next_sibling = after,
            None => self.nodes[parent].first_child = after,
        }
        self.nodes[child].next_sibling = NO_NODE;
    }

    /// Drops the nodes no longer reachable from the start, renumbering the others.
    fn compact(&mut self) {
        let mut new_id = vec![NO_NODE; self.nodes.len()];
        let mut order = vec![Self::START];
        let mut next = 0;
        while let Some(&id) = order.get(next) {
            new_id[id] = link(next);
            order.extend(self.children(id));
            next += 1;
        }
        let renumber = |old: Link| linked(old).map_or(NO_NODE, |id| new_id[id]);
        let mut old: Vec<_> = std::mem::take(&mut self.nodes)
            .into_iter()
            .map(Some)
            .collect();
        // Each reachable node is listed once in `order`, so each is taken once.
        self.nodes = order
            .iter()
            .filter_map(|&id| old[id].take())
            .map(|mut node| {
                node.parent = renumber(node.parent);
                node.first_child = renumber(node.first_child);
                node.next_sibling = renumber(node.next_sibling);
                node
            })
            .collect();
        self.line = self.line.iter().map(|&id| new_id[id] as NodeId).collect();
    }

    /// Goes to the next (or previous) move tried at the position before the cursor's move:
    /// from one variation to its neighbour. False when there is none.
    pub fn switch_variation(&mut self, forward: bool) -> bool {
        let here = self.current_node();
        let Some(parent) = self.parent(here) else {
            return false;
        };
        let siblings: Vec<NodeId> = self.children(parent).collect();
        let at = siblings.iter().position(|&c| c == here).unwrap_or(0);
        let other = if forward {
            siblings.get(at + 1)
        } else {
            at.checked_sub(1).and_then(|i| siblings.get(i))
        };
        match other.copied() {
            Some(other) => self.go_to(other),
            None => false,
        }
    }

    /// The last node of the main line (the start when no move was played).
    pub fn main_line_end(&self) -> NodeId {
        self.main_line().last().unwrap_or(Self::START)
    }

    /// The main line's nodes, the first move's first, one after the other.
    pub fn main_line(&self) -> impl Iterator<Item = NodeId> + '_ {
        std::iter::successors(self.first_child(Self::START), |&id| self.first_child(id))
    }

    /// A copy viewing the main line, with the cursor at its end.
    pub fn main_line_view(&self) -> History<G> {
        let mut main = self.clone();
        let end = main
            .line_from_start()
            .last()
            .copied()
            .unwrap_or(Self::START);
        main.go_to(end);
        main
    }

    /// The main line's nodes.
    fn line_from_start(&self) -> Vec<NodeId> {
        self.main_line().collect()
    }

    /// The nodes from `first` along the first moves tried.
    fn line_from(&self, first: NodeId) -> Vec<NodeId> {
        std::iter::successors(Some(first), |&id| self.first_child(id)).collect()
    }

    /// The tree as lines: the main line first, then every variation after the line it
    /// leaves, depth first (a variation's own variations right after it).
    pub fn lines(&self) -> Vec<Line> {
        let mut lines = vec![Line {
            of: 0,
            after: 0,
            nodes: self.line_from_start(),
        }];
        // (line left, first move) of the variations still to list, the next on top.
        let mut pending = Vec::new();
        self.push_variations(&lines[0], 0, true, &mut pending);
        while let Some((of, first)) = pending.pop() {
            let line = Line {
                of,
                after: self.depth(first) - 1,
                nodes: self.line_from(first),
            };
            let index = lines.len();
            self.push_variations(&line, index, false, &mut pending);
            lines.push(line);
        }
        lines
    }

    /// Puts the variations leaving `line` (number `index`) on `pending`, the first on top.
    fn push_variations(
        &self,
        line: &Line,
        index: usize,
        from_start: bool,
        pending: &mut Vec<(usize, NodeId)>,
    ) {
        let start = from_start.then_some(Self::START);
        let owners: Vec<NodeId> = start
            .into_iter()
            .chain(line.nodes.iter().copied())
            .collect();
        for &owner in owners.iter().rev() {
            let sides: Vec<NodeId> = self.children(owner).skip(1).collect();
            for &side in sides.iter().rev() {
                pending.push((index, side));
            }
        }
    }

    /// The viewer's place in terms of `lines` (from [`History::lines`]): the line that ends
    /// where the viewed line ends (the viewed line is the way to its last move), and the
    /// cursor.
    pub fn cursor_place(&self, lines: &[Line]) -> (usize, usize) {
        let end = self.line.last().copied();
        let line = lines
            .iter()
            .position(|l| l.nodes.last().copied() == end)
            .unwrap_or(0);
        (line, self.cursor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chopsticks::{Chopsticks, Variant};

    fn game() -> Chopsticks {
        Chopsticks::new(Variant::standard(2)).expect("valid")
    }

    fn play(h: &mut History<Chopsticks>, game: &Chopsticks, names: &[&str]) {
        for name in names {
            h.play_named(game, name).expect("legal");
        }
    }

    fn names(h: &History<Chopsticks>, game: &Chopsticks, line: &Line) -> Vec<String> {
        line.nodes
            .iter()
            .filter_map(|&n| h.move_name(game, n))
            .collect()
    }

    /// Main line AC BC BD; a variation AD AC after 2 moves; inside it, after AD, a variation
    /// of its own; and another second move. (Every first move of Chopsticks leads to the
    /// same position, so the first move has no variation.)
    fn tree(game: &Chopsticks) -> History<Chopsticks> {
        let mut h = History::new(game.start());
        play(&mut h, game, &["AC", "BC", "BD"]);
        h.jump(2);
        play(&mut h, game, &["AD", "AC"]);
        h.jump(3);
        play(&mut h, game, &["BD"]);
        h.jump(1);
        play(&mut h, game, &["AC"]);
        h
    }

    #[test]
    fn lines_list_every_variation_after_the_line_it_leaves() {
        let game = game();
        let h = tree(&game);
        let lines = h.lines();
        let listed: Vec<(usize, usize, Vec<String>)> = lines
            .iter()
            .map(|l| (l.of, l.after, names(&h, &game, l)))
            .collect();
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        assert_eq!(
            listed,
            [
                (0, 0, s(&["AC", "BC", "BD"])),
                (0, 1, s(&["AC"])),
                (0, 2, s(&["AD", "AC"])),
                (2, 3, s(&["BD"])),
            ]
        );
        assert_eq!(h.variation_count(), 3);
        assert_eq!(h.cursor_place(&lines), (1, 2));
    }

    #[test]
    fn promote_and_make_main_line_reorder_without_losing_moves() {
        let game = game();
        let mut h = tree(&game);
        let deep = h.lines()[3].nodes[0];
        assert!(!h.is_main_line(deep));
        assert!(h.promote(deep));
        // One step: inside its parent variation, it is now the first move after AD.
        let lines = h.lines();
        assert_eq!(names(&h, &game, &lines[2]), ["AD", "BD"]);
        assert!(!h.is_main_line(deep));
        assert!(h.make_main_line(deep));
        assert!(h.is_main_line(deep));
        assert!(!h.make_main_line(deep));
        let lines = h.lines();
        assert_eq!(names(&h, &game, &lines[0]), ["AC", "BC", "AD", "BD"]);
        assert_eq!(h.variation_count(), 3, "nothing lost");
    }

    #[test]
    fn delete_removes_a_line_and_brings_the_cursor_back() {
        let game = game();
        let mut h = tree(&game);
        let side = h.lines()[2].nodes[0];
        assert!(h.go_to(side));
        assert!(h.redo());
        assert_eq!(h.cursor(), 4);
        assert!(h.delete(side));
        assert_eq!(h.cursor(), 2, "back to the move before the deleted one");
        assert_eq!(h.move_names(&game), ["AC", "BC", "BD"]);
        assert_eq!(h.variation_count(), 1);
        assert!(!h.delete(History::<Chopsticks>::START));
        // Every node left is reachable and numbered in order.
        for id in 1..h.nodes.len() {
            let parent = h.parent(id).expect("has a parent");
            assert!(h.children(parent).any(|c| c == id));
        }
    }

    #[test]
    fn switching_variations_walks_the_moves_tried_at_a_position() {
        let game = game();
        let mut h = tree(&game);
        h.go_to(h.lines()[0].nodes[1]);
        assert!(h.switch_variation(true));
        assert_eq!(h.move_names(&game), ["AC", "AC"]);
        assert!(!h.switch_variation(true));
        assert!(h.switch_variation(false));
        assert_eq!(h.move_names(&game), ["AC", "BC", "BD"]);
        // Replaying a move tried before follows it instead of adding it again.
        h.jump(2);
        let before = h.nodes.len();
        play(&mut h, &game, &["AD"]);
        assert_eq!(h.nodes.len(), before);
        assert_eq!(h.move_names(&game), ["AC", "BC", "AD", "AC"]);
    }
}
