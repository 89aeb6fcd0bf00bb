# The panels around the board: the sidebar, the play area, the analysis panel, the history
# and its charts.

panel-seconds = { $seconds } s
panel-milliseconds = { $ms } ms
panel-percent = { $percent }%

## Sidebar.

panel-game = Game
panel-seats = Seats
# A seat before the game names it.
panel-seat-number = Seat { $seat }
panel-search-time = Search time
panel-search-time-hover = How long each position is searched: longer proves more and looks deeper.
panel-search-time-choice-hover = Per position, for the analysis and the computer's moves.
panel-new-settings = The new settings apply from the next game.
panel-new-game = New game
panel-human = Human
# The top strength of a computer seat, for a solved game.
panel-computer-perfect = Computer, perfect
# The top strength of a computer seat, for a searched game (a strong move, not a proven one).
panel-computer-strongest = Computer, strongest
# `$strength` is a strength's own label ("skill 70%").
panel-computer-strength = Computer, { $strength }
panel-computer-skill = Computer, skill…
panel-computer-random = Computer, random
panel-best-move = best move
panel-skill-hover = The chance that the computer plays a best move; otherwise it plays any legal move.
# After the skill slider's number: "70%".
panel-skill-suffix = %

## Play area: tools, the overlay's legend, the game-over banner and the status line.

panel-overlay = Evaluation overlay
panel-overlay-hover = Draw every legal move in the colour of its verdict (E)
panel-hint = Hint
panel-hint-hover = Show a best move on the table (H)
panel-hint-disabled = The solver has not finished, or no move is left.
panel-legend-win = win
panel-legend-draw = draw
panel-legend-loss = loss
panel-legend-estimate = estimate
panel-legend-estimate-hover = Grey with a '?': only estimated by the search, not proven.
# The marks of a win and a loss read from the table, as the board shows them.
panel-legend-exact-marks = W L
panel-legend-exact = exact
panel-legend-exact-hover = 'W' or 'L': exact, from the table of every position, which says who wins but not how soon.
panel-legend-number = number: moves to the end
panel-legend-number-hover = Counted one player's turn at a time, with perfect play from both sides.
# How the game ended, `$why` being the rules' reason, capitalised: "The hare is trapped: the hounds win!"
panel-ending-why-wins = { $why }: { $who-subject } { $who-person ->
        [you] win
       *[other] { $who-number ->
            [one] wins
           *[many] win
        }
    }!
panel-ending-wins = { $who-Subject } { $who-person ->
        [you] win
       *[other] { $who-number ->
            [one] wins
           *[many] win
        }
    }!
panel-ending-why-draw = A draw: { $why }.
panel-ending-draw = A draw.
panel-rematch = Rematch
panel-status-over = Game over: Rematch plays it again; the arrow keys step back through it.
panel-status-computer-waits = { $who-name } (computer) waits for the solver to finish…
panel-status-computer-cancelled = { $who-name } (computer) waits: the solve was cancelled. Solve the game, or let a random computer play.
panel-status-computer = { $who-name } (computer) to move…
# `$how` says how to play a move: "click a piece, then the point it goes to."
panel-status-human = { $who-name } to move: { $how }

## Analysis panel.

panel-position = Position
panel-position-code = Position code
panel-position-code-hover =
    The position code, in full: { $code }
    Type another and press Enter to go there.
# Under a position code in its hover: the side to move in words, since a code names it in
# the command line's words (`/fox`).
panel-code-to-move = { $who-Subject } to move.
panel-code-neutral = A position code is written the same in every language: the command line and game files read it.
panel-copy = Copy
panel-to-move = { $who-name } to move
panel-to-move-counted = { $who-name } to move. Moves are counted one player's turn at a time.
# `$source` is one of the three sentences below.
panel-to-move-source = { $who-name } to move. { $source }
panel-source-search = From a search of this position, not a solve of the game.
panel-source-table = Exact: read from the table of every position, which says who wins but not how soon.
panel-source-agree = Exact: the table of every position agrees with the search's proof.
panel-source-remoteness = Exact: read from the table of every position, with its number of moves.
panel-each-against-all = Each player against all the others together:
panel-not-solved-yet = Not solved yet
panel-shown-meanwhile = Shown meanwhile: an earlier { $seconds } s search, to depth { $depth }.
panel-searching = Searching this position…
panel-nothing-found = Nothing found yet: the search looks one ply deeper at a time, and its verdict appears when it stops.
panel-nothing-found-timed = Nothing found yet: the search looks one ply deeper at a time for { $seconds } s, and its verdict appears when it stops.
panel-not-searched = Not searched
panel-not-searched-yet = Not searched yet
panel-game-over-wins = Game over: { $who-name } { $who-person ->
        [you] win
       *[other] { $who-number ->
            [one] wins
           *[many] win
        }
    }
panel-game-over-repetition = Game over: a draw by the third repetition
panel-game-over-draw = Game over: a draw
# The work under way, and its phase from the solver.
panel-progress-searching = Searching this position: { $phase }…
panel-progress-counting = Counting the figures: { $phase }…
panel-progress-solving = Solving: { $phase }…
panel-cancel = Cancel
panel-play-on-solve = You can play on meanwhile; the verdicts appear when the solve is done.
panel-search-stopped = The search was stopped.
panel-search = Search
panel-figures-not-counted = The figures were not counted.
panel-count-them = Count them
panel-solve-cancelled = The solve was cancelled.
# The solver's worker stopped on an internal error (a bug), with its message.
panel-work-failed = The solver stopped on an internal error of Kibitzer: { $cause }. Please report it; you can try again.
panel-solve = Solve

## The moves and the lines of play.

panel-moves-best-first = Moves, best first
panel-moves-search-best-first = Moves, the search's best first
panel-moves = Moves
panel-no-legal-move = No legal move.
panel-play-move = Play this move, to { $code }
panel-not-evaluated = Not evaluated yet.
panel-perfect-play = Perfect play from here
panel-search-line = The search's expected line
# After the moves of a line that is cut short.
panel-line-forever = … (a draw goes on for ever)
panel-line-more = … ({ $moves } more moves)
# A move and the position it leads to.
panel-move-to = { $name }, to { $code }
panel-line-hover =
    Each move, and the position it leads to:
    { $steps }

## Variant figures.

panel-variant-figures = Variant figures
panel-start-value-note = The start value is for the player who moves first.
panel-saved-solve = Saved solve
panel-loaded-in = loaded in { $time }
panel-refused-solved-again = refused, solved again
panel-remoteness-table-note = Solved: this position is in the exact table built on this machine (every set of geese, every fox point), with the number of moves of every position: its verdicts, the order of the moves and the line of perfect play are exact, and it is not searched.
panel-solved-table-note = Solved: this position is in the exact table built on this machine (every set of geese, every fox point), so its verdicts are exact; the search only orders the moves and counts the moves to the end where it can.
panel-too-large-note = Too large to solve from the start in the app: each position is searched as it comes up.
panel-depth-searched = Depth searched
panel-plies = { $plies } plies
panel-positions-visited = Positions visited
panel-figure-start = Start
panel-figure-positions = Positions
panel-too-many = too many to list
panel-figure-consistent = Consistent with the rules
panel-figure-reachable = Reachable
panel-figure-endings = Endings
panel-figure-shortest = Shortest game
panel-figure-moves = { $moves } moves
panel-none-ends = none ends
panel-figure-longest-win = Longest win
panel-none-won = no position is won
panel-figure-start-value = Start value
# The start's value for the player who moves first: `$value` is win, loss or draw.
panel-start-value = { $value }
panel-start-value-in = { $value } in { $moves }
panel-figure-solve-time = Solve time

## The exact table of Fox and Geese.

panel-solve-exactly = Solve Fox and Geese exactly…
panel-table-damaged = The exact table is damaged
panel-table-no-verdict = No verdict is read from it: the search answers instead.
panel-table-rebuild-cost = Building it again from scratch takes { $cost }.
panel-rebuild = Rebuild
panel-rebuild-hover = Build the damaged files of the table again, keeping the sound ones
panel-table-old-layout = The exact table is in an earlier layout
panel-convert = Convert
panel-convert-hover = Write the table's files again in the present layout, smaller, with the same values: a few minutes, nothing solved again
panel-exact-solution = Exact solution
panel-build-stopped = The build was stopped; its finished layers are kept.
panel-build-failed = The build failed: { $why }
panel-table-partial = The table holds every position with up to { $top } geese: those verdicts are exact. Solving every position up to { $geese } geese, with its number of moves, takes { $cost }.
panel-table-offer = Build the table of every position with up to { $geese } geese (without sideways moves): then every verdict and every move is exact, with its number of moves, and the computer plays perfectly. On this machine it takes { $cost }.
panel-sideways-offer = Build the table of every position with up to { $geese } geese, with sideways moves: then every verdict and every move is exact (a win, a loss or a draw), with its number of moves, and the computer plays perfectly. On this machine it takes { $cost }.
panel-remoteness-offer = The table says who wins every position with up to { $geese } geese, but not in how many moves. Build the table of the number of moves: then every verdict and every move gives it, and the computer wins as fast as it can and holds out as long as it can. On this machine it takes { $cost }.
panel-table-offer-hover = Build the table in the background; you can play on meanwhile, and a stopped build continues later where it left off.
panel-building = Solving Fox and Geese exactly
panel-layer = Layer { $layer } of { $layers }: positions with { $geese } geese
panel-reading-layers = Reading the finished layers
panel-preparing-layer = Preparing to grow: the captures of { $geese } geese
panel-converting-layer = Converting the layer of { $geese } geese to the smaller layout
panel-stopping = Stopping…
panel-stop-build-hover = Stop the build; its finished layers are kept
panel-build-overall = In all { $percent } of the way to { $target } geese, about { $left } left.
panel-meanwhile-partial = You can play on meanwhile: positions with up to { $top } geese are exact already, the search answers for the others.
panel-meanwhile = You can play on meanwhile: the search answers until the table is done.

## History: the moves as a tree.

panel-first-position = First position (Home)
panel-back-one = Back one move (Left arrow)
panel-forward-one = Forward one move (Right arrow)
panel-last-position = Last position (End)
panel-move-of = Move { $cursor } of { $len }
panel-move-of-variation = Move { $cursor } of { $len }, in a variation
panel-promote = Promote
panel-promote-hover = Move this variation one step towards the main line
panel-make-main-line = Make main line
panel-make-main-line-hover = Make this line the game's main line
panel-delete = Delete
panel-delete-hover = Delete this move and every move after it
panel-start = Start
panel-moves-hidden = … { $count ->
    [one] 1 move
   *[other] { $count } moves
} …
panel-moves-hidden-tip = Moves far from the one shown are folded away; click to go to the nearest of them.
panel-promote-variation = Promote variation
panel-delete-from-here = Delete from here
# Who played a move, before it: "Player 2: A1C, to 1121".
panel-move-by = { $who }: { $played }
panel-move-to-variation = { $name }, to { $code } (a variation)
panel-move-hover =
    { $played }
    Right-click to promote or delete it.

## Charts.

panel-value-history = Value history
panel-evaluation-history = Evaluation history
panel-at-start = At the start
panel-after-move = After move { $ply }
# A chart's tooltip: when, then what.
panel-chart-point = { $when }: { $words }
panel-chart-not-solved = { $when }: not solved
panel-chart-not-searched = { $when }: not searched
# The y axis: won and lost at the ends, a win or loss in so many moves, a draw.
panel-axis-won = won
panel-axis-lost = lost
panel-axis-win-in = W{ $moves }
panel-axis-loss-in = L{ $moves }
panel-axis-draw = D
panel-axis-wins = { $who-name } { $who-person ->
        [you] win
       *[other] { $who-number ->
            [one] wins
           *[many] win
        }
    }
panel-axis-even = even
# A two-sided chart's y axis between its ends (each end names its winner): in so many moves.
panel-axis-in = in { $moves }
# Beside a chart with a line per player.
panel-chart-own-results = each line is its player's own result
# Where a searched verdict came from.
panel-source-now = depth { $depth }, a { $seconds } s search
panel-source-earlier = depth { $depth }, an earlier { $seconds } s search

## The status line: the computer waiting while you look back, repetitions, agreed draws.

panel-status-computer-looking-back = { $who-name } (computer) to move — waiting while you look back; go to the last move (End) to let it play.
# After the status line's sentence, once the position at the cursor repeats.
panel-status-repeated = This position has occurred { $count } times.
# The same for a game whose rules draw it when a position occurs `$limit` times.
panel-status-repeated-limit = This position has occurred { $count } times; at { $limit } the game is drawn.
panel-agree-draw = Agree to a draw
panel-agree-draw-hover = Stop the game here as a draw by agreement. It is saved with the game; Play on takes it back.
panel-status-agreed-draw = Game over: a draw by agreement. The arrow keys step back through it.
panel-play-on = Play on
panel-play-on-hover = Take back the agreed draw and go on playing from this position.
panel-ending-agreed-draw = A draw by agreement.
panel-game-over-agreed = Game over: a draw by agreement
# Under the solve's progress bar, which is the running step's: "About 20 s left in this step."
panel-time-left = About { $left } left in this step.
# The same line in the first second, before the estimate means anything.
panel-time-left-estimating = Estimating the time left…

## The value chart's every-move view.

chart-every-move = Every move
chart-every-move-hover = Draw every legal move of each position as a dot at the value it leads to (win, draw or loss, and how soon), the best ones ringed: where the line is alone in its colour the game had one good move. Click a dot to try that move as a variation.
chart-move-played = { $when }: { $player } played { $name } ({ $value }).
chart-move-best = { $when }: { $player } could play { $name } ({ $value }), a best move. Click to try it.
chart-move-other = { $when }: { $player } could play { $name } ({ $value }). Click to try it.
