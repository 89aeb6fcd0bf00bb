# The games in the window: their names, settings, boards, refusals and editors.

## Game names, as the Game box and the titles show them.

game-title-chopsticks = Chopsticks
game-title-fox-geese = Fox and Geese
game-title-hare-hounds = Hare and Hounds
game-title-fox-hounds = Fox and Hounds

## A variant in a few words, under the figures.

game-variant-chopsticks = Chopsticks, { $players } players, { $rules }
game-chopsticks-standard-rules = standard rules
game-variant-fox-geese = Fox and Geese, { $geese } geese{ $sideways ->
    [yes] , sideways
   *[no] {""}
}
game-variant-hare-hounds = Hare and Hounds, the hare starting on { $start }
game-variant-fox-hounds = Fox and Hounds, the fox starting on { $start }, { $first ->
    [hounds] the hounds
   *[fox] the fox
} moving first

## How to move, after "Player 1 to move:".

game-how-to-move-chopsticks = click one of your hands, then the hand it touches, or pick a split below.
game-how-to-move-fox-geese = click a piece, then the point it goes to; the fox jumps one capture at a time.
game-how-to-move-hare-hounds = click a piece, then the point it goes to.
game-how-to-move-fox-hounds = click a piece, then the square it goes to.

## Chopsticks' settings: the player count and the rule switches.

game-chopsticks-players = Players
game-chopsticks-hands = Hands per player
game-chopsticks-hands-count = { $count ->
        [one] one hand
       *[other] { $count } hands
    }
game-chopsticks-hands-each = hands { $list }
game-chopsticks-fingers = Fingers per hand
game-chopsticks-fingers-count = { $count } fingers
game-chopsticks-simple = Simple Chopsticks
game-chopsticks-simple-hover = Attacks only and Cut-off, the game of Dailly, Gledel, Nowakowski and Santos (2024): a hand is removed when it holds more than { $n } fingers (one less than the fingers per hand).
game-chopsticks-player-count = { $count } players
game-chopsticks-switches = Rule switches
# A switch that cannot go with the others: its summary, then why.
game-switch-refused = { $summary } ({ $why }.)
game-switch-cutoff = Cut-off
game-switch-cutoff-summary = A hand reaching 5 or more dies: no roll-over.
game-switch-sun = Sun
game-switch-sun-summary = Everyone starts with 4 fingers on each hand.
game-switch-swap = Swap
game-switch-swap-summary = A player whose hands differ may swap them instead of moving: a pass.
game-switch-halves = Halves
game-switch-halves-summary = The only split halves an even total: 02-11, 13-22, 04-22.
game-switch-misere = Misère
game-switch-misere-summary = The first player to lose both hands wins.
game-switch-suicide = Suicide
game-switch-suicide-summary = A split may kill one of your own hands (11-02, 13-04 …).
game-switch-meta = Meta
game-switch-meta-summary = Hands totalling more than 5 may combine, drop 5 and split the rest.
game-switch-stumps = Stumps
game-switch-stumps-summary = A player at [0 1] may fold the finger into two half fingers.
game-switch-negative = Negative
game-switch-negative-summary = A move may turn a hand palm up, negating it; only ±5 kills.
game-switch-tens = Tens
game-switch-tens-summary = Hands count 0 to 9 (6-9 palm up); exactly 10 kills.
game-switch-zombies = Zombies
game-switch-zombies-summary = Eliminated players stay as zombies with one attacking finger.
game-switch-attacks = Attacks only
game-switch-attacks-summary = No splits: every move is an attack (with Cut-off: Simple Chopsticks).

## Chopsticks' table: the chips under it and what a click there says.

game-option-split = Split
game-option-swap = Swap
game-option-attack = Attack
# Turning hand A or B over.
game-option-flip = { $hand } { $way ->
    [up] palm up
   *[down] palm down
}
game-over = The game is over.
game-chopsticks-turn-of = It is { $who-of } turn.
game-chopsticks-pick-own-first = First pick one of { $who-person ->
    [you] your
   *[other] { $who-of }
} hands, then the hand it touches.
game-chopsticks-pick-own-first-nobody = First pick one of the mover's hands, then the hand it touches.
game-chopsticks-cannot-touch = that hand cannot touch any hand now

## Chopsticks' position editor.

game-chopsticks-setup-help = Click a hand to raise a finger, right-click to lower one.
game-to-move = To move
# The players after the one to move, in turn: "Then 2nd".
game-chopsticks-then = Then { $n ->
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}
game-chopsticks-zombie = zombie
game-chopsticks-setup-hand = Seat { $seat } hand { $hand }: { $value }

## The board games' pieces, by side key (`fox`, `geese`, `hare`, `hounds`, `fh-fox`,
## `fh-hounds`): one piece's name, the letter on the lone piece, and the piece in sentences.

game-piece-one = { $piece ->
    [fox] Fox
    [geese] Goose
    [hare] Hare
    [hounds] Hound
    [fh-fox] Fox
   *[fh-hounds] Hound
}
game-piece-mark = { $piece ->
    [fox] F
    [hare] H
   *[fh-fox] F
}
game-piece-the = { $piece ->
    [fox] the fox
    [geese] the geese
    [hare] the hare
    [hounds] the hounds
    [fh-fox] the fox
   *[fh-hounds] the hounds
}
game-piece-a = { $piece ->
    [geese] a goose
   *[other] a hound
}
game-piece-that = { $piece ->
    [geese] that goose
   *[other] that hound
}
game-piece-one-of = { $piece ->
    [geese] one of the geese
   *[other] one of the hounds
}
game-piece-unknown = the piece

## A refused click on a board.

game-refusal-empty = { $point } is empty: first pick { $movers }.
game-refusal-cannot-move-now = { $piece } cannot move now: pick another piece.
game-refusal-yours-not = That's { $piece }: you play { $side }.
game-refusal-not-yours = That's { $piece }: { $who-subject } { $who-number ->
    [one] is
   *[many] are
} to move.
game-refusal-cannot-jump-on = { $piece } cannot jump on to { $to }.
game-refusal-cannot-go = { $piece } cannot go to { $to }: { $reason }.
game-refusal-too-far = { $piece } cannot go to { $to } in one move.
game-over-rematch = The game is over: choose Rematch or New game.
game-computer-to-move = { $who-Subject } (computer) { $who-person ->
    [you] are
   *[other] { $who-number ->
        [one] is
       *[many] are
    }
} to move.

## The board games' position editor and the lines under the board.

game-editor-help = Each click on a { $place ->
    [square] square
   *[point] point
}: empty, then a { $band ->
    [geese] goose
   *[other] hound
}, then the { $lone ->
    [hare] hare
   *[other] fox
} (leaving its old { $place ->
    [square] square
   *[point] point
}).
game-fox-geese-left = Geese left: { $left } of { $geese } ({ $taken } taken)
game-hare-hounds-stalling = Hounds' moves without advancing: { $stalling } of { $limit }
game-hare-hounds-stalling-label = Hounds' moves without advancing

## The board games' settings.

game-fox-geese-geese = Geese
game-fox-geese-count = { $count } geese
game-fox-geese-count-help = { $count ->
    [13] The classic game: the bottom arm and the row below the fox.
    [15] Two more geese, on a4 and g4.
   *[other] Four more geese, on a4, b4, f4 and g4.
}
game-fox-geese-sideways = Sideways
game-fox-geese-sideways-help = Geese may also step sideways along their row; play can then repeat.
game-fox-hounds-start = Fox starts on
game-fox-hounds-start-help = The fox starts on a dark square of the far row; d8 is usual.
game-fox-hounds-hounds-first = Hounds move first
game-fox-hounds-hounds-first-help = The fox usually moves first.
game-hare-hounds-start = Hare starts on
game-hare-hounds-start-help = The hare usually starts on b5, at the top; any free point will do.

## Why the rules refuse a Chopsticks hand, as the rules say it.

game-reason-two-hands = each player has only two hands
game-reason-zombie-one-finger = a zombie has only one finger, on hand A
game-reason-own-hand-dead = that hand of yours is dead (a closed fist) and cannot attack
game-reason-no-such-player = there is no such player to attack
game-reason-zombie-untouchable = nobody can attack a zombie
game-reason-player-out = that player is out of the game
game-reason-target-dead = that hand is dead: nobody can revive an opponent's hand

## Why a Chopsticks switch cannot go with the others.


## Why a piece cannot step to a neighbouring point, as the rules say it.

game-reason-taken = { $point } is taken by { $piece }
game-reason-backward = { $piece ->
    [geese] geese never move backward
    [hounds] hounds never move backward
   *[fh-hounds] hounds only move forward, up a row, never back
}
game-reason-geese-sideways = geese step sideways only with the sideways option
