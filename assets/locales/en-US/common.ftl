# What every part of the window shares.

# A count of moves (each one player's turn): "1 move", "7 moves".
count-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

menu-language = Language
