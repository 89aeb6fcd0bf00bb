# Pourquoi un code de position ou un coup est refusé, selon les règles (`reason-<clé>`,
# d'après la `Reason` du jeu).

## Commun

reason-not-legal = ce n'est pas un des coups permis ici

## Les points des plateaux

reason-board-not-a-point = « { $name } » n'est pas un point { $board ->
    [cross] de la croix de 33 points (colonnes a-g et rangées 1-7, les rangées 1-2 et 6-7 seulement en colonnes c-e)
    [military] du plateau militaire de 11 points (le carré a2-c4, b1 en dessous et b5 au-dessus)
   *[checkerboard] du damier 8×8 (les 32 cases foncées a1, c1, e1, g1, b2, …, h8, dont la lettre de colonne (a = 1) et le numéro de rangée sont tous deux pairs ou tous deux impairs)
}
reason-board-not-a-name = « { $name } » n'est pas un nom de point : un point s'écrit avec une lettre de colonne et un numéro de rangée, comme d4
reason-board-twice = { $point } est écrit deux fois
reason-board-notation = écrivez un pas comme b1-b2 et une chaîne de prises comme d4xd6xf6 (le départ, puis chaque point d'arrivée)

## Le Renard et les Oies

reason-fg-side = le camp au trait s'écrit « fox » (le renard) ou « geese » (les oies), pas « { $side } » (un code a la forme renard/oies/camp, comme d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox)
reason-fg-not-a-chain = ce n'est pas une chaîne de prises ici
reason-fg-geese-never-capture = c'est aux oies de jouer, et les oies ne prennent jamais
reason-fg-chain-start = une chaîne part de la place du renard, { $fox }, pas de { $start }
reason-fg-no-jump = aucun saut ne va de { $from } à { $to } : un saut passe par-dessus un voisin, le long d'une ligne, jusqu'au point juste derrière
reason-fg-goose-taken-earlier = l'oie en { $point } est déjà prise plus tôt dans cette chaîne
reason-fg-no-goose-to-jump = il n'y a pas d'oie à sauter en { $point }
reason-fg-taken-by-goose = { $point } est occupé par une oie
reason-fg-taken-by-fox = { $point } est occupé par le renard
reason-fg-over = la partie est finie
reason-fg-fox-turn = c'est au renard de jouer, pas aux oies
reason-fg-fox-elsewhere = c'est au renard de jouer, et le renard est en { $fox }, pas en { $from }
reason-fg-geese-turn = c'est aux oies de jouer, pas au renard
reason-fg-no-goose = il n'y a pas d'oie en { $point }
reason-fg-not-legal-here = ce coup n'est pas permis ici
reason-fg-not-joined = { $from } et { $to } ne sont pas reliés par une ligne
reason-fg-not-joined-jump = { $from } et { $to } ne sont pas reliés par une ligne (une prise s'écrit avec x : { $from }x{ $to })
reason-fg-backward = les oies ne reculent jamais
reason-fg-sideways = les oies ne vont de côté qu'avec l'option De côté
reason-fg-fox-on-goose = { $point } porte à la fois le renard et une oie
reason-fg-too-many-geese = cette partie se joue avec { $geese } oies, pas { $count }
reason-fg-too-few-geese = le renard gagne dès qu'il reste moins de { $min } oies ; avec { $count }, ce ne peut donc pas être au renard de jouer

## Le Loup et les Moutons

reason-fh-side = le camp au trait s'écrit « fox » (le loup) ou « hounds » (les moutons), pas « { $side } » (un code a la forme loup/moutons/camp, comme d8/a1c1e1g1/fox)
reason-fh-no-capture = on ne prend rien au Loup et les Moutons : un coup est un pas en diagonale, comme d8-c7
reason-fh-off-board = une pièce est hors du damier 8×8
reason-fh-hound-count = il y a quatre moutons, pas { $count }
reason-fh-fox-on-hound = { $point } porte à la fois le loup et un mouton
reason-fh-escaped-fox-turn = le loup n'atteint la rangée 1 que par son propre coup, qui gagne ; avec le loup en { $point }, c'est donc aux moutons de jouer
reason-fh-over = la partie est finie
reason-fh-fox-elsewhere = c'est au loup de jouer, et le loup est en { $fox }, pas en { $from }
reason-fh-hounds-turn = c'est aux moutons de jouer, pas au loup
reason-fh-no-hound = il n'y a pas de mouton en { $point }
reason-fh-not-diagonal-neighbour = une pièce avance d'une case en diagonale, et { $to } n'est pas à côté de { $from }
reason-fh-taken-by-fox = { $point } est occupé par le loup
reason-fh-taken-by-hound = { $point } est occupé par un mouton
reason-fh-backward = les moutons ne font qu'avancer d'une rangée, jamais reculer

## Le Lièvre et les Chiens

reason-hh-side = le camp au trait s'écrit « hounds » (les chiens) ou « hare » (le lièvre), pas « { $side } » (un code a la forme lièvre/chiens/camp/compteur d'attente, comme b5/b1a2c2/hounds/0)
reason-hh-stalling-count = le compteur d'attente est un nombre de 0 à { $limit }, pas « { $count } »
reason-hh-no-capture = on ne prend rien au Lièvre et les Chiens : un coup est un pas, comme b1-b2
reason-hh-hound-count = il y a trois chiens, pas { $count }
reason-hh-hare-on-hound = { $point } porte à la fois le lièvre et un chien
reason-hh-stalling-range = le compteur d'attente va de 0 à { $limit }, pas { $count }
reason-hh-stalling-full = le lièvre gagne quand les chiens jouent leur { $limit }e coup de côté d'affilée ; un compteur de { $limit } ne se voit donc qu'avec le lièvre au trait
reason-hh-over = la partie est finie
reason-hh-hare-elsewhere = c'est au lièvre de jouer, et le lièvre est en { $hare }, pas en { $from }
reason-hh-hounds-turn = c'est aux chiens de jouer, pas au lièvre
reason-hh-no-hound = il n'y a pas de chien en { $point }
reason-hh-not-neighbour = { $from } et { $to } ne sont pas reliés par une ligne
reason-hh-taken-by-hare = { $point } est occupé par le lièvre
reason-hh-taken-by-hound = { $point } est occupé par un chien
reason-hh-backward = les chiens ne reculent jamais

## Le jeu des baguettes

reason-cs-zombie-code = « z » (un zombie) n'existe qu'avec Zombies
reason-cs-hand-count = le joueur { $player } a { $count } mains écrites, pas { $expected }
reason-cs-split-start = vos mains sont { $hands }, pas la paire d'où part le partage
reason-cs-over = la partie est finie
reason-cs-zombie-split = un zombie ne partage jamais
reason-cs-swap-off = échanger ses mains n'est permis qu'avec Troc
reason-cs-swap-same = vos mains sont toutes identiques : il n'y a rien à échanger
reason-cs-flip-off = retourner une main paume en l'air n'est permis qu'avec Négatif
reason-cs-flip-dead = une main morte ne peut pas être retournée
reason-cs-flip-zero = retourner une main de 0 ne change rien
reason-cs-zombie-one-finger = un zombie n'a qu'un doigt, sur la main A
reason-cs-own-hand-dead = cette main est morte (un poing fermé) et ne peut pas attaquer
reason-cs-no-such-player = ce joueur n'existe pas
reason-cs-zombie-untouchable = personne ne peut attaquer un zombie
reason-cs-player-out = ce joueur est éliminé
reason-cs-target-dead = cette main est morte : personne ne peut ranimer la main d'un adversaire
reason-cs-not-a-pair = ce n'est pas une paire de mains avec ces règles
reason-cs-split-same = un partage doit changer vos mains ; les échanger n'est pas un partage
reason-cs-split-kills-both = un partage ne tue jamais toutes vos mains
reason-cs-split-kills = un partage ne peut pas tuer une de vos mains (Suicide le permet)
reason-cs-halves = avec Demi, le seul partage divise un total pair en deux moitiés égales
reason-cs-whole-fingers = un partage ne déplace que des doigts entiers ; seul [0 1] se replie en deux moitiés
reason-cs-total = un partage garde votre total de { $total } doigts
reason-cs-total-meta = un partage garde votre total de { $total } doigts (ou, avec Méta, retire { $fingers } d'un total supérieur à { $fingers })
reason-cs-dead-x = « x » (une main morte) s'écrit 0 avec ces règles
reason-cs-half-off = « { $hand } » : les demi-doigts n'existent qu'avec Moignon
reason-cs-negative-off = « { $hand } » : les valeurs négatives n'existent qu'avec Négatif
reason-cs-out-of-range = « { $hand } » est hors limites : une main porte de 0 à { $top } doigts avec ces règles
reason-cs-out-of-range-negative = « { $hand } » est hors limites : une main porte de -{ $top } à { $top } doigts, ou x quand elle est morte, avec ces règles
reason-cs-not-a-hand = « { $hand } » n'est pas une valeur de main
reason-cs-not-a-pair-name = « { $pair } » n'est pas un groupe de deux à quatre mains
reason-cs-no-move-name = il faut un nom de coup
reason-cs-name-the-seat = à { $players } joueurs, nommez la place de la cible comptée depuis vous : A1C … B{ $last }D
reason-cs-not-a-seat = « { $seat } » n'est pas une place : les cibles se comptent de 1 à { $last } depuis le joueur au trait
reason-cs-zombie-never-00 = avec Zombies, un joueur qui perd ses deux mains devient un zombie (écrit z), jamais 00
reason-cs-all-zombies = tous les joueurs sont des zombies ; le dernier joueur vivant aurait gagné
reason-cs-all-out = tous les joueurs ont perdu leurs deux mains
reason-cs-misere-two-out = à la Misère, la partie finit à la première élimination : deux joueurs ne peuvent donc pas être éliminés
reason-cs-last-out = la dernière paire est celle du joueur qui vient de jouer, et un joueur ne peut pas perdre ses deux mains par son propre coup
reason-cs-mover-out = le joueur au trait (la première paire) n'a plus de main vivante, mais la partie n'est pas finie
reason-fh-hounds-first = les moutons jouent en premier et aucun n'a encore bougé ; c'est donc à eux de jouer
reason-fh-too-few-fox-moves = avec { $first ->
        [fox] le loup
       *[hounds] les moutons
    } en premier et { $mover ->
        [fox] le loup
       *[hounds] les moutons
    } au trait, des moutons dont les rangées totalisent { $rows } ont joué { $hound-moves ->
        [one] { $hound-moves } coup
       *[other] { $hound-moves } coups
    } et le loup { $fox-moves ->
        [one] { $fox-moves } coup
       *[other] { $fox-moves } coups
    }, trop peu pour descendre de la rangée 8 jusqu'en { $fox }
reason-fh-fox-row-parity = avec { $first ->
        [fox] le loup
       *[hounds] les moutons
    } en premier et { $mover ->
        [fox] le loup
       *[hounds] les moutons
    } au trait, des moutons dont les rangées totalisent { $rows } ont joué { $hound-moves ->
        [one] { $hound-moves } coup
       *[other] { $hound-moves } coups
    } et le loup { $fox-moves ->
        [one] { $fox-moves } coup
       *[other] { $fox-moves } coups
    }, mais chaque coup du loup change sa rangée d'une unité ; partis de la rangée 8, ils ne peuvent donc pas finir en { $fox }
reason-cs-expected-forms = attendu : des attaques { $two ->
        [yes] AC, AD, BC, BD
       *[no] de vos mains A à { $first } sur les mains { $theirs } à { $last } de la cible, sa place entre les deux à plus de deux joueurs (A1{ $theirs })
    }, des partages comme 13-22{ $swap ->
        [yes] , l'échange (swap)
       *[no] {""}
    }{ $negative ->
        [yes] , les retournements -A à -{ $first }
       *[no] {""}
    }

## Settings that do not go together
reason-fg-geese-count = le Renard et les Oies se joue avec 13, 15 ou 17 oies, pas { $count }
reason-fg-geese-written = le Renard et les Oies se joue avec 13, 15 ou 17 oies, pas « { $text } »
reason-cs-zombies-needs-three = Zombies demande 3 joueurs ou plus : à 2, la première élimination termine la partie, et aucun zombie ne pourrait jamais jouer
reason-cs-zombies-not-misere = Zombies ne va pas avec Misère : Misère termine la partie à la première élimination, et aucun zombie ne pourrait jamais jouer
reason-cs-players-written = --players doit être un nombre entier de { $min } à { $max }, pas « { $text } »
reason-cs-attacks-no-splits = Attaques seules n'a pas de partage, et { $switch ->
        [halves] Demi
        [suicide] Suicide
        [meta] Méta
       *[stumps] Moignon
    }, qui ne change que les partages, ne va donc pas avec
reason-cs-split-off = pas de partage avec Attaques seules : chaque coup est une attaque
reason-cs-fingers-written = --fingers doit être un nombre entier de { $min } à { $max }, pas « { $text } »
reason-cs-fingers-range = une main a de { $min } à { $max } doigts, pas { $fingers }
reason-cs-tens-fingers = Dizaine est le jeu à 10 doigts : il ne se joue pas avec { $fingers }
reason-cs-stumps-fingers = Moignon coupe les doigts en deux : une main a alors au plus { $max } doigts, pas { $fingers }
reason-fh-square-number = la case numéro { $number } n'est pas sur le damier de 8 × 8
reason-fh-fox-start = le renard part d'une case sombre de la rangée 8 (b8, d8, f8 ou h8), pas de { $point }
reason-hh-point-number = le point numéro { $number } n'est pas sur le plateau militaire de 11 points
reason-hh-hare-start = le lièvre ne peut pas partir de { $point } : les chiens partent de b1, a2 et c2
reason-cs-hand-counts = le joueur { $player } a { $count } mains écrites, ce qui ne suit les mains des joueurs ({ $hands }) dans l'ordre du tour à partir d'aucun joueur
reason-cs-no-such-hand = ce joueur n'a { $hands ->
        [one] qu'une main
       *[other] que { $hands } mains
    }
reason-cs-split-hands = un partage répartit vos doigts entre vos { $hands } mains, ni plus ni moins
reason-cs-hands-range = chaque joueur a de 1 à { $max } mains, un nombre pour tous ou un par joueur ({ $players } ici), pas { $hands }
reason-cs-hands-written = --hands doit être un nombre entier de 1 à { $max }, ou un par joueur séparés par des virgules (3,2), pas « { $text } »
reason-cs-one-hand = avec une main chacun personne ne peut partager ni échanger, donc { $switch ->
        [swap] Troc
        [halves] Demi
        [suicide] Suicide
        [meta] Méta
       *[stumps] Moignon
    } ne peut aller avec
reason-cs-too-many-positions = ces réglages ont { $count } positions, plus que les { $max } que Kibitzer peut tenir en mémoire pour les résoudre : prenez moins de joueurs, de mains ou de doigts
