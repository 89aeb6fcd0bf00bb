# Ce que toutes les parties de la fenêtre partagent.

# Un nombre de coups (chacun le tour d'un joueur) : « 1 coup », « 7 coups ».
count-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

menu-language = Langue

## Les places. Un camp est nommé par `side-<clé>` ; les phrases parlent d'une place avec
## les arguments `$who-person` (you, side, named), `$who-number` (one, many),
## `$who-subject`, `$who-Subject`, `$who-of` et `$who-name` (voir `SeatName::args`).
## Pour « vous », choisir la phrase sur `$who-person` : « vos mains », « vous gagnez ».

side-fox = Renard
side-geese = Oies
side-hare = Lièvre
side-hounds = Chiens
# Les pièces du jeu du loup et des moutons.
side-fh-fox = Loup
side-fh-hounds = Moutons
chopsticks-player = Joueur { $number }
# Le seul humain face à l'ordinateur, dans les titres : « Vous (Joueur 1) ».
seat-you-heading = Vous ({ $seat })
# Une place comme sujet d'une phrase.
seat-subject = { $person ->
    [you] vous
    [side] { $side ->
        [fox] le renard
        [geese] les oies
        [hare] le lièvre
        [hounds] les chiens
        [fh-fox] le loup
       *[fh-hounds] les moutons
    }
   *[named] { $name }
}
# Le complément « de » d'une place : « le tour des chiens », « les mains de Joueur 2 ».
seat-possessive = { $person ->
    [you] de vous
    [side] { $side ->
        [fox] du renard
        [geese] des oies
        [hare] du lièvre
        [hounds] des chiens
        [fh-fox] du loup
       *[fh-hounds] des moutons
    }
   *[named] de { $name }
}
