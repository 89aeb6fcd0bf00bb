# Ce que toutes les parties de la fenêtre partagent.

# Un nombre de coups (chacun le tour d'un joueur) : « 1 coup », « 7 coups ».
count-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

menu-language = Langue
