//! A game in progress: the start position and every move tried from it, as a tree of
//! variations (the played line and its side lines, as on an analysis board), with the line
//! being viewed and a cursor on it.
//!
//! - The **main line** follows the first move tried at each position; a move tried later at
//!   the same position starts a **variation** (a side line).
//! - The **viewed line** runs from the start through the cursor and on along the line the
//!   user came from (or the first moves). Undo and redo move the cursor along it; a jump to
//!   any move of the tree makes that move's line the viewed one.
//! - Playing a move at the cursor goes along the tree when that move was tried already, and
//!   otherwise adds it: after the last move it lengthens its line, before it it starts a
//!   variation. Nothing is ever thrown away but by [`History::delete`].
//!
//! Every move goes through the rules.

mod notes;
mod seats;
mod tree;

pub use notes::{Glyph, MAX_NOTE_CHARS, Note};
pub use tree::Line;

use crate::core::{Game, MoveError, occurrences_of_last};

/// A move of the tree (or the start, [`History::START`]), valid until the tree is next
/// changed by [`History::delete`].
pub type NodeId = usize;

/// A node's number as a node keeps it: a game of a million moves keeps a million nodes, so
/// each is kept small (four such links rather than a list of the moves tried).
type Link = u32;

/// No node: the start's parent, a last move's first child, a last sibling's next.
const NO_NODE: Link = Link::MAX;

/// `id` as a link. A tree has fewer nodes than a link counts: four thousand million nodes
/// would take hundreds of gigabytes, and a record that long is refused before it is read.
fn link(id: NodeId) -> Link {
    Link::try_from(id).unwrap_or(NO_NODE)
}

/// The node a link names, if any.
fn linked(link: Link) -> Option<NodeId> {
    (link != NO_NODE).then_some(link as NodeId)
}

/// A position of the tree: the move that led to it and what was tried from it.
#[derive(Debug)]
struct Node<G: Game> {
    /// The node before it ([`NO_NODE`] at the start).
    parent: Link,
    /// The number of moves from the start.
    depth: Link,
    /// The first move tried from here: the main one.
    first_child: Link,
    /// The next move tried at the parent's position, after this one.
    next_sibling: Link,
    /// The move that led here; `None` at the start.
    mv: Option<G::Move>,
    state: G::State,
    /// Whether the players agreed to a draw here (only ever at the end of a line: no move
    /// may follow it).
    agreed_draw: bool,
    /// A person's note on the move that led here (boxed: few moves have one).
    note: Option<Box<Note>>,
}

/// The moves tried after a node, the main one first (see [`History::children`]).
pub struct Children<'a, G: Game> {
    nodes: &'a [Node<G>],
    next: Link,
}

impl<G: Game> Iterator for Children<'_, G> {
    type Item = NodeId;

    fn next(&mut self) -> Option<NodeId> {
        let id = linked(self.next)?;
        self.next = self.nodes[id].next_sibling;
        Some(id)
    }
}

/// The moves of one game, with their variations, and a cursor. Two histories are equal when
/// they hold the same tree (the same moves tried in the same order at every position) and
/// view the same line at the same move.
#[derive(Debug)]
pub struct History<G: Game> {
    /// Every position of the tree; the start is [`History::START`].
    nodes: Vec<Node<G>>,
    /// The viewed line: the moves after the start, in order.
    line: Vec<NodeId>,
    /// Moves played up to the cursor, on the viewed line.
    cursor: usize,
}

// By hand: a derive would ask for `G: Clone`, but only the moves and positions are cloned.
impl<G: Game> Clone for Node<G> {
    fn clone(&self) -> Self {
        Node {
            parent: self.parent,
            depth: self.depth,
            first_child: self.first_child,
            next_sibling: self.next_sibling,
            mv: self.mv.clone(),
            state: self.state.clone(),
            agreed_draw: self.agreed_draw,
            note: self.note.clone(),
        }
    }
}

impl<G: Game> Clone for History<G> {
    fn clone(&self) -> Self {
        History {
            nodes: self.nodes.clone(),
            line: self.line.clone(),
            cursor: self.cursor,
        }
    }
}

impl<G: Game> PartialEq for History<G> {
    fn eq(&self, other: &Self) -> bool {
        // The trees walked side by side, each node of `self` mapped to its twin in `other`.
        let mut twin = vec![usize::MAX; self.nodes.len()];
        let mut pairs = vec![(Self::START, Self::START)];
        while let Some((a, b)) = pairs.pop() {
            let (x, y) = (&self.nodes[a], &other.nodes[b]);
            if x.mv != y.mv
                || x.state != y.state
                || x.agreed_draw != y.agreed_draw
                || x.note != y.note
                || self.child_count(a) != other.child_count(b)
            {
                return false;
            }
            twin[a] = b;
            pairs.extend(self.children(a).zip(other.children(b)));
        }
        self.cursor == other.cursor
            && self.line.len() == other.line.len()
            && self
                .line
                .iter()
                .zip(&other.line)
                .all(|(&a, &b)| twin[a] == b)
    }
}

impl<G: Game> History<G> {
    /// The start position's node.
    pub const START: NodeId = 0;

    /// A game from `start` with no moves yet.
    pub fn new(start: G::State) -> History<G> {
        History {
            nodes: vec![Node {
                parent: NO_NODE,
                depth: 0,
                first_child: NO_NODE,
                next_sibling: NO_NODE,
                mv: None,
                state: start,
                agreed_draw: false,
                note: None,
            }],
            line: Vec::new(),
            cursor: 0,
        }
    }

    /// Makes room for `moves` more moves, so that a long game read from a file is kept in
    /// exactly the memory it needs.
    pub fn reserve(&mut self, moves: usize) {
        self.nodes.reserve_exact(moves);
        self.line.reserve_exact(moves);
    }

    /// The start position.
    pub fn start(&self) -> &G::State {
        &self.nodes[Self::START].state
    }

    /// The position at the cursor.
    pub fn current(&self) -> &G::State {
        self.position_at(self.cursor)
    }

    /// The position after `ply` moves of the viewed line (0 = the start), clamped to it.
    pub fn position_at(&self, ply: usize) -> &G::State {
        &self.nodes[self.node_at(ply)].state
    }

    /// The node after `ply` moves of the viewed line (0 = the start), clamped to it.
    pub fn node_at(&self, ply: usize) -> NodeId {
        match ply.min(self.line.len()) {
            0 => Self::START,
            n => self.line[n - 1],
        }
    }

    /// The node at the cursor.
    pub fn current_node(&self) -> NodeId {
        self.node_at(self.cursor)
    }

    /// Number of moves played up to the cursor.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Number of moves in the viewed line, including those after the cursor.
    pub fn len(&self) -> usize {
        self.line.len()
    }

    /// Whether no move has been played, in any line.
    pub fn is_empty(&self) -> bool {
        self.nodes.len() == 1
    }

    /// The moves of the viewed line with the positions they led to.
    pub fn line(&self) -> impl Iterator<Item = (&G::Move, &G::State)> {
        self.line.iter().filter_map(|&id| {
            let node = &self.nodes[id];
            Some((node.mv.as_ref()?, &node.state))
        })
    }

    /// The move of the viewed line that led to the position after `ply` moves (none for
    /// the start or past the end).
    pub fn move_at(&self, ply: usize) -> Option<&G::Move> {
        let id = *self.line.get(ply.checked_sub(1)?)?;
        self.nodes[id].mv.as_ref()
    }

    /// The positions up to the cursor, the start first.
    pub fn positions(&self) -> impl Iterator<Item = &G::State> {
        std::iter::once(self.start()).chain(
            self.line[..self.cursor]
                .iter()
                .map(|&id| &self.nodes[id].state),
        )
    }

    /// The name of every move of the viewed line.
    pub fn move_names(&self, game: &G) -> Vec<String> {
        self.names_of(game, &self.line)
    }

    /// The names of the moves `ids`, which follow each other.
    fn names_of(&self, game: &G, ids: &[NodeId]) -> Vec<String> {
        ids.iter()
            .filter_map(|&id| self.move_name(game, id))
            .collect()
    }

    /// The name of the move that led to `node`, written from the position before it.
    pub fn move_name(&self, game: &G, node: NodeId) -> Option<String> {
        let node = self.nodes.get(node)?;
        let before = &self.nodes[linked(node.parent)?].state;
        Some(game.format_move(before, node.mv.as_ref()?))
    }

    /// Plays `mv` at the cursor if the rules allow it; after a draw the rules declare from
    /// the record (a third repetition), or one the players agreed to, no move is allowed. A
    /// move tried before from this position is followed, with its line; a new one is added,
    /// as a variation when another move was tried here first.
    pub fn play(&mut self, game: &G, mv: &G::Move) -> Result<(), MoveError> {
        if self.drawn_by_record(game) || self.is_drawn_by_agreement() {
            return Err(MoveError::GameOver {
                position: game.format_state(self.current()),
            });
        }
        let next = game.play(self.current(), mv)?;
        let here = self.current_node();
        if self
            .line
            .get(self.cursor)
            .is_some_and(|&id| self.nodes[id].state == next)
        {
            self.cursor += 1;
            return Ok(());
        }
        let tried = self.children(here).find(|&id| self.nodes[id].state == next);
        let node = tried.unwrap_or_else(|| self.add(here, mv.clone(), next));
        self.go_to(node);
        Ok(())
    }

    /// Adds the move `mv` to `state` after `parent`, last among the moves tried there.
    fn add(&mut self, parent: NodeId, mv: G::Move, state: G::State) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent: link(parent),
            depth: self.nodes[parent].depth + 1,
            first_child: NO_NODE,
            next_sibling: NO_NODE,
            mv: Some(mv),
            state,
            agreed_draw: false,
            note: None,
        });
        match self.children(parent).last() {
            Some(last) => self.nodes[last].next_sibling = link(id),
            None => self.nodes[parent].first_child = link(id),
        }
        id
    }

    /// Plays a move given by name.
    pub fn play_named(&mut self, game: &G, name: &str) -> Result<(), MoveError> {
        let mv = game.parse_move(self.current(), name)?;
        self.play(game, &mv)
    }

    /// Steps back one move; false at the start.
    pub fn undo(&mut self) -> bool {
        let moved = self.cursor > 0;
        self.cursor = self.cursor.saturating_sub(1);
        moved
    }

    /// Steps forward one move; false at the end of the line.
    pub fn redo(&mut self) -> bool {
        let moved = self.cursor < self.line.len();
        if moved {
            self.cursor += 1;
        }
        moved
    }

    /// Moves the cursor to `ply` (clamped to the line).
    pub fn jump(&mut self, ply: usize) {
        self.cursor = ply.min(self.line.len());
    }

    /// Whether the game up to the cursor is drawn by its record (a third repetition).
    /// Looks back only to the last irreversible move, so a long game costs no more.
    pub fn drawn_by_record(&self, game: &G) -> bool {
        game.repetition_limit()
            .is_some_and(|limit| occurrences_of_last(game, self.positions_back()) >= limit)
    }

    /// The positions from the cursor back to the start, the newest first.
    fn positions_back(&self) -> impl Iterator<Item = &G::State> {
        self.line[..self.cursor]
            .iter()
            .rev()
            .map(|&id| &self.nodes[id].state)
            .chain(std::iter::once(self.start()))
    }

    /// Whether the game at the cursor is over: by its position, by its record, or by the
    /// players' agreement.
    pub fn is_over(&self, game: &G) -> bool {
        game.outcome(self.current()).is_some()
            || self.drawn_by_record(game)
            || self.is_drawn_by_agreement()
    }

    /// Whether the players agreed to a draw at the cursor.
    pub fn is_drawn_by_agreement(&self) -> bool {
        self.nodes[self.current_node()].agreed_draw
    }

    /// Whether the players may agree to a draw at `node`: the game goes on there (by its
    /// position and its record) and no move was tried after it, so that the draw ends a
    /// line.
    pub fn can_agree_draw_at(&self, game: &G, node: NodeId) -> bool {
        let Some(here) = self.nodes.get(node) else {
            return false;
        };
        !here.agreed_draw
            && here.first_child == NO_NODE
            && game.outcome(&here.state).is_none()
            && !self.drawn_by_record_at(game, node)
    }

    /// Whether the game is drawn by its record (a third repetition) at `node`, on the way
    /// from the start to it.
    pub fn drawn_by_record_at(&self, game: &G, node: NodeId) -> bool {
        let back = self.ancestry(node).map(|id| &self.nodes[id].state);
        game.repetition_limit()
            .is_some_and(|limit| occurrences_of_last(game, back) >= limit)
    }

    /// Ends the game at `node` as a draw the players agreed to; false (and nothing changes)
    /// when [`History::can_agree_draw_at`] says they may not.
    pub fn agree_draw_at(&mut self, game: &G, node: NodeId) -> bool {
        let allowed = self.can_agree_draw_at(game, node);
        if allowed {
            self.nodes[node].agreed_draw = true;
        }
        allowed
    }

    /// Ends the game at the cursor as a draw the players agreed to (see
    /// [`History::agree_draw_at`]).
    pub fn agree_draw(&mut self, game: &G) -> bool {
        self.agree_draw_at(game, self.current_node())
    }

    /// Takes back the draw agreed at the cursor, so that play goes on from there; false
    /// when there was none.
    pub fn withdraw_draw(&mut self) -> bool {
        let here = self.current_node();
        std::mem::replace(&mut self.nodes[here].agreed_draw, false)
    }

    /// Whether the players agreed to a draw at `node`.
    pub fn is_agreed_draw_at(&self, node: NodeId) -> bool {
        self.nodes.get(node).is_some_and(|n| n.agreed_draw)
    }

    /// How many times the position at the cursor has occurred up to the cursor, since the
    /// last irreversible move ([`Game::is_irreversible`]; before it, none can have).
    pub fn repetitions(&self, game: &G) -> usize {
        occurrences_of_last(game, self.positions_back())
    }
}

#[cfg(test)]
mod tests;
