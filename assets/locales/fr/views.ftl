# Les canevas et les mots qu'ils partagent : verdicts, estimations de la recherche, thème,
# plateau et table, et le travail en cours.

## Les évaluations. Un coup est le tour d'un joueur. Les phrases sur une place prennent ses
## arguments (voir `SeatName::args`) : un camp avec son article (« Les chiens gagnent »),
## « Vous », ou une place nommée par son nom.

# « Le renard gagne en 7 coups », « Vous gagnez en 2 coups ».
verdict-wins-in = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] gagnez
   *[other] { $who-number ->
        [one] gagne
       *[many] gagnent
    }
} en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
# Prouvé par une recherche qui s'arrête tôt : « Les oies gagnent en 31 coups au plus ».
verdict-wins-within = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] gagnez
   *[other] { $who-number ->
        [one] gagne
       *[many] gagnent
    }
} en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} au plus
# D'une table qui dit qui gagne mais pas en combien de coups : « Les oies gagnent ».
verdict-wins = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] gagnez
   *[other] { $who-number ->
        [one] gagne
       *[many] gagnent
    }
}
# La partie est finie : « Le renard a gagné ».
verdict-won = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] avez gagné
   *[other] { $who-number ->
        [one] a gagné
       *[many] ont gagné
    }
}
verdict-draw-perfect-play = Partie nulle en jeu parfait
# L'estimation de la recherche : « Estimation à 12 coups : les oies en tête (+3,5) ».
verdict-estimate-ahead = Estimation à { $depth ->
    [one] { $depth } coup
   *[other] { $depth } coups
} : { $who-subject } en tête ({ $score })
verdict-estimate-even = Estimation à { $depth ->
    [one] { $depth } coup
   *[other] { $depth } coups
} : égalité ({ $score })

## À trois joueurs ou plus, chaque place contre toutes les autres.

verdict-paranoid-draw = { $who-name } : nulle, personne ne peut forcer l'issue
verdict-out = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] êtes éliminé
   *[other] { $who-number ->
        [one] est éliminé
       *[many] sont éliminés
    }
}
verdict-can-force-win = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] pouvez
   *[other] { $who-number ->
        [one] peut
       *[many] peuvent
    }
} forcer le gain en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
verdict-can-be-forced-out = { $who-person ->
    [named] { $who-name }
   *[other] { $who-Subject }
} { $who-person ->
    [you] pouvez être éliminé
   *[other] { $who-number ->
        [one] peut être éliminé
       *[many] peuvent être éliminés
    }
} en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

## La valeur d'un coup pour le joueur qui le joue.

verdict-move-win-in = Gain en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
verdict-move-loss-in = Perte en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
verdict-move-win-within = Gain en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} au plus
verdict-move-loss-within = Perte en { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} au plus
verdict-move-draw = Nulle
verdict-move-win = Gain
verdict-move-loss = Perte
# Une borne de la recherche : « +1.2 ou pire ».
verdict-or-worse = { $verdict } ou pire
verdict-or-better = { $verdict } ou mieux

## Les estimations de la recherche expliquées. `$mover` joue le coup, `$other` répond (tous
## deux comme sujets : « les oies ») ; `$scale` est la phrase `estimate-scale`.

# Un terme du score de la partie et son poids : « une oie prise compte 10 ».
estimate-term = { $term } compte { $weight }
# Les termes joints par « ; ».
estimate-scale = L'échelle : { $terms }.
# Le plus grand terme, dans la légende : « ; une oie prise vaut 10 ».
estimate-unit = ; { $term } vaut { $weight }
estimate-key = ≈ estimation, + bon pour { $mover } (au trait){ $unit } ; « ou pire » : au plus ceci.
estimate-sign = Un score au-dessus de 0 est bon pour { $mover }, au-dessous de 0 pour { $other }. { $scale }
estimate-or-worse = « ou pire » est une borne : l'alpha-bêta a montré que le coup ne fait pas mieux que cela pour { $mover }, assez pour préférer le meilleur coup, et s'est arrêté sans calculer de combien il est pire.
estimate-or-better = « ou mieux » est une borne : le coup vaut au moins cela pour { $mover }.
estimate-key-hover = ≈ marque une estimation, pas une preuve : le score que la recherche attend pour { $mover } après chaque coup, aussi loin qu'elle a cherché. { $sign }
estimate-move-estimate = Une estimation, pas une preuve : le score que la recherche attend pour { $mover }, qui joue ce coup, en regardant { $depth ->
    [one] { $depth } coup
   *[other] { $depth } coups
} plus loin. { $sign }
estimate-move-proven = Prouvé par la recherche : chaque ligne dont il dépend va jusqu'à la fin de la partie.
estimate-move-proven-within = Prouvé par la recherche : le gagnant est certain, et la partie finit en au plus autant de coups (peut-être moins).
estimate-move-solved = Exact : lu dans la table de toutes les positions, qui dit qui gagne mais pas en combien de coups.
# L'estimation de la position : `$lead` est `estimate-lead` ou `estimate-no-lead`.
estimate-lead = { $score } en faveur { $ahead }
estimate-no-lead = Aucun camp ne mène selon le score de la recherche
estimate-position = Une estimation, pas une preuve : { $lead }, selon le score que la recherche attend { $depth ->
    [one] { $depth } coup
   *[other] { $depth } coups
} plus loin avec le meilleur jeu qu'elle a trouvé. { $scale }

## Le thème.

view-theme-system = Suivre le système
view-theme-dark = Sombre
view-theme-light = Clair

## Le plateau et la table, tels que les lecteurs d'écran les nomment.

view-board = Plateau
view-setup-board = Plateau de mise en place
view-table = Table
# Le coup de l'indice : « Indice : d4-d5 ».
view-hint = Indice : { $move }
view-capped-note = Seuls les meilleurs coups sont étiquetés : pointez une pièce pour voir les siens.
# Un point du plateau et ce qui s'y trouve : « d4 (Renard) », « d5 (vide) ».
view-point = { $point } ({ $piece })
view-point-empty = vide
# Le badge d'un coup : « Jouer d4-d5 : Gain en 5 coups ».
view-play = Jouer { $move } : { $verdict }
view-estimated-only = estimé seulement
view-not-evaluated = pas encore évalué
view-not-solved = pas encore résolu
# Où mène un coup, par le code de la position.
view-leads-to = Mène à { $code }
# Une puce qui partage les doigts du joueur : « Partage », « Partage 13-22 ».
view-split = Partage
view-split-named = Partage { $move }
view-no-split = Aucun partage possible.
# Après le nom d'une place, sur la table.
view-seat-to-move = { $name } · au trait
view-seat-zombie = { $name } · zombie
view-seat-out = { $name } · éliminé

## Le travail en cours : ses phases, et ce que coûte la construction d'une table.

view-phase-starting = démarrage
view-phase-reading = lecture
view-phase-replaying = rejeu des coups
view-phase-solving = résolution
view-phase-reading-saved-solve = lecture de la résolution enregistrée
view-phase-solving-fox-and-geese = Résolution du Renard et les Oies
view-phase-checking-the-finished-layers = Vérification des couches terminées
view-phase-preparing-to-grow-the-table = Préparation de l'extension de la table
view-phase-finding-the-shortest-games = recherche des parties les plus courtes
view-phase-counting-positions = décompte des positions
view-phase-searching = recherche
view-phase-exploring-positions = exploration des positions
view-phase-linking-positions = liaison des positions
view-seconds = { $value } s
view-minutes = { $value } min
view-hours = { $value } h
view-kilobytes = { $value } ko
view-megabytes = { $value } Mo
view-gigabytes = { $value } Go
# « environ 11 min sur 2 fils d'exécution, 2,4 Go sur disque et 3,7 Go de mémoire »
view-costs = environ { $time } sur { $threads ->
    [one] { $threads } fil d'exécution
   *[other] { $threads } fils d'exécution
}, { $disk } sur disque et { $memory } de mémoire

## Les badges courts de l'aperçu pour un verdict qui ne dit que qui gagne.

verdict-badge-win = G
verdict-badge-loss = P

## Les mains sur la table, telles que les lecteurs d'écran les nomment : « Joueur 2 main A : 3 doigts ».

view-hand = { $seat } main { $hand } : { $label }

## Les termes du score du Renard et les Oies, par leurs clés dans l'heuristique de la recherche.
estimate-term-goose-taken = une oie prise
estimate-term-fox-room = chaque point vide que le renard peut atteindre pas à pas
estimate-term-fox-freedom = chaque point vide voisin du renard
estimate-term-fox-threat = chaque prise que le renard pourrait faire tout de suite (le tiers avec les oies au trait)
# Entre deux termes de l'échelle : « une oie prise compte 10 ; chaque point vide… ».
estimate-terms-joiner = {"\u00A0; "}
# Écrit à côté de la flèche de l'attaque conseillée, sur la table du jeu des baguettes.
view-hint-mark = indice
# Le coup que le pointeur désigne dans la liste des coups, montré sur le plateau ou la table (pour les lecteurs d'écran).
view-preview = Aperçu : { $move }
