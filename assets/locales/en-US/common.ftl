# What every part of the window shares.

# A count of moves (each one player's turn): "1 move", "7 moves".
count-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

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
