# What every part of the window shares.

# A count of moves (each one player's turn): "1 move", "7 moves".
count-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

# The sign between a number's whole part and its fraction: 0.25, 2.4.
decimal-point = .

menu-language = Language

## Seats. A side of the board is named by `side-<key>`; sentences speak of a seat through
## the arguments `$who-person` (you, side, named), `$who-number` (one, many),
## `$who-subject`, `$who-Subject`, `$who-of` and `$who-name` (see `SeatName::args`).

side-fox = Fox
side-geese = Geese
side-hare = Hare
side-hounds = Hounds
# Fox and Hounds' pieces (named apart: French calls them the wolf and the sheep).
side-fh-fox = Fox
side-fh-hounds = Hounds
chopsticks-player = Player { $number }
# The lone human facing the computer, in headings: "You (Player 1)".
seat-you-heading = You ({ $seat })
# A seat as the subject of a sentence.
seat-subject = { $person ->
    [you] you
    [side] { $side ->
        [fox] the fox
        [geese] the geese
        [hare] the hare
        [hounds] the hounds
        [fh-fox] the fox
       *[fh-hounds] the hounds
    }
   *[named] { $name }
}
# A seat owning something: "your hands", "the hounds' turn".
seat-possessive = { $person ->
    [you] your
    [side] { $side ->
        [fox] the fox's
        [geese] the geese's
        [hare] the hare's
        [hounds] the hounds'
        [fh-fox] the fox's
       *[fh-hounds] the hounds'
    }
   *[named] { $name }'s
}

## Why a game ended (`end-<key>`, from the game's rules); `$count` is the number the
## sentence counts, when it counts one.

end-no-move = no move is left
end-third-repetition = the same position has come up for the third time
end-fg-third-repetition = the same position has come up for the third time, with the same side to move
end-chopsticks-misere = under Misère, the first player to lose both hands wins
end-chopsticks-both-dead = both of the other player's hands are dead
end-chopsticks-zombies = every other player is out or a zombie
end-chopsticks-all-out = every other player is out, both hands dead
end-fg-too-few = only { $count } { $count ->
    [one] goose is
   *[other] geese are
} left, too few to trap the fox
end-fg-fox-trapped = the fox is trapped
end-fg-geese-stuck = the geese have no move left
end-fh-escaped = the fox reached row 1, past every hound
end-fh-fox-trapped = the fox is trapped
end-fh-hounds-stuck = the hounds have no move left
end-hh-passed = the hare got past every hound
end-hh-stalled = the hounds made { $count } moves in a row without advancing
end-hh-hare-trapped = the hare is trapped
end-hh-hounds-stuck = the hounds have no move left
