# The canvases and the words they share: verdicts, the search's estimates, the theme,
# the board and the table, and the running work.

## Verdicts. A move is one player's turn (a ply). Sentences about a seat take the seat's
## arguments (see `SeatName::args`): English names a side and you as in headings
## ("Hounds win", "You (Player 1) win"), a named seat by its name.

# "Fox wins in 7 moves", "Geese win in 1 move".
verdict-wins-in = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] wins
   *[many] win
} in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# Proven by a search that stops early: "Geese win within 31 moves".
verdict-wins-within = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] wins
   *[many] win
} within { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# From a table that says who wins but not how soon: "Geese win".
verdict-wins = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] wins
   *[many] win
}
# The game is over: "Fox won".
verdict-won = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] won
   *[many] won
}
verdict-draw-perfect-play = Draw with perfect play
# The search's estimate of the position: "Estimate after 12 plies: Geese ahead (+3.5)".
verdict-estimate-ahead = Estimate after { $depth } plies: { $who-name } ahead ({ $score })
verdict-estimate-even = Estimate after { $depth } plies: even ({ $score })

## With three or more players, each seat against all the others.

verdict-paranoid-draw = { $who-name }: a draw, no one can force the outcome
verdict-out = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] is
   *[many] are
} out
verdict-can-force-win = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] can
   *[many] can
} force a win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
verdict-can-be-forced-out = { $who-person ->
    [named] { $who-Subject }
   *[other] { $who-name }
} { $who-number ->
    [one] can
   *[many] can
} be forced out in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

## A move's value for the player making it.

verdict-move-win-in = Win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
verdict-move-loss-in = Loss in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
verdict-move-win-within = Win within { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
verdict-move-loss-within = Loss within { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
verdict-move-draw = Draw
verdict-move-win = Win
verdict-move-loss = Loss
# A bound of the search: "+1.2 or worse".
verdict-or-worse = { $verdict } or worse
verdict-or-better = { $verdict } or better

## The search's estimates explained. `$mover` makes the move, `$other` replies (both as
## subjects: "the geese"); `$scale` is the sentence `estimate-scale`.

# One term of the game's score and its weight: "a goose taken counts 10".
estimate-term = { $term } counts { $weight }
# The terms joined by "; ".
estimate-scale = The scale: { $terms }.
# The largest term, in the key: "; a goose taken is 10".
estimate-unit = ; { $term } is { $weight }
estimate-key = ≈ estimate, + good for { $mover } (to move){ $unit }; "or worse": at most this.
estimate-sign = A score above 0 is good for { $mover }, below 0 for { $other }. { $scale }
estimate-or-worse = "or worse" is a bound: alpha-beta showed that the move does no better than this for { $mover }, enough to prefer the best move, and stopped without working out how much worse it is.
estimate-or-better = "or better" is a bound: the move is worth at least this for { $mover }.
estimate-key-hover = ≈ marks an estimate, not a proof: the score the search expects for { $mover } after each move, as far ahead as it searched. { $sign }
estimate-move-estimate = An estimate, not a proof: the score the search expects for { $mover }, who makes this move, looking { $depth } plies ahead. { $sign }
estimate-move-proven = Proven by the search: every line it depends on reaches the end of the game.
estimate-move-proven-within = Proven by the search: the winner is certain, and the game ends within this many moves (perhaps sooner).
estimate-move-solved = Exact: read from the table of every position, which says who wins but not how soon.
# The position's estimate: `$lead` is `estimate-lead` (`$ahead`: the side ahead owning it, "the geese's") or `estimate-no-lead`.
estimate-lead = { $score } in { $ahead } favour
estimate-no-lead = Neither side is ahead by the search's score
estimate-position = An estimate, not a proof: { $lead }, by the score the search expects { $depth } plies ahead with the best play it found. { $scale }

## The theme.

view-theme-system = Follow the system
view-theme-dark = Dark
view-theme-light = Light

## The board and the table, as screen readers name them.

view-board = Board
view-setup-board = Setup board
view-table = Table
# The hinted move: "Hint: d4-d5".
view-hint = Hint: { $move }
view-capped-note = Only the best moves are labelled: point at a piece for its own.
# A point of the board and what stands on it: "d4 (Fox)", "d5 (empty)".
view-point = { $point } ({ $piece })
view-point-empty = empty
# A move's badge: "Play d4-d5: Win in 5 moves".
view-play = Play { $move }: { $verdict }
view-estimated-only = estimated only
view-not-evaluated = not evaluated yet
view-not-solved = not solved yet
# Where a move leads, by the position's code.
view-leads-to = Leads to { $code }
# A chip that splits the mover's fingers: "Split", "Split 13-22".
view-split = Split
view-split-named = Split { $move }
view-no-split = No split possible.
# After a seat's name on the table.
view-seat-to-move = { $name } · to move
view-seat-zombie = { $name } · zombie
view-seat-out = { $name } · out

## The running work: its phases, and what building a table costs.

view-phase-starting = starting
view-phase-reading = reading
view-phase-replaying = replaying the moves
view-phase-solving = solving
view-phase-reading-saved-solve = reading the saved solve
view-phase-solving-fox-and-geese = Solving Fox and Geese
view-phase-checking-the-finished-layers = Checking the finished layers
view-phase-preparing-to-grow-the-table = Preparing to grow the table
view-phase-finding-the-shortest-games = finding the shortest games
view-phase-counting-positions = counting positions
view-phase-searching = searching
view-phase-exploring-positions = exploring positions
view-phase-linking-positions = linking positions
view-seconds = { $value } s
view-minutes = { $value } min
view-hours = { $value } h
view-kilobytes = { $value } kB
view-megabytes = { $value } MB
view-gigabytes = { $value } GB
# "about 11 min on 2 threads, 2.4 GB on disk and 3.7 GB of memory"
view-costs = about { $time } on { $threads ->
    [one] { $threads } thread
   *[other] { $threads } threads
}, { $disk } on disk and { $memory } of memory

## The overlay's short badges for a verdict that says only who wins.

verdict-badge-win = W
verdict-badge-loss = L

## The table's hands, as screen readers name them: "Player 2 hand A: 3 fingers".

view-hand = { $seat } hand { $hand }: { $label }

## The terms of Fox and Geese's score, by their keys in the search's heuristic.
estimate-term-goose-taken = a goose taken
estimate-term-fox-room = each empty point the fox can reach by steps
estimate-term-fox-freedom = each empty point next to the fox
estimate-term-fox-threat = each capture the fox could make now (a third as much with the geese to move)
# Between two terms of the scale: "a goose taken counts 10; each empty point…".
estimate-terms-joiner = {"; "}
# Written beside the hinted attack's arrow on the Chopsticks table.
view-hint-mark = hint
# The move pointed at in the moves list, shown on the board or the table (for screen readers).
view-preview = Previewed: { $move }
