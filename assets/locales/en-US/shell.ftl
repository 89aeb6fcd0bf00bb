# The window's frame: the menus, the status line, the panels' buttons, the files, the
# windows over the main one (About, Rules, Set up position) and who sits in a seat.

## The menu bar.

shell-menu-file = File
shell-menu-edit = Edit
shell-menu-view = View
shell-menu-help = Help
shell-rules = Rules
shell-about = About Kibitzer
shell-new-game = New game
shell-open = Open…
shell-save = Save
shell-save-as = Save as…
shell-own-file-dialog = Use Kibitzer's own file dialog
shell-own-file-dialog-tip = Kibitzer's own dialog works on every desktop. When this is off, the system's dialog is used wherever there is one.
shell-recent = Recent
shell-clear-recent = Clear recent
shell-examples = Examples
shell-copy-game = Copy game
shell-export-position = Export
shell-export-png = Position as PNG picture…
shell-export-svg = Position as SVG picture…
shell-export-text = Game as text…
shell-paste-game = Paste game
shell-quit = Quit
shell-undo = Undo
shell-redo = Redo
shell-bring-back-replaced = Bring back the replaced game
shell-bring-back-replaced-tip = The game that New game, Rematch, an example or a file replaced
shell-set-up-position = Set up position…
shell-copy-position-code = Copy position code
shell-overlay = Evaluation overlay
shell-coordinates = Board coordinates
shell-flip = Flip the board
shell-show-sidebar = Game settings
shell-show-analysis = Analysis panel
shell-show-history = History and chart
shell-theme = Theme

## The panels' titles and the buttons that open or close them.

shell-panel-sidebar-title = Game and seats
shell-panel-analysis-title = Analysis
shell-panel-history-button = History and chart
# The tooltip of a panel's button: $action is show or hide, $panel sidebar, analysis or history.
shell-panel-button-tip = { $action ->
    [show] Show
   *[hide] Hide
} { $panel ->
    [sidebar] the sidebar
    [analysis] the analysis
   *[history] the history and chart
} (also in the View menu)

## The status line.

shell-bring-it-back = Bring it back
shell-no-other-move = No other move was tried here.
shell-variation-promoted = The variation moved up a step.
shell-variation-main-line = The variation is now the main line.
shell-variation-deleted = Deleted the move and every move after it.
shell-undo-delete = Undo delete
shell-undo-delete-tip = Brings back the moves just deleted, with the game as it was
shell-delete-undone = The deleted moves are back.
shell-rematch = Rematch: the same game from its start.
shell-new-game-started = New game.
shell-new-game-from-position = A new game from the position.
shell-copied-code = Copied the position code { $code }.
# $name is a move in the game's notation.
shell-hint-estimate = Hint: the search prefers { $name } (an estimate, not a proof).
shell-hint-best = Hint: { $name } is a best move.
shell-hint-game-over = The game is over: no move to hint.
shell-hint-not-yet = No hint yet: the solver has not finished.
# After a message saying which game replaced the one on the table.
shell-replaced-unsaved = { $message } The game you had was not saved.
# $game is the game's name, $moves the move the game is at.
shell-back-to-game = Back to your game of { $game }, at move { $moves }.
shell-nothing-to-bring-back = There is no replaced game to bring back.
shell-brought-back = Brought back the game. The one it replaced is kept too.

## Files: the status line, the problem window, the title.

file-untitled = Untitled
file-saved = Saved { $file }.
file-exported = Position exported to { $file }.
file-cannot-export = Could not export the position to { $file }
file-exported-text = Game written to { $file }.
file-cannot-export-text = Could not write the game to { $file }
file-opened = Opened { $file }.
file-opened-example = Opened the example “{ $title }”.
file-opened-clipboard = Opened the game from the clipboard.
file-copied-game = Copied the game to the clipboard.
file-cannot-save = Could not save { $file }
file-cannot-open = Could not open { $file }
file-cannot-open-example = Could not open the example “{ $title }”
file-cannot-open-pasted = Could not open the pasted game
file-cannot-copy = Could not copy the game
file-cannot-restore = Could not restore the last game
file-others-restored = Every other game was restored; a game that could not be is kept as it was, in the file named above.
file-autosave-off = The autosave is off in this window: { $error }. Save the game yourself.
file-autosave-stuck = It could not be moved aside, so it is left as it is and this window autosaves elsewhere.
file-game-kept-aside = The game is kept as it was in { $path }.
file-game-not-kept = The game could not be kept aside either: { $error }.
file-restored-other-windows = { $count ->
    [one] A game left by another Kibitzer window came back: see the Game box, and “Bring back the replaced game” in the Edit menu.
   *[other] { $count } games left by other Kibitzer windows came back: see the Game box, and “Bring back the replaced game” in the Edit menu.
}
file-taken-off-recent = It has been taken off the recent files.
# Under a problem: the file's full path.
file-problem-path = File: { $path }
file-autosave-failed = The autosave could not be written: { $error }. Save the game yourself.
file-no-system-dialog = No system file dialog is available here, so Kibitzer's own is used.
file-dropped-not-a-game = { $file } is not a Kibitzer game: only .ron game files can be opened.
file-clipboard-no-text = The clipboard holds no text to open as a game.
file-ok = OK

## Dragging a file over the window.

file-drop-not-a-game = { $file } is not a game file: Kibitzer opens .ron files
file-drop-to-open = Drop to open { $file }
file-drop-a-game = Drop a .ron game file to open it

## The file dialogs.

file-dialog-filter = Kibitzer game
file-dialog-open-title = Open a game
file-dialog-save-title = Save the game
file-dialog-export-title = Export the position
file-dialog-filter-svg = SVG picture
file-dialog-filter-png = PNG picture
file-dialog-export-text-title = Export the game as text
file-dialog-filter-text = Text
file-dialog-open = Open
file-dialog-save = Save
file-dialog-cancel = Cancel
file-dialog-new-folder = New folder
file-dialog-file-name = File name:
file-dialog-show-hidden = Show hidden files
file-dialog-parent = Go to the folder above.
file-dialog-refresh = Read the folder again.

## What can be wrong with a game file (the UI makes each a sentence: capital, full stop).

# A place in a file.
file-location = line { $line }, column { $column }
# Something wrong at a place: "line 3, column 7: …".
file-error-at = { $at }: { $error }
file-size-bytes = { $bytes } bytes
# A size in mebibytes, with one decimal: $whole and $tenth.
file-size-mib = { $whole }.{ $tenth } MiB
file-error-empty = the file is empty
file-error-too-large = the file is { $size }, more than the { $limit } a game record may have
file-error-directory = it is a folder, not a game file
file-error-not-a-file = it is not a regular file (a device, pipe or socket)
file-error-not-found = the file does not exist
file-error-permission = permission denied: Kibitzer may not use this file
# $detail is the system's message.
file-error-io = cannot use the file: { $detail }
file-error-not-utf8 = the file is not UTF-8 text: invalid bytes at { $at }
file-error-too-deep = { $at }: the document is nested too deeply to be a game record
file-error-no-format = not a Kibitzer game record: it has no `format` field
file-error-too-new = format version { $version } is newer than this app, which reads versions { $oldest } to { $current }: open it with a newer Kibitzer
file-error-no-such-format = format version { $version } does not exist: versions start at { $oldest }
# $known lists the games' names as files write them.
file-error-no-game = the record has no `game` field: it must name the game ({ $known })
file-error-unknown-game = unknown game '{ $game }' (known: { $known })
file-error-seats = the record lists { $found } seats, but the game has { $expected } players
file-error-skill = seat { $seat }: skill { $percent } is above 100 percent
file-error-start = the start position: { $error }
# The place of a move: $variation is 0 for the main line.
file-ply = { $variation ->
    [0] ply { $ply }
   *[other] ply { $ply } of variation { $variation }
}
file-error-illegal-move = illegal move { $played } at { $ply } from { $from }: { $reason }
file-error-unreadable-move = unreadable move '{ $played }' at { $ply } from { $from }: { $reason }
file-error-move-after-end = move { $played } at { $ply }: the game is already over in { $from }
file-error-cursor = the cursor is at move { $cursor }, but the game has only { $moves } moves
file-error-cursor-off-line = the cursor is at move { $cursor }, but variation { $line } ends at move { $last }
file-error-variation = variation { $variation }: { $reason }
file-error-later-field = the `{ $field }` field belongs to format { $since } and later, but the record says format { $format }
file-error-autosave-too-new = its autosave format { $version } is newer than this app, which reads format { $known }: open it with a newer Kibitzer
file-error-write = cannot write the record: { $error }
# $line names a line of the record (0 the main line); $variations counts its side lines.
file-error-agreed-draw-no-line = the players agreed to a draw at the end of line { $line }, but the record has only { $variations ->
    [0] the main line (0)
    [1] the main line (0) and variation 1
   *[other] the main line (0) and variations 1 to { $variations }
}
file-error-agreed-draw-over = the players agreed to a draw at the end of line { $line }, but the game is already over there
# $note numbers a note of the record from 1; $line names a line (0 the main line); $variations counts the record's side lines.
file-error-note-no-line = note { $note } is on line { $line }, but the record has only { $variations ->
    [0] the main line (0)
    [1] the main line (0) and variation 1
   *[other] the main line (0) and variations 1 to { $variations }
}
# $own is how many moves of its own the line has: $first to $last.
file-error-note-off-line = note { $note } is on move { $ply } of line { $line }, { $own ->
    [0] which has no moves of its own
    [1] whose only own move is move { $first }
   *[other] whose own moves are moves { $first } to { $last }
}
file-error-note-twice = notes { $earlier } and { $note } are on the same move
file-error-note-too-long = note { $note } has { $chars } characters, more than the { $most } a note may have

## The windows over the main one.

win-rules-title = Rules
# The heading and introduction of docs/RULES.md (always written in English).
win-rules-markdown-title = Kibitzer: the rules
win-rules-markdown-intro = This is the text of the app's Help → Rules window (F1), generated from the same source (`src/ui/games/rules_text.rs`). It states the rules exactly as Kibitzer plays them, including the choices where traditional descriptions leave room.
win-rules-all-games = All games
win-about-title = About Kibitzer
win-about-summary = Play and study small solved games, with the perfect verdict of every move at hand.
win-about-method = Every position is solved exactly by retrograde analysis: from the endings backwards, each position gets its outcome with perfect play and the number of moves to that outcome.
win-about-licence = Licence: { $licence }
win-setup-title = Set up position
win-setup-code = Code
win-setup-valid = A valid position.
win-setup-start = Start from this position
win-setup-cancel = Cancel

## Who sits in a seat.

seat-kind-human = Human
# $strength is one of the strengths below.
seat-kind-computer = Computer ({ $strength })
# In the seat's choice list: "Computer, perfect".
seat-kind-computer-choice = Computer, { $strength }
seat-kind-computer-skill-choice = Computer, skill…
seat-kind-perfect = perfect
seat-kind-skill = skill { $percent }%
seat-kind-random = random

## What the rules refuse: a position code, a move, a game's settings. The reasons inside
## ($reason, $hint, $known) are the games' own words.

shell-code-empty = the position code is empty
# $unit is what the code counts (parts, pairs, characters, hounds, or other: then $text says it).
shell-code-wrong-length = the code '{ $code }' has { $found } { $unit ->
    [parts] parts separated by '/'
    [pairs] pairs
    [characters] characters
    [hounds] hounds
   *[other] { $text }
}, but { $expected } are needed{ $hint }
shell-code-invalid = in the code '{ $code }': { $reason }
shell-code-not-normal = in the code '{ $code }' the pair '{ $pair }' is out of order: each player's hands are written in ascending order; did you mean '{ $normal }'?
shell-code-impossible = the position '{ $code }' cannot occur: { $reason }
shell-move-unreadable = that is not a move: { $reason }
shell-move-illegal = that move is not allowed: { $reason }
shell-move-game-over = the game is over: no move can be played
shell-variant-unknown-switch = unknown variant switch '{ $name }' (known: { $known })
shell-variant-player-count = { $game } is played by { $min } to { $max } players, not { $found }

## The example games of File → Examples, by their file's name.

file-example-chopsticks-shortest = Chopsticks: the shortest game
file-example-hare-hounds-hounds-win = Hare and Hounds: the hounds win with best play
file-example-fox-geese-double-capture = Fox and Geese: a double capture
file-example-fox-hounds-hounds-win = Fox and Hounds: the hounds win with best play

## The preferences file.
shell-preferences-unreadable = The preferences could not be read, so the defaults are used.
shell-preferences-reset = Some preferences could not be read and are back to their defaults: { $fields }.
shell-preferences-kept = The file as it was is kept in { $path }.
shell-preferences-game-reset = The remembered settings of { $game } cannot be played by this version, so they are back to their defaults.
shell-preferences-not-saved = The preferences could not be saved: { $error }.

## Games loading in the background: the status line while a file opens, or while the last
## session's games come back at launch, with a Cancel button.

# While the file is read (its moves not counted yet); $file is its name.
load-file-reading = Reading { $file }…
# $percent is the share of the game's moves replayed so far, a whole number.
load-file-opening = Opening { $file }… { $percent }%
load-file-cancelled = Stopped opening { $file }: the game on the table is as it was.
load-pasted-reading = Reading the pasted game…
load-pasted-opening = Opening the pasted game… { $percent }%
load-pasted-cancelled = Stopped opening the pasted game: the game on the table is as it was.
load-restore-reading = Reading the last session's games…
load-restoring = Restoring the last session's games… { $percent }%
load-restore-cancelled = Stopped restoring the last session's games: they stay in their autosave, untouched, and come back at the next launch. Meanwhile this window autosaves in a file of its own.
# Opening or restoring stopped on an internal error (a bug), with its message.
load-file-failed = Opening { $file } stopped on an internal error of Kibitzer: { $cause }. The game on the table is as it was; please report it.
load-pasted-failed = Opening the pasted game stopped on an internal error of Kibitzer: { $cause }. The game on the table is as it was; please report it.
load-restore-failed = Restoring the last session's games stopped on an internal error of Kibitzer: { $cause }. They stay in their autosave, untouched, and come back at the next launch; please report it.
# Before shell-replaced-unsaved, when a game was played while they loaded.
load-restored = The last session's games are back.
load-restored-aside = The last session's games are back. Its game on the table is set aside, so as not to replace the game you opened.
