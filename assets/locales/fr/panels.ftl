# Les panneaux autour du plateau : la barre latérale, l'aire de jeu, le panneau d'analyse,
# l'historique et ses graphiques.

panel-seconds = { $seconds } s
panel-milliseconds = { $ms } ms
panel-percent = { $percent } %

## Barre latérale.

panel-game = Jeu
panel-seats = Joueurs
# Une place avant que la partie ne la nomme.
panel-seat-number = Place { $seat }
panel-search-time = Temps de recherche
panel-search-time-hover = Combien de temps chaque position est cherchée : plus longtemps prouve davantage et voit plus loin.
panel-search-time-choice-hover = Par position, pour l'analyse et les coups de l'ordinateur.
panel-new-settings = Les nouveaux réglages s'appliquent à partir de la prochaine partie.
panel-new-game = Nouvelle partie
panel-human = Humain
# La meilleure force d'une place tenue par l'ordinateur, pour un jeu résolu.
panel-computer-perfect = Ordinateur, parfait
# La meilleure force pour un jeu cherché (un coup fort, non prouvé).
panel-computer-strongest = Ordinateur, le plus fort
# `$strength` est le libellé d'une force (« niveau 70 % »).
panel-computer-strength = Ordinateur, { $strength }
panel-computer-skill = Ordinateur, niveau…
panel-computer-random = Ordinateur, au hasard
panel-best-move = meilleur coup
panel-skill-hover = La probabilité que l'ordinateur joue un meilleur coup ; sinon il joue n'importe quel coup légal.
# Après le nombre du curseur de niveau : « 70 % ».
panel-skill-suffix = {"\u00A0%"}

## Aire de jeu : outils, légende des évaluations, bandeau de fin de partie et ligne d'état.

panel-overlay = Évaluations sur le plateau
panel-overlay-hover = Dessiner chaque coup légal dans la couleur de son évaluation (E)
panel-hint = Indice
panel-hint-hover = Montrer l'un des meilleurs coups (H)
panel-hint-disabled = Le solveur n'a pas fini, ou il ne reste aucun coup.
panel-legend-win = gain
panel-legend-draw = nulle
panel-legend-loss = perte
panel-legend-estimate = estimation
panel-legend-estimate-hover = Gris avec un « ? » : seulement estimé par la recherche, non prouvé.
# Les marques d'un gain et d'une perte lus dans la table, comme le plateau les montre.
panel-legend-exact-marks = G P
panel-legend-exact = exact
panel-legend-exact-hover = « G » ou « P » : exact, lu dans la table de toutes les positions, qui dit qui gagne mais pas en combien de coups.
panel-legend-number = nombre : coups jusqu'à la fin
panel-legend-number-hover = Comptés un tour de joueur à la fois, avec un jeu parfait des deux côtés.
# Comment la partie s'est terminée, `$why` étant la raison des règles, avec majuscule.
panel-ending-why-wins = { $why } : { $who-subject } { $who-person ->
        [you] gagnez
       *[other] { $who-number ->
            [one] gagne
           *[many] gagnent
        }
    } !
panel-ending-wins = { $who-Subject } { $who-person ->
        [you] gagnez
       *[other] { $who-number ->
            [one] gagne
           *[many] gagnent
        }
    } !
panel-ending-why-draw = Partie nulle : { $why }.
panel-ending-draw = Partie nulle.
panel-rematch = Revanche
panel-status-over = Partie terminée : Revanche la rejoue ; les flèches la parcourent à rebours.
panel-status-computer-waits = { $who-Subject } (ordinateur) : en attente du solveur…
panel-status-computer-cancelled = { $who-Subject } (ordinateur) { $who-number ->
    [one] attend
   *[many] attendent
} : la résolution a été annulée. Résolvez le jeu, ou laissez jouer un ordinateur au hasard.
panel-status-computer = Au trait : { $who-subject } (ordinateur)…
# `$how` dit comment jouer un coup.
panel-status-human = { $who-person ->
    [you] À vous de jouer : { $how }
   *[other] Au trait : { $who-subject } — { $how }
}

## Panneau d'analyse.

panel-position = Position
panel-position-code = Code de la position
panel-position-code-hover =
    Le code de la position, en entier : { $code }
    Tapez-en un autre et appuyez sur Entrée pour y aller.
# Sous un code de position, dans son info-bulle : le camp au trait en toutes lettres, car un
# code le nomme avec les mots de la ligne de commande (`/fox`).
panel-code-to-move = { $who-Subject } au trait.
panel-code-neutral = Un code de position s'écrit de la même façon dans toutes les langues : la ligne de commande et les fichiers de parties le lisent.
panel-copy = Copier
panel-to-move = { $who-person ->
    [you] À vous de jouer
   *[other] Au trait : { $who-subject }
}
panel-to-move-counted = { $who-person ->
    [you] À vous de jouer.
   *[other] Au trait : { $who-subject }.
} Les coups se comptent un tour de joueur à la fois.
# `$source` est l'une des trois phrases ci-dessous.
panel-to-move-source = { $who-person ->
    [you] À vous de jouer.
   *[other] Au trait : { $who-subject }.
} { $source }
panel-source-search = D'après une recherche dans cette position, non une résolution du jeu.
panel-source-table = Exact : lu dans la table de toutes les positions, qui dit qui gagne mais pas en combien de coups.
panel-source-agree = Exact : la table de toutes les positions confirme la preuve de la recherche.
panel-source-remoteness = Exact : lu dans la table de toutes les positions, avec son nombre de coups.
panel-each-against-all = Chaque joueur contre tous les autres réunis :
panel-not-solved-yet = Pas encore résolu
panel-shown-meanwhile = Affiché en attendant : une recherche antérieure de { $seconds } s, à la profondeur { $depth }.
panel-searching = Recherche dans cette position…
panel-nothing-found = Rien de trouvé pour l'instant : la recherche va un coup plus loin à chaque passe, et son évaluation apparaît quand elle s'arrête.
panel-nothing-found-timed = Rien de trouvé pour l'instant : la recherche va un coup plus loin à chaque passe, pendant { $seconds } s, et son évaluation apparaît quand elle s'arrête.
panel-not-searched = Pas de recherche
panel-not-searched-yet = Pas encore de recherche
panel-game-over-wins = Partie terminée : { $who-subject } { $who-person ->
        [you] gagnez
       *[other] { $who-number ->
            [one] gagne
           *[many] gagnent
        }
    }
panel-game-over-repetition = Partie terminée : nulle par triple répétition
panel-game-over-draw = Partie terminée : nulle
# Le travail en cours, et sa phase d'après le solveur.
panel-progress-searching = Recherche dans cette position : { $phase }…
panel-progress-counting = Calcul des chiffres : { $phase }…
panel-progress-solving = Résolution : { $phase }…
panel-cancel = Annuler
panel-play-on-solve = Vous pouvez continuer à jouer en attendant ; les évaluations apparaissent quand la résolution est terminée.
panel-search-stopped = La recherche a été arrêtée.
panel-search = Chercher
panel-figures-not-counted = Les chiffres n'ont pas été calculés.
panel-count-them = Les calculer
panel-solve-cancelled = La résolution a été annulée.
panel-work-failed = Le solveur s'est arrêté sur une erreur interne de Kibitzer : { $cause }. Merci de la signaler ; vous pouvez réessayer.
panel-solve = Résoudre

## Les coups et les lignes de jeu.

panel-moves-best-first = Coups, le meilleur d'abord
panel-moves-search-best-first = Coups, le meilleur d'abord selon la recherche
panel-moves = Coups
panel-no-legal-move = Aucun coup légal.
panel-play-move = Jouer ce coup, vers { $code }
panel-not-evaluated = Pas encore évalué.
panel-perfect-play = Jeu parfait à partir d'ici
panel-search-line = La suite attendue par la recherche
# Après les coups d'une ligne coupée.
panel-line-forever = … (une partie nulle ne finit jamais)
panel-line-more = … ({ $moves ->
        [one] encore { $moves } coup
       *[other] encore { $moves } coups
    })
# Un coup et la position où il mène.
panel-move-to = { $name }, vers { $code }
panel-line-hover =
    Chaque coup, et la position où il mène :
    { $steps }

## Chiffres de la variante.

panel-variant-figures = Chiffres de la variante
panel-start-value-note = La valeur de départ est celle du joueur qui joue en premier.
panel-saved-solve = Résolution enregistrée
panel-loaded-in = chargée en { $time }
panel-refused-solved-again = refusée, résolue à nouveau
panel-solved-table-note = Résolu : cette position est dans la table exacte construite sur cette machine (chaque ensemble d'oies, chaque point du renard), donc ses évaluations sont exactes ; la recherche ne fait qu'ordonner les coups et compter les coups jusqu'à la fin là où elle le peut.
panel-remoteness-table-note = Résolu : cette position est dans la table exacte construite sur cette machine (chaque ensemble d'oies, chaque point du renard), avec le nombre de coups de chaque position : ses évaluations, l'ordre des coups et la ligne de jeu parfait sont exacts, et elle n'est pas cherchée.
panel-too-large-note = Trop grand pour être résolu depuis le départ dans l'application : chaque position est cherchée quand elle se présente.
panel-depth-searched = Profondeur atteinte
panel-plies = { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }
panel-positions-visited = Positions visitées
panel-figure-start = Départ
panel-figure-positions = Positions
panel-too-many = trop pour les énumérer
panel-figure-consistent = Conformes aux règles
panel-figure-reachable = Atteignables
panel-figure-endings = Fins de partie
panel-figure-shortest = Partie la plus courte
panel-figure-moves = { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
panel-none-ends = aucune ne finit
panel-figure-longest-win = Gain le plus long
panel-none-won = aucune position gagnée
panel-figure-start-value = Valeur de départ
# La valeur du départ pour le joueur qui commence : `$value` vaut win, loss ou draw.
panel-start-value = { $value ->
        [win] gain
        [loss] perte
       *[draw] nulle
    }
panel-start-value-in = { $value ->
        [win] gain
        [loss] perte
       *[draw] nulle
    } en { $moves }
panel-figure-solve-time = Temps de résolution

## La table exacte du Renard et les Oies.

panel-solve-exactly = Résoudre exactement le Renard et les Oies…
panel-table-damaged = La table exacte est endommagée
panel-table-no-verdict = Aucune évaluation n'y est lue : la recherche répond à sa place.
panel-table-rebuild-cost = La reconstruire de zéro prend { $cost }.
panel-rebuild = Reconstruire
panel-rebuild-hover = Reconstruire les fichiers endommagés de la table, en gardant les fichiers intacts
panel-table-old-layout = La table exacte est dans un format antérieur
panel-convert = Convertir
panel-convert-hover = Réécrire les fichiers de la table dans le format actuel, plus compact, avec les mêmes valeurs : quelques minutes, sans rien résoudre à nouveau
panel-exact-solution = Solution exacte
panel-build-stopped = La construction a été arrêtée ; ses couches terminées sont conservées.
panel-build-failed = La construction a échoué : { $why }
panel-table-partial = La table contient toutes les positions jusqu'à { $top } oies : ces évaluations sont exactes. Résoudre toutes les positions jusqu'à { $geese } oies, avec leur nombre de coups, prend { $cost }.
panel-table-offer = Construire la table de toutes les positions jusqu'à { $geese } oies (sans pas de côté) : alors chaque évaluation et chaque coup sont exacts, avec leur nombre de coups, et l'ordinateur joue parfaitement. Sur cette machine, cela prend { $cost }.
panel-sideways-offer = Construire la table de toutes les positions jusqu'à { $geese } oies, avec les pas de côté : alors chaque évaluation et chaque coup sont exacts (gain, perte ou nulle), avec leur nombre de coups, et l'ordinateur joue parfaitement. Sur cette machine, cela prend { $cost }.
panel-remoteness-offer = La table dit qui gagne dans toutes les positions jusqu'à { $geese } oies, mais pas en combien de coups. Construire la table du nombre de coups : alors chaque évaluation et chaque coup le donnent, et l'ordinateur gagne au plus vite et résiste le plus longtemps possible. Sur cette machine, cela prend { $cost }.
panel-table-offer-hover = Construire la table en arrière-plan ; vous pouvez continuer à jouer en attendant, et une construction arrêtée reprend plus tard là où elle s'était arrêtée.
panel-building = Résolution exacte du Renard et les Oies
panel-layer = Couche { $layer } sur { $layers } : positions à { $geese } oies
panel-reading-layers = Lecture des couches terminées
panel-preparing-layer = Préparation de l'extension : les prises à { $geese } oies
panel-converting-layer = Conversion de la couche à { $geese } oies au format compact
panel-stopping = Arrêt en cours…
panel-stop-build-hover = Arrêter la construction ; ses couches terminées sont conservées
panel-build-overall = En tout, { $percent } du chemin jusqu'à { $target } oies ; il reste environ { $left }.
panel-meanwhile-partial = Vous pouvez continuer à jouer en attendant : les positions jusqu'à { $top } oies sont déjà exactes, la recherche répond pour les autres.
panel-meanwhile = Vous pouvez continuer à jouer en attendant : la recherche répond jusqu'à ce que la table soit finie.

## Historique : les coups en arbre.

panel-first-position = Première position (Début)
panel-back-one = Un coup en arrière (flèche gauche)
panel-forward-one = Un coup en avant (flèche droite)
panel-last-position = Dernière position (Fin)
panel-move-of = Coup { $cursor } sur { $len }
panel-move-of-variation = Coup { $cursor } sur { $len }, dans une variante
panel-promote = Remonter
panel-promote-hover = Rapprocher cette variante d'un cran de la ligne principale
panel-make-main-line = En faire la ligne principale
panel-make-main-line-hover = Faire de cette ligne la ligne principale de la partie
panel-delete = Supprimer
panel-delete-hover = Supprimer ce coup et tous les coups qui le suivent
panel-start = Début
panel-moves-hidden = … { $count ->
    [one] 1 coup
   *[other] { $count } coups
} …
panel-moves-hidden-tip = Les coups loin de celui affiché sont repliés ; cliquez pour aller au plus proche.
panel-promote-variation = Remonter la variante
panel-delete-from-here = Supprimer à partir d'ici
# Qui a joué un coup, avant lui : « Joueur 2 : A1C, vers 1121 ».
panel-move-by = { $who } : { $played }
panel-move-to-variation = { $name }, vers { $code } (une variante)
panel-move-hover =
    { $played }
    Clic droit pour le remonter ou le supprimer.

## Graphiques.

panel-value-history = Historique des valeurs
panel-evaluation-history = Historique des évaluations
panel-at-start = Au départ
panel-after-move = Après le coup { $ply }
# L'info-bulle d'un graphique : quand, puis quoi.
panel-chart-point = { $when } : { $words }
panel-chart-not-solved = { $when } : non résolu
panel-chart-not-searched = { $when } : pas de recherche
# L'axe vertical : gagné et perdu aux bouts, gain ou perte en tant de coups, nulle.
panel-axis-won = gagné
panel-axis-lost = perdu
panel-axis-win-in = G{ $moves }
panel-axis-loss-in = P{ $moves }
panel-axis-draw = N
panel-axis-wins = { $who-Subject } { $who-person ->
        [you] gagnez
       *[other] { $who-number ->
            [one] gagne
           *[many] gagnent
        }
    }
panel-axis-even = égalité
# L'axe vertical d'un graphique à deux camps entre ses bouts (chaque bout nomme son gagnant) : en tant de coups.
panel-axis-in = en { $moves }
# À côté d'un graphique à une ligne par joueur.
panel-chart-own-results = chaque ligne est le résultat de son joueur
# D'où vient une évaluation cherchée.
panel-source-now = profondeur { $depth }, recherche de { $seconds } s
panel-source-earlier = profondeur { $depth }, recherche antérieure de { $seconds } s

## La ligne d'état : l'ordinateur qui attend pendant qu'on revoit la partie, les répétitions, la nulle d'un commun accord.

panel-status-computer-looking-back = À jouer : { $who-name } (ordinateur), en attente pendant que vous revoyez la partie ; allez au dernier coup (Fin) pour le laisser jouer.
# Après la phrase de la ligne d'état, quand la position au curseur se répète.
panel-status-repeated = Cette position est apparue { $count } fois.
# La même chose, pour un jeu dont les règles déclarent la partie nulle quand une position apparaît `$limit` fois.
panel-status-repeated-limit = Cette position est apparue { $count } fois ; à { $limit }, la partie est nulle.
panel-agree-draw = Conclure la nulle
panel-agree-draw-hover = Arrêter la partie ici : nulle d'un commun accord. Elle est enregistrée avec la partie ; « Continuer la partie » l'annule.
panel-status-agreed-draw = Partie terminée : nulle d'un commun accord. Les flèches la parcourent à rebours.
panel-play-on = Continuer la partie
panel-play-on-hover = Annuler la nulle convenue et continuer la partie depuis cette position.
panel-ending-agreed-draw = Nulle par accord.
panel-game-over-agreed = Partie terminée : nulle d'un commun accord
# Sous la barre de progression du calcul, qui est celle de l'étape en cours : « Encore environ 20 s pour cette étape. »
panel-time-left = Encore environ { $left } pour cette étape.
# La même ligne pendant la première seconde, avant que l'estimation ait un sens.
panel-time-left-estimating = Estimation du temps restant…

## La vue « chaque coup » du graphique des valeurs.

chart-every-move = Chaque coup
chart-every-move-hover = Dessiner chaque coup légal de chaque position comme un point à la valeur où il mène (gain, nulle ou perte, et en combien de coups), les meilleurs cerclés : là où la ligne est seule de sa couleur, la partie n'avait qu'un bon coup. Cliquez sur un point pour essayer ce coup en variante.
chart-move-played = { $when } : { $player } a joué { $name } ({ $value }).
chart-move-best = { $when } : { $player } pouvait jouer { $name } ({ $value }), un meilleur coup. Cliquez pour l'essayer.
chart-move-other = { $when } : { $player } pouvait jouer { $name } ({ $value }). Cliquez pour l'essayer.
