# The review of a game: every move marked against the exact values.

review-button = Review the game
review-button-hover = Mark every move against the exact values: blunders ??, mistakes ?, only moves !, with the best move where another was better.
review-heading = Review
review-close = Hide
review-waiting = The review starts when the solve ends.
review-source-solved = Exact: every move against the solve.
review-source-table = Exact: every move against the table.
review-source-searches = Not exact: without the table, only the values the searches have proven so far are marked. Build the table for a complete review.
review-rule = A blunder throws a win to a draw or a loss, or a draw to a loss. A mistake keeps the win but takes at least { $plies } moves longer (or a quarter longer, when that is more), or hastens a loss as much. An only move is the one move that keeps the outcome. A best move keeps it as fast (or as slow) as can be; a good move keeps it otherwise.
review-tally = { $player }: { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $best } best of { $moves }
review-tally-only = ({ $only ->
    [one] 1 only move
   *[other] { $only } only moves
})
review-tally-unproven = { $count } not proven
review-flagged = Blunders and mistakes: click one to see the best move instead.
review-none-flagged = No blunder and no mistake on this line.
review-no-best-move = That move has no best move to show.
review-unproven = Not reviewed: its values are not proven.
review-values = { $mark }: { $before } before, { $after } after.
review-best = Best: { $best }
review-mark-blunder = Blunder
review-mark-mistake = Mistake
review-mark-good = Good move
review-mark-best = Best move
review-mark-only = Only move

# Notes on moves: a mark set by hand and a comment.

# $ply is the move's number, $name the move.
note-heading = Note on { $ply }. { $name }
note-hint = A comment on this move, saved with the game.
note-no-move = There is no such move to write a note on.
note-glyph-brilliant = !! Brilliant move
note-glyph-good = ! Good move
note-glyph-interesting = !? Interesting move
note-glyph-dubious = ?! Dubious move
note-glyph-mistake = ? Mistake
note-glyph-blunder = ?? Blunder

# The game as a readable text (File → Export → Game as text).

# $game is the game and its variant.
text-export-heading = Kibitzer: { $game }
# $code is the start position's code.
text-export-start = Start: { $code }
text-export-no-moves = No move yet.
