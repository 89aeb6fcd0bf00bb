# Why a position code or a move is refused, as the rules say it (`reason-<key>`, from the
# game's `Reason`). These are the only words of the reasons: the command line prints the
# English ones, the window the ones of its language.

## Shared

reason-not-legal = it is not one of the legal moves here

## Points on the boards

reason-board-not-a-point = '{ $name }' is not a point of the { $board ->
    [cross] 33-point cross (columns a-g and rows 1-7, rows 1-2 and 6-7 only columns c-e)
    [military] 11-point military board (the square a2-c4, b1 below it and b5 above it)
   *[checkerboard] 8×8 checkerboard (the 32 dark squares a1, c1, e1, g1, b2, …, h8, whose column letter (a = 1) and row number are both odd or both even)
}
reason-board-not-a-name = '{ $name }' is not a point name: a point is a column letter and a row number, like d4
reason-board-twice = { $point } is written twice
reason-board-notation = write a step as b1-b2 and a capture chain as d4xd6xf6 (the start, then each landing point)

## Fox and Geese

reason-fg-side = the side to move is 'fox' or 'geese', not '{ $side }' (fox/geese/side, like d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox)
reason-fg-not-a-chain = it is not a capture chain here
reason-fg-geese-never-capture = it is the geese's turn, and geese never capture
reason-fg-chain-start = a chain starts where the fox stands, { $fox }, not { $start }
reason-fg-no-jump = no jump goes from { $from } to { $to }: a jump goes over a neighbour along a line to the point straight beyond it
reason-fg-goose-taken-earlier = the goose on { $point } is already taken earlier in this chain
reason-fg-no-goose-to-jump = there is no goose on { $point } to jump over
reason-fg-taken-by-goose = { $point } is taken by a goose
reason-fg-taken-by-fox = { $point } is taken by the fox
reason-fg-over = the game is over
reason-fg-fox-turn = it is the fox's turn, not the geese's
reason-fg-fox-elsewhere = it is the fox's turn and the fox is on { $fox }, not { $from }
reason-fg-geese-turn = it is the geese's turn, not the fox's
reason-fg-no-goose = there is no goose on { $point }
reason-fg-not-legal-here = it is not legal here
reason-fg-not-joined = { $from } and { $to } are not joined by a line
reason-fg-not-joined-jump = { $from } and { $to } are not joined by a line (a capture is written with x: { $from }x{ $to })
reason-fg-backward = geese never move backward
reason-fg-sideways = geese step sideways only with the sideways option
reason-fg-fox-on-goose = { $point } holds both the fox and a goose
reason-fg-too-many-geese = this game has { $geese } geese, not { $count }
reason-fg-too-few-geese = the fox wins as soon as fewer than { $min } geese remain, so with { $count } it cannot be the fox's turn

## Fox and Hounds

reason-fh-side = the side to move is 'fox' or 'hounds', not '{ $side }' (fox/hounds/side to move, like d8/a1c1e1g1/fox)
reason-fh-no-capture = nothing is captured in Fox and Hounds: a move is one diagonal step, like d8-c7
reason-fh-off-board = a piece stands off the 8×8 checkerboard
reason-fh-hound-count = there are four hounds, not { $count }
reason-fh-fox-on-hound = { $point } holds both the fox and a hound
reason-fh-escaped-fox-turn = the fox can only reach row 1 by its own move, which wins, so with the fox on { $point } it is the hounds' turn
reason-fh-over = the game is over
reason-fh-fox-elsewhere = it is the fox's turn and the fox is on { $fox }, not { $from }
reason-fh-hounds-turn = it is the hounds' turn, not the fox's
reason-fh-no-hound = there is no hound on { $point }
reason-fh-not-diagonal-neighbour = a piece moves one square diagonally, and { $to } is not next to { $from }
reason-fh-taken-by-fox = { $point } is taken by the fox
reason-fh-taken-by-hound = { $point } is taken by a hound
reason-fh-backward = hounds only move forward, up a row, never back

## Hare and Hounds

reason-hh-side = the side to move is 'hounds' or 'hare', not '{ $side }' (hare/hounds/side/stalling count, like b5/b1a2c2/hounds/0)
reason-hh-stalling-count = the stalling count is a number from 0 to { $limit }, not '{ $count }'
reason-hh-no-capture = nothing is captured in Hare and Hounds: a move is one step, like b1-b2
reason-hh-hound-count = there are three hounds, not { $count }
reason-hh-hare-on-hound = { $point } holds both the hare and a hound
reason-hh-stalling-range = the stalling count runs from 0 to { $limit }, not { $count }
reason-hh-stalling-full = the hare wins as the hounds play their { $limit }th sideways move in a row, so a count of { $limit } stands only with the hare to move
reason-hh-over = the game is over
reason-hh-hare-elsewhere = it is the hare's turn and the hare is on { $hare }, not { $from }
reason-hh-hounds-turn = it is the hounds' turn, not the hare's
reason-hh-no-hound = there is no hound on { $point }
reason-hh-not-neighbour = { $from } and { $to } are not joined by a line
reason-hh-taken-by-hare = { $point } is taken by the hare
reason-hh-taken-by-hound = { $point } is taken by a hound
reason-hh-backward = hounds never move backward

## Chopsticks

reason-cs-zombie-code = 'z' (a zombie) exists only under Zombies
reason-cs-hand-count = player { $player } has { $count } hands written, not { $expected }
reason-cs-split-start = your hands are { $hands }, not the pair the split starts from
reason-cs-over = the game is over
reason-cs-zombie-split = a zombie never splits
reason-cs-swap-off = swapping hands is allowed only under Swap
reason-cs-swap-same = your hands are all the same: there is nothing to swap
reason-cs-flip-off = turning a hand palm up is allowed only under Negative
reason-cs-flip-dead = a dead hand cannot be turned
reason-cs-flip-zero = turning a hand of 0 changes nothing
reason-cs-zombie-one-finger = a zombie has only one finger, on hand A
reason-cs-own-hand-dead = that hand of yours is dead (a closed fist) and cannot attack
reason-cs-no-such-player = there is no such player to attack
reason-cs-zombie-untouchable = nobody can attack a zombie
reason-cs-player-out = that player is out of the game
reason-cs-target-dead = that hand is dead: nobody can revive an opponent's hand
reason-cs-not-a-pair = that is not a pair of hands under these rules
reason-cs-split-same = a split must change your hands; swapping them is not a split
reason-cs-split-kills-both = a split never kills every one of your hands
reason-cs-split-kills = a split may not kill one of your hands (Suicide allows it)
reason-cs-halves = under Halves the only split divides an even total into two equal halves
reason-cs-whole-fingers = splits move whole fingers only; only [0 1] folds into two halves
reason-cs-total = a split keeps your total of { $total } fingers
reason-cs-total-meta = a split keeps your total of { $total } fingers (or, under Meta, drops { $fingers } from a total above { $fingers })
reason-cs-dead-x = 'x' (a dead hand) is written 0 under these rules
reason-cs-half-off = '{ $hand }': half fingers exist only under Stumps
reason-cs-negative-off = '{ $hand }': negative values exist only under Negative
reason-cs-out-of-range = '{ $hand }' is out of range: a hand holds 0 to { $top } fingers under these rules
reason-cs-out-of-range-negative = '{ $hand }' is out of range: a hand holds -{ $top } to { $top } fingers, or x when dead, under these rules
reason-cs-not-a-hand = '{ $hand }' is not a hand value
reason-cs-not-a-pair-name = '{ $pair }' is not a group of two to four hands
reason-cs-no-move-name = a move name is needed
reason-cs-name-the-seat = with { $players } players name the target's seat counted from you: A1C … B{ $last }D
reason-cs-not-a-seat = '{ $seat }' is not a seat: targets are counted 1 to { $last } from the mover
reason-cs-zombie-never-00 = under Zombies a player who loses both hands becomes a zombie (written z), never 00
reason-cs-all-zombies = every player is a zombie; the last live player would have won
reason-cs-all-out = every player has lost both hands
reason-cs-misere-two-out = under Misère the game ends at the first elimination, so two players cannot both be out
reason-cs-last-out = the last pair is the player who has just moved, and a player cannot lose both hands by its own move
reason-cs-mover-out = the player to move (the first pair) has no live hand, but the game is not over
reason-fh-hounds-first = the hounds move first and none has moved yet, so it is their turn
reason-fh-too-few-fox-moves = with the { $first } moving first and the { $mover } to move, hounds whose rows add up to { $rows } have made { $hound-moves ->
        [one] 1 move
       *[other] { $hound-moves } moves
    } and the fox { $fox-moves ->
        [one] 1 move
       *[other] { $fox-moves } moves
    }, too few to come down from row 8 to { $fox }
reason-fh-fox-row-parity = with the { $first } moving first and the { $mover } to move, hounds whose rows add up to { $rows } have made { $hound-moves ->
        [one] 1 move
       *[other] { $hound-moves } moves
    } and the fox { $fox-moves ->
        [one] 1 move
       *[other] { $fox-moves } moves
    }, but each fox move changes its row by one, so from row 8 they cannot end on { $fox }
reason-cs-expected-forms = expected attacks { $two ->
        [yes] AC, AD, BC, BD
       *[no] from your hands A to { $first } onto the target's { $theirs } to { $last }, the target's seat between them with more than two players (A1{ $theirs })
    }, splits like 13-22{ $swap ->
        [yes] , swap
       *[no] {""}
    }{ $negative ->
        [yes] , flips -A to -{ $first }
       *[no] {""}
    }

## Settings that do not go together
reason-fg-geese-count = Fox and Geese is played with 13, 15 or 17 geese, not { $count }
reason-fg-geese-written = Fox and Geese is played with 13, 15 or 17 geese, not '{ $text }'
reason-cs-zombies-needs-three = Zombies needs 3 or more players: with 2 the first elimination ends the game, so no zombie could ever play
reason-cs-zombies-not-misere = Zombies cannot go with Misère: Misère ends the game at the first elimination, so no zombie could ever play
reason-cs-players-written = --players must be a whole number from { $min } to { $max }, not '{ $text }'
reason-cs-attacks-no-splits = Attacks only has no splits, so { $switch ->
        [halves] Halves
        [suicide] Suicide
        [meta] Meta
       *[stumps] Stumps
    }, which changes only the splits, cannot go with it
reason-cs-split-off = there are no splits with Attacks only: every move is an attack
reason-cs-fingers-written = --fingers must be a whole number from { $min } to { $max }, not '{ $text }'
reason-cs-fingers-range = a hand has from { $min } to { $max } fingers, not { $fingers }
reason-cs-tens-fingers = Tens is the game of 10 fingers: it cannot be played with { $fingers }
reason-cs-stumps-fingers = Stumps halves the fingers, so a hand has at most { $max } fingers with it, not { $fingers }
reason-fh-square-number = square number { $number } is not on the 8×8 checkerboard
reason-fh-fox-start = the fox starts on a dark square of row 8 (b8, d8, f8 or h8), not on { $point }
reason-hh-point-number = point number { $number } is not on the 11-point military board
reason-hh-hare-start = the hare cannot start on { $point }: the hounds start on b1, a2 and c2
reason-cs-hand-counts = player { $player } has { $count } hands written, which does not follow the players' hands ({ $hands }) in turn order from any player
reason-cs-no-such-hand = that player has { $hands ->
        [one] only one hand
       *[other] only { $hands } hands
    }
reason-cs-split-hands = a split shares your fingers among your { $hands } hands, no more and no fewer
reason-cs-hands-range = each player has 1 to { $max } hands, one count for everyone or one per player ({ $players } here), not { $hands }
reason-cs-hands-written = --hands must be a whole number from 1 to { $max }, or one per player separated by commas (3,2), not '{ $text }'
reason-cs-one-hand = with one hand each nobody can split or swap, so { $switch ->
        [swap] Swap
        [halves] Halves
        [suicide] Suicide
        [meta] Meta
       *[stumps] Stumps
    } cannot go with it
reason-cs-too-many-positions = these settings have { $count } positions, more than the { $max } Kibitzer can hold in memory to solve: take fewer players, hands or fingers
