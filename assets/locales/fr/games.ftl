# Les jeux dans la fenêtre : leurs noms, réglages, plateaux, refus et éditeurs.

## Les noms des jeux, dans la liste des jeux et les titres.

game-title-chopsticks = Jeu des baguettes
game-title-fox-geese = Le Renard et les Oies
game-title-hare-hounds = Le Lièvre et les Chiens
game-title-fox-hounds = Le Loup et les Moutons

## Une variante en quelques mots, sous les graphiques.

game-variant-chopsticks = Jeu des baguettes, { $players } joueurs, { $rules }
game-chopsticks-standard-rules = règles standard
game-variant-fox-geese = Le Renard et les Oies, { $geese } oies{ $sideways ->
    [yes] , de côté
   *[no] {""}
}
game-variant-hare-hounds = Le Lièvre et les Chiens, le lièvre partant de { $start }
game-variant-fox-hounds = Le Loup et les Moutons, le loup partant de { $start }, { $first ->
    [hounds] les moutons jouant
   *[fox] le loup jouant
} en premier

## Comment jouer, après « Joueur 1 au trait : ».

game-how-to-move-chopsticks = cliquez sur l'une de vos mains, puis sur la main qu'elle touche, ou choisissez un partage ci-dessous.
game-how-to-move-fox-geese = cliquez sur une pièce, puis sur le point où elle va ; le renard saute une prise à la fois.
game-how-to-move-hare-hounds = cliquez sur une pièce, puis sur le point où elle va.
game-how-to-move-fox-hounds = cliquez sur une pièce, puis sur la case où elle va.

## Les réglages du jeu des baguettes : le nombre de joueurs et les variantes.

game-chopsticks-players = Nombre de joueurs
game-chopsticks-hands = Mains par joueur
game-chopsticks-hands-count = { $count ->
        [one] une main
       *[other] { $count } mains
    }
game-chopsticks-hands-each = mains { $list }
game-chopsticks-fingers = Doigts par main
game-chopsticks-fingers-count = { $count } doigts
game-chopsticks-simple = Baguettes simples
game-chopsticks-simple-hover = Attaques seules et Coupure, le jeu de Dailly, Gledel, Nowakowski et Santos (2024) : une main est retirée quand elle a plus de { $n } doigts (un de moins que les doigts par main).
game-chopsticks-player-count = { $count } joueurs
game-chopsticks-switches = Variantes des règles
# Une variante incompatible avec les autres : son résumé, puis pourquoi.
game-switch-refused = { $summary } ({ $why }.)
game-switch-cutoff = Coupure
game-switch-cutoff-summary = Une main qui atteint 5 ou plus meurt : on ne repart pas de zéro.
game-switch-sun = Soleil
game-switch-sun-summary = Chacun commence avec 4 doigts à chaque main.
game-switch-swap = Troc
game-switch-swap-summary = Un joueur dont les mains diffèrent peut les échanger au lieu de jouer : il passe.
game-switch-halves = Demi
game-switch-halves-summary = Le seul partage permis coupe un total pair en deux : 02-11, 13-22, 04-22.
game-switch-misere = Misère
game-switch-misere-summary = Le premier joueur qui perd ses deux mains gagne.
game-switch-suicide = Suicide
game-switch-suicide-summary = Un partage peut tuer l'une de vos propres mains (11-02, 13-04…).
game-switch-meta = Méta
game-switch-meta-summary = Des mains qui totalisent plus de 5 peuvent se réunir, ôter 5 et se partager le reste.
game-switch-stumps = Moignon
game-switch-stumps-summary = Un joueur à [0 1] peut plier son doigt en deux demi-doigts.
game-switch-negative = Négatif
game-switch-negative-summary = Un coup peut retourner une main paume en l'air, ce qui la rend négative ; seul ±5 tue.
game-switch-tens = Dizaine
game-switch-tens-summary = Les mains comptent de 0 à 9 (6 à 9 paume en l'air) ; exactement 10 tue.
game-switch-zombies = Zombies
game-switch-zombies-summary = Les joueurs éliminés restent en zombies, avec un doigt pour attaquer.
game-switch-attacks = Attaques seules
game-switch-attacks-summary = Pas de partage : chaque coup est une attaque (avec Coupure : les baguettes simples).

## La table du jeu des baguettes : les jetons dessous et ce que dit un clic.

game-option-split = Partage
game-option-swap = Troc
game-option-attack = Attaque
# Retourner la main A ou B.
game-option-flip = { $hand } { $way ->
    [up] paume en l'air
   *[down] paume en bas
}
game-over = La partie est terminée.
game-chopsticks-turn-of = { $who-person ->
    [you] C'est à vous de jouer.
   *[other] C'est au tour { $who-of }.
}
game-chopsticks-pick-own-first = Choisissez d'abord l'une { $who-person ->
    [you] de vos mains
   *[other] des mains { $who-of }
}, puis la main qu'elle touche.
game-chopsticks-pick-own-first-nobody = Choisissez d'abord l'une des mains du joueur au trait, puis la main qu'elle touche.
game-chopsticks-cannot-touch = cette main ne peut toucher aucune main pour l'instant

## L'éditeur de position du jeu des baguettes.

game-chopsticks-setup-help = Cliquez sur une main pour lever un doigt, clic droit pour en baisser un.
game-to-move = Au trait
# Les joueurs suivants, dans l'ordre : « Puis 2e ».
game-chopsticks-then = Puis { $n ->
    [1] 1er
   *[other] { $n }e
}
game-chopsticks-zombie = zombie
game-chopsticks-setup-hand = Place { $seat }, main { $hand } : { $value }

## Les pièces des jeux de plateau, par clé de camp (`fox`, `geese`, `hare`, `hounds`,
## `fh-fox`, `fh-hounds`) : le nom d'une pièce, la lettre sur la pièce seule, la pièce
## dans une phrase.

game-piece-one = { $piece ->
    [fox] Renard
    [geese] Oie
    [hare] Lièvre
    [hounds] Chien
    [fh-fox] Loup
   *[fh-hounds] Mouton
}
game-piece-mark = { $piece ->
    [fox] R
    [hare] L
   *[fh-fox] L
}
game-piece-the = { $piece ->
    [fox] le renard
    [geese] les oies
    [hare] le lièvre
    [hounds] les chiens
    [fh-fox] le loup
   *[fh-hounds] les moutons
}
game-piece-a = { $piece ->
    [geese] une oie
    [hounds] un chien
   *[other] un mouton
}
game-piece-that = { $piece ->
    [geese] cette oie
    [hounds] ce chien
   *[other] ce mouton
}
game-piece-one-of = { $piece ->
    [geese] l'une des oies
    [hounds] l'un des chiens
   *[other] l'un des moutons
}
game-piece-unknown = la pièce

## Un clic refusé sur un plateau.

game-refusal-empty = { $point } est vide : choisissez d'abord { $movers }.
game-refusal-cannot-move-now = { $piece } ne peut pas bouger maintenant : choisissez une autre pièce.
game-refusal-yours-not = C'est { $piece } : vous jouez { $side }.
game-refusal-not-yours = C'est { $piece } : { $who-subject } { $who-person ->
    [you] avez
   *[other] { $who-number ->
        [one] a
       *[many] ont
    }
} le trait.
game-refusal-cannot-jump-on = { $piece } ne peut pas enchaîner un saut jusqu'en { $to }.
game-refusal-cannot-go = { $piece } ne peut pas aller en { $to } : { $reason }.
game-refusal-too-far = { $piece } ne peut pas aller en { $to } en un seul coup.
game-over-rematch = La partie est terminée : choisissez Revanche ou Nouvelle partie.
game-computer-to-move = { $who-Subject } (ordinateur) { $who-person ->
    [you] jouez
   *[other] { $who-number ->
        [one] joue
       *[many] jouent
    }
}.

## L'éditeur de position des jeux de plateau et les lignes sous le plateau.

game-editor-help = { $place ->
    [square] Chaque clic sur une case : vide, puis { $band ->
        [geese] une oie
        [hounds] un chien
       *[other] un mouton
    }, puis { $lone ->
        [fox] le renard
        [hare] le lièvre
       *[other] le loup
    } (qui quitte son ancienne case).
   *[point] Chaque clic sur un point : vide, puis { $band ->
        [geese] une oie
        [hounds] un chien
       *[other] un mouton
    }, puis { $lone ->
        [fox] le renard
        [hare] le lièvre
       *[other] le loup
    } (qui quitte son ancien point).
}
game-fox-geese-left = Oies restantes : { $left } sur { $geese } ({ $taken } { $taken ->
    [one] prise
   *[other] prises
})
game-hare-hounds-stalling = Coups des chiens sans avancer : { $stalling } sur { $limit }
game-hare-hounds-stalling-label = Coups des chiens sans avancer

## Les réglages des jeux de plateau.

game-fox-geese-geese = Oies
game-fox-geese-count = { $count } oies
game-fox-geese-count-help = { $count ->
    [13] Le jeu classique : le bras du bas et la rangée sous le renard.
    [15] Deux oies de plus, en a4 et g4.
   *[other] Quatre oies de plus, en a4, b4, f4 et g4.
}
game-fox-geese-sideways = De côté
game-fox-geese-sideways-help = Les oies peuvent aussi aller de côté le long de leur rangée ; la partie peut alors se répéter.
game-fox-hounds-start = Le loup part de
game-fox-hounds-start-help = Le loup part d'une case sombre de la dernière rangée ; d8 est le départ habituel.
game-fox-hounds-hounds-first = Les moutons jouent en premier
game-fox-hounds-hounds-first-help = D'habitude, le loup joue en premier.
game-hare-hounds-start = Le lièvre part de
game-hare-hounds-start-help = Le lièvre part d'habitude de b5, en haut ; tout point libre convient.

## Pourquoi les règles refusent une main au jeu des baguettes.

game-reason-two-hands = chaque joueur n'a que deux mains
game-reason-zombie-one-finger = un zombie n'a qu'un doigt, sur la main A
game-reason-own-hand-dead = cette main est morte (un poing fermé) et ne peut pas attaquer
game-reason-no-such-player = ce joueur n'existe pas
game-reason-zombie-untouchable = personne ne peut attaquer un zombie
game-reason-player-out = ce joueur est éliminé
game-reason-target-dead = cette main est morte : personne ne peut ranimer la main d'un adversaire

## Pourquoi une variante du jeu des baguettes ne va pas avec les autres.


## Pourquoi une pièce ne peut pas aller sur un point voisin.

game-reason-taken = { $point } est occupé par { $piece }
game-reason-backward = { $piece ->
    [geese] les oies ne reculent jamais
    [hounds] les chiens ne reculent jamais
   *[fh-hounds] les moutons ne font qu'avancer, d'une rangée vers le haut, sans jamais reculer
}
game-reason-geese-sideways = les oies ne vont de côté qu'avec l'option De côté
