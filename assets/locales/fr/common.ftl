# Ce que toutes les parties de la fenêtre partagent.

# Un nombre de coups (chacun le tour d'un joueur) : « 1 coup », « 7 coups ».
count-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

# Le signe entre la partie entière d'un nombre et sa fraction : 0,25, 2,4.
decimal-point = ,

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

## Pourquoi une partie est finie (`end-<clé>`, d'après les règles du jeu) ; `$count` est le
## nombre que compte la phrase, quand elle en compte un.

end-no-move = plus aucun coup n'est possible
end-third-repetition = la même position est revenue pour la troisième fois
end-fg-third-repetition = la même position est revenue pour la troisième fois, avec le même camp au trait
end-chopsticks-misere = à la Misère, le premier joueur à perdre ses deux mains gagne
end-chopsticks-both-dead = les deux mains de l'autre joueur sont mortes
end-chopsticks-zombies = tous les autres joueurs sont éliminés ou zombies
end-chopsticks-all-out = tous les autres joueurs sont éliminés, leurs deux mains mortes
end-fg-too-few = il ne reste que { $count } { $count ->
    [one] oie
   *[other] oies
}, trop peu pour piéger le renard
end-fg-fox-trapped = le renard est piégé
end-fg-geese-stuck = les oies n'ont plus aucun coup
end-fh-escaped = le loup a atteint la rangée 1, au-delà de tous les moutons
end-fh-fox-trapped = le loup est piégé
end-fh-hounds-stuck = les moutons n'ont plus aucun coup
end-hh-passed = le lièvre a dépassé tous les chiens
end-hh-stalled = les chiens ont joué { $count } coups de suite sans avancer
end-hh-hare-trapped = le lièvre est piégé
end-hh-hounds-stuck = les chiens n'ont plus aucun coup
