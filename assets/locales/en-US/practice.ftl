# Practice: the blunders of a reviewed game to find again, and puzzles drawn from the exact values.

trainer-learn-button = Learn from your mistakes
trainer-learn-hover = Go to each position where a blunder was played, with the answer hidden, and find a move that keeps the outcome. A wrong move is refuted on the board by perfect play.
trainer-no-blunders = There is no blunder to learn from on this line (only the blunders of the people at the table count when someone plays against the computer).
trainer-needs-exact = Puzzles need the exact values: wait for the solve to end (for Fox and Geese, build the table first).
trainer-mistakes-heading = Learn from your mistakes: { $number } of { $count }
trainer-puzzle-heading = Puzzle ({ $level })
trainer-mistake-prompt = { $who-name } to move. In the game { $move } was played here and gave the { $outcome ->
    [draw] draw
   *[win] win
} away: find a move that keeps it.
trainer-ask-only-win = { $who-name } to move: find the only winning move.
trainer-ask-only-draw = { $who-name } to move: find the only move that holds the draw.
trainer-ask-fastest = { $who-name } to move and win in { $moves ->
    [one] 1 move
   *[other] { $moves } moves
}: find the fastest win.
trainer-slower = { $move } wins too ({ $value }), but not the fastest ({ $best }): try again.
trainer-right = Right: { $move } ({ $value }).
trainer-wrong = { $move } gives it away ({ $value }). Perfect play after it, shown on the board: { $line }
trainer-wrong-no-line = { $move } gives it away ({ $value }).
trainer-shown = The answer: { $moves }.
trainer-done = Done: { $first } of { $count } found at the first try.
trainer-try-again = Try again
trainer-show-answer = Show the answer
trainer-skip = Skip
trainer-skip-puzzle = Another puzzle
trainer-next = Next
trainer-next-puzzle = Next puzzle
trainer-stop = Stop
trainer-stop-hover = Stop practising: the game comes back as it was.
trainer-stop-puzzle-hover = Stop the puzzle: its game stays on the table, to play on or study.
trainer-hidden = The verdicts are hidden until you find the move.
trainer-puzzle-score = Solved at the first try: { $solved } of { $tried }. Streak: { $streak } (best { $best }).
puzzle-started = A new puzzle.
puzzle-none-found = No puzzle ({ $level }) was found in this game from its start. Try another level.
puzzle-level-easy = easy
puzzle-level-medium = medium
puzzle-level-hard = hard
puzzle-level-any = any level
menu-study = Study
menu-study-puzzle = New puzzle
menu-study-puzzle-level = New puzzle: { $level }
trainer-hint-hidden = The answer is hidden while you look for it: Show the answer gives it.
