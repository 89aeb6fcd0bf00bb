# Aide → Règles : les règles de chaque jeu et comment lire les verdicts. Un message par titre
# de section (`…-title`) et un par texte ; des lignes vides séparent les paragraphes.

rules-reading-title = Lire les évaluations
rules-reading =
    Le solveur a examiné toutes les positions que le jeu peut atteindre et connaît leur issue en jeu parfait : qui peut forcer le gain, et en combien de coups. Un coup, ici, est le tour d'un seul joueur : quand l'un joue puis l'autre répond, cela fait deux coups. Le gagnant termine la partie aussi vite que possible ; le perdant résiste aussi longtemps que possible. Une partie que le jeu parfait ne termine jamais est nulle.

    Avec les évaluations sur le plateau (dans le menu Affichage, ou la touche E), chaque coup légal est dessiné dans la couleur de ce qu'il donne au joueur qui le joue : vert, il gagne ; jaune, il fait nulle ; rouge, il perd. Un gain plus rapide et une perte plus lente sont plus vifs. Le nombre sur un coup dit combien de coups restent jusqu'à la fin une fois qu'il est joué ; « = » marque une nulle.

    Le graphique de l'historique montre l'évaluation après chaque coup de la partie : les nulles sur la ligne du milieu, un gain du premier joueur au-dessus, une perte en dessous ; plus la fin est proche, plus on s'éloigne du milieu. À trois joueurs ou plus, chaque joueur a sa propre ligne.

rules-review-title = Revoir une partie
rules-review =
    Revoir la partie (dans le panneau d'analyse) juge chaque coup d'après la valeur exacte de la position où il a été joué, pour le joueur qui l'a joué. Une gaffe (??) perd l'issue : un gain devient nulle ou perte, une nulle devient perte. Une erreur (?) garde le gain mais le rallonge d'au moins 4 coups, ou d'un quart quand c'est plus (un gain en 8 devenu un gain en 12 ; un gain en 60 devenu un gain en 75), ou hâte une perte d'autant. Un seul coup (!) est le seul coup légal qui garde l'issue. Un meilleur coup garde l'issue aussi vite (un gain) ou aussi lentement (une perte) que possible ; un bon coup la garde autrement. À trois joueurs ou plus, la valeur de chaque joueur est celle qu'il peut forcer contre tous les autres réunis.

    La revue compte les gaffes, les erreurs et les meilleurs coups de chaque joueur sur la ligne affichée ; cliquez une gaffe ou une erreur pour aller à la position d'avant, avec le meilleur coup montré sur le plateau. Le Renard et les Oies n'est revu exactement que là où sa table est construite ; sans la table, seules les valeurs que les recherches prouvent sont jugées. En ligne de commande, kibitzer review FICHIER.ron donne les mêmes jugements.

rules-chopsticks-the-game-title = Le jeu
rules-chopsticks-the-game =
    De deux à six joueurs sont assis en cercle et jouent chacun à leur tour. Chacun a deux mains et commence avec un doigt levé à chaque main. Une main porte au plus quatre doigts ; une main sans doigt est morte, dessinée comme un poing fermé.

    À son tour, on fait une seule chose : attaquer ou partager.

    Attaque : touchez l'une des mains vivantes d'un autre joueur avec l'une de vos mains vivantes. La main touchée gagne autant de doigts que la vôtre en montre ; la vôtre ne change pas. Si elle atteint exactement cinq, elle meurt. Au-delà de cinq, on repart de zéro : on retire cinq (4 + 2 donne 1).

    Partage : réunissez vos mains et répartissez de nouveau vos doigts entre elles. Le résultat doit être une paire différente (échanger simplement vos deux mains ne compte pas), et un partage ne peut pas tuer de main. Un partage peut ramener à la vie une de vos mains mortes (0-2 devient 1-1) ou passer des doigts d'une main vivante à l'autre (1-3 devient 2-2). Personne ne peut ranimer la main d'un autre joueur.

    Un joueur dont les deux mains sont mortes est éliminé, et son tour est sauté. Le dernier joueur à garder une main vivante gagne. Une partie peut durer sans fin : entre deux joueurs parfaits, le jeu des baguettes standard est une nulle, et l'application laisse de telles parties continuer aussi longtemps que vous le voulez.

rules-chopsticks-playing-in-the-app-title = Jouer dans l'application
rules-chopsticks-playing-in-the-app =
    Cliquez sur l'une de vos mains, puis sur la main que vous voulez toucher ; ou faites glisser votre main sur elle. Vos partages (et, dans certaines variantes, vos trocs et vos retournements) sont les jetons au bas de la table : chacun montre vos mains avant et après. Si les règles refusent un coup, la ligne d'état dit pourquoi. Ctrl+Z reprend un coup, Ctrl+Y le rejoue ; les flèches parcourent la partie.

rules-chopsticks-position-codes-and-move-names-title = Codes de position et noms des coups
rules-chopsticks-position-codes-and-move-names =
    Une position s'écrit du point de vue du joueur au trait : deux chiffres par joueur, chaque paire en ordre croissant, le joueur au trait d'abord, puis les autres dans l'ordre du jeu, de sorte que la dernière paire est celle du joueur qui vient de jouer. Le départ est 1111 ; après n'importe quel premier coup, c'est 1211. Une paire écrite dans le désordre (1032) est refusée, et l'application donne la forme normale (0123).

    Quand une main porte un demi-doigt, un compte négatif ou un compte au-delà de neuf, on utilise la forme longue : les mains séparées par des virgules et les joueurs par des barres obliques (0.5,0.5/1,1). Une main morte s'écrit 0, ou x lorsque 0 est un compte vivant (Négatif) ; un zombie s'écrit zz, ou z dans la forme longue.

    Les attaques sont nommées par les mains : A et B sont votre main la plus basse et votre main la plus haute, C et D la plus basse et la plus haute du joueur que vous touchez (AC, BD). À plus de deux joueurs, la cible est nommée par le nombre de places qui la séparent de vous : A2C touche la main la plus basse du joueur assis deux places plus loin. Les partages s'écrivent avant et après : 13-22. Un troc s'écrit swap (les codes et les noms des coups sont les mêmes dans toutes les langues) ; retourner une main s'écrit -A ou -B.

rules-chopsticks-three-or-more-players-title = Trois joueurs ou plus
rules-chopsticks-three-or-more-players =
    À plus de deux joueurs, le jeu parfait n'a pas une issue unique. L'application montre l'évaluation de chaque joueur face à tous les autres jouant ensemble : un joueur qui peut forcer le gain contre toute alliance gagne, celui que les autres peuvent forcer à l'élimination perd, et tout autre fait nulle. L'évaluation d'un coup est celle du joueur qui le joue.

rules-chopsticks-variants-title = Variantes
rules-chopsticks-variants =
    Chaque variante est un interrupteur dans la barre latérale ; activez-en autant que vous voulez. Les seules paires incompatibles sont signalées quand vous les essayez.

    Coupure : une main qui atteint cinq ou plus meurt ; on ne repart jamais de zéro.

    Soleil : chacun commence avec quatre doigts à chaque main (4444).

    Troc : au lieu d'attaquer ou de partager, un joueur dont les deux mains diffèrent peut les échanger. Rien ne change, mais le tour passe : c'est une façon de passer.

    Demi : le seul partage permis coupe un total pair en deux mains égales : 0-2 en 1-1, 1-3 en 2-2, 0-4 en 2-2.

    Misère : le premier joueur qui perd ses deux mains gagne. À plus de deux joueurs, la partie s'arrête au premier joueur éliminé, qui est le gagnant.

    Suicide : un partage peut tuer l'une de vos propres mains (1-1 en 0-2, 1-3 en 0-4), jamais les deux.

    Méta : quand vos mains portent plus de cinq doigts à elles deux, vous pouvez aussi les réunir, ôter cinq et répartir le reste à votre guise, le tout en un seul coup : 3-4 en 1-1, 4-4 en 1-2. Avec Suicide, une main peut aussi rester morte (3-4 en 0-2). Avec Demi, les nouvelles mains doivent aussi être deux moitiés égales (3-4 en 1-1).

    Moignon : un joueur qui a une main morte et un seul doigt sur l'autre peut plier ce doigt en deux et tenir un demi-doigt à chaque main. Les comptes se font alors en demi-doigts : une attaque ajoute ce que montre la main qui touche, exactement cinq tue et au-delà de cinq on repart de zéro. Les autres partages ne déplacent que des doigts entiers d'une main à l'autre.

    Négatif : en guise de coup, un joueur peut retourner l'une de ses mains vivantes, paume en l'air, ce qui rend son compte négatif (3 devient -3, et inversement). Une attaque additionne les comptes avec leur signe (3 touché par -2 donne 1). Une main ne meurt qu'à exactement cinq ou moins cinq ; au-delà, elle revient vers zéro de cinq (-3 touché par -4 donne -2). Zéro est ici un compte vivant, dessiné comme une main ouverte sans doigt levé, et une main morte s'écrit x. Un partage répartit votre total signé entre vos mains de n'importe quelle façon qui garde chacune entre -4 et 4 (1 et 2 peuvent devenir -1 et 4) ; avec Suicide, une main peut aussi se fermer et laisser tout le total à l'autre.

    Dizaine : les mains comptent jusqu'à neuf ; de six à neuf, elles sont dessinées paume en l'air avec un à quatre doigts. Une main meurt à exactement dix, et au-delà de dix on repart de zéro en ôtant dix.

    Doigts par main : le panneau latéral règle aussi le nombre de doigts d'une main, de 2 à 10 (la ligne de commande et les fichiers de partie vont jusqu'à 99). Une main meurt quand elle atteint exactement ce nombre, et au-delà on repart de zéro en ôtant ce nombre, comme avec cinq ; dix, c'est Dizaine. Les variantes suivent ce nombre : Coupure tue à ce nombre ou plus, Méta ôte ce nombre, Négatif tue à ce nombre ou à son opposé, et Soleil commence avec quatre doigts, ou un de moins que ce nombre quand une main en a moins de cinq. Au-delà de cinq doigts, une main montre paume en l'air les doigts qui dépassent cinq.

    Mains par joueur : le panneau latéral règle aussi le nombre de mains de chacun, de 1 à 4 (la ligne de commande et les fichiers de partie peuvent donner à chaque joueur le sien, par exemple 3 et 2). Un joueur est éliminé quand toutes ses mains sont mortes. Un partage répartit votre total entre toutes vos mains comme vous voulez, chacune sous le nombre de doigts d'une main, vers d'autres nombres, sans tuer de main (Suicide le permet, mais jamais toutes) ; Demi rend toutes les mains égales ; Troc est une passe tant que vos mains diffèrent ; Moignon plie un doigt en deux demi-doigts, sur cette main et sur une main morte. Les codes donnent à chaque joueur autant de chiffres que de mains, dans l'ordre croissant (112013 pour trois mains chacun) ; quand les joueurs n'ont pas le même nombre de mains, les joueurs sont séparés par des barres obliques (1,1,1/1,1). Vos mains sont nommées A, B, … depuis la plus basse, et celles du joueur touché suivent les vôtres (avec trois mains chacun, AD touche sa plus basse). Avec une main chacun personne ne peut partager ni échanger : Troc, Demi, Suicide, Méta et Moignon ne sont pas proposés.

    Zombies : à trois joueurs ou plus, et pas avec Misère. Un joueur qui perd ses deux mains reste à la table en zombie, avec un doigt sur une main, pour de bon. À son tour, un zombie attaque avec ce doigt ; personne ne peut attaquer un zombie, et il ne partage jamais. Le dernier joueur qui n'est pas un zombie gagne.

    Attaques seules : il n'y a pas de partage ; chaque coup est une attaque. Elle ne va pas avec Demi, Suicide, Méta ni Moignon, qui ne changent que les partages. Avec Coupure, c'est le jeu des baguettes simples de Dailly, Gledel, Nowakowski et Santos (2024), où une main est retirée quand elle a plus de n doigts : réglez les doigts par main à n + 1. Le bouton Baguettes simples du panneau latéral met les deux variantes.

rules-hare-hounds-the-game-title = Le jeu
rules-hare-hounds-the-game =
    Le Lièvre et les Chiens, ou jeu militaire, se joue sur un petit plateau de onze points : un carré de trois rangées de trois (de a2 à c4), avec un point de plus en dessous (b1) et un au-dessus (b5). Des lignes joignent les points de chaque rangée et de chaque colonne du carré, les deux diagonales du carré passant par son centre b3, et chaque point d'extrémité aux trois points de la rangée voisine.

    Trois chiens partent de b1, a2 et c2, en bas ; le lièvre part de b5, en haut. Les chiens jouent en premier, puis les deux camps jouent à tour de rôle. Rien n'est jamais pris.

    Le lièvre avance le long d'une ligne vers n'importe quel point voisin libre, dans toutes les directions. Un chien avance le long d'une ligne vers un point libre droit devant, en diagonale vers l'avant ou de côté, mais jamais en reculant vers b1.

    Les chiens gagnent quand le lièvre n'a aucun coup à son tour : il est pris au piège. Le lièvre gagne quand il se trouve sur une rangée plus basse que tous les chiens, car il les a tous dépassés. Les chiens n'ont pas non plus le droit de traîner : quand ils jouent dix coups de suite sans monter d'une rangée, le lièvre gagne au moment où le dixième est joué. Tout coup qui monte d'une rangée remet ce compte à zéro ; il est affiché sous le plateau. Si les chiens n'ont aucun coup à leur tour, le lièvre gagne aussi. Toute partie se termine : en jeu parfait, les chiens piègent le lièvre depuis le départ standard.

rules-hare-hounds-playing-in-the-app-title = Jouer dans l'application
rules-hare-hounds-playing-in-the-app =
    Cliquez sur l'une de vos pièces, puis sur le point où elle doit aller ; les points qu'elle peut atteindre sont cerclés une fois qu'elle est choisie. Cliquez de nouveau sur la pièce pour en choisir une autre. Les chiens sont les pièces rondes, le lièvre la pièce carrée marquée L. Ctrl+Z reprend un coup, Ctrl+Y le rejoue.

    Dans le menu Édition, « Mettre en place une position… » vous laisse placer les pièces : chaque clic sur un point le fait passer de vide à un chien, et d'un chien au lièvre (le lièvre quitte son ancien point). Choisissez le camp au trait et le compte des coups des chiens sans avancer sous le plateau, ou tapez un code.

rules-hare-hounds-position-codes-and-move-names-title = Codes de position et noms des coups
rules-hare-hounds-position-codes-and-move-names =
    Un code de position a quatre parties séparées par des barres obliques : le point du lièvre, les points des trois chiens écrits à la suite depuis la rangée du bas, le camp au trait (hounds pour les chiens, hare pour le lièvre) et le nombre de coups de suite des chiens sans monter (de 0 à 10). Le départ standard est b5/b1a2c2/hounds/0. Un coup s'écrit d'un point à l'autre : b1-b2.

rules-hare-hounds-option-title = Option
rules-hare-hounds-option =
    Départ du lièvre : le lièvre part d'habitude de b5, en haut du plateau. Il peut partir de tout autre point que les chiens n'occupent pas ; les chiens jouent toujours en premier.

rules-fox-geese-the-game-title = Le jeu
rules-fox-geese-the-game =
    Le Renard et les Oies se joue sur une croix de 33 points : un carré de sept rangées de sept dont on a retiré les quatre coins de deux sur deux, de sorte que les deux rangées du haut et les deux du bas n'ont que les trois points du milieu (colonnes c, d et e). Des lignes joignent chaque point à ses voisins de gauche, de droite, du haut et du bas (52 lignes), et les deux diagonales de chaque case unité du plateau sont tracées (40 lignes) : 92 lignes en tout. Aucune ligne ne traverse un coin vide de la croix : b3 et c2 ne sont pas reliés, ni f3 et e2, b5 et c6, f5 et e6. Ainsi, une oie en f5 ne peut pas aller en e6, et le renard en c2 ne peut pas aller en b3.

    Le renard part du centre, d4. Treize oies remplissent la rangée sous lui (de a3 à g3) et le bras du bas (de c1 à e2). Le renard joue en premier, puis les deux camps jouent à tour de rôle.

    Le renard avance le long d'une ligne vers n'importe quel point voisin libre, dans toutes les directions. Ou bien il prend : il saute par-dessus une oie voisine le long d'une ligne, jusqu'au point libre juste derrière, et cette oie est retirée. Après une prise, il peut sauter de nouveau, par-dessus une autre oie, aussi souvent qu'il le peut, et s'arrêter après n'importe quel saut. Le renard n'est jamais obligé de prendre.

    Une oie avance le long d'une ligne vers un point libre droit devant ou en diagonale vers l'avant, vers le haut du plateau ; jamais en arrière, et jamais de côté sauf avec l'option De côté. Les oies ne prennent jamais.

    Le renard gagne quand il reste moins de quatre oies, ou quand les oies n'ont aucun coup à leur tour. Les oies gagnent quand le renard ne peut plus bouger, ni avancer ni sauter : elles l'ont enfermé.

rules-fox-geese-playing-in-the-app-title = Jouer dans l'application
rules-fox-geese-playing-in-the-app =
    Cliquez sur l'une de vos pièces, puis sur le point où elle doit aller. Pour une suite de prises, cliquez tour à tour sur chaque point d'arrivée ; pour vous arrêter après un saut quand un autre est possible, cliquez sur le renard là où il se trouve. Les oies sont les pièces rondes, le renard la pièce carrée marquée R ; le nombre d'oies restantes est affiché sous le plateau.

    Dans le menu Édition, « Mettre en place une position… » vous laisse placer les pièces : chaque clic sur un point le fait passer de vide à une oie, et d'une oie au renard (le renard quitte son ancien point). Choisissez le camp au trait sous le plateau, ou tapez un code.

    Quand la même position (avec le même camp au trait) revient pour la troisième fois dans une partie, l'application déclare la partie nulle. Cela n'arrive qu'avec l'option De côté.

rules-fox-geese-what-the-app-knows-title = Ce que sait l'application
rules-fox-geese-what-the-app-knows =
    Le Renard et les Oies est trop vaste pour que l'application le résolve depuis le départ : elle cherche donc dans chaque position à mesure qu'elle se présente, en moins d'une seconde. Quand chaque ligne dont le résultat dépend termine la partie dans cette recherche, l'évaluation est prouvée : « Le renard gagne en 7 coups ». Quand le gagnant est prouvé mais que la recherche n'a pas établi la durée exacte, elle ajoute « au plus » : « Les oies gagnent en 31 coups au plus ». Sinon, elle donne une estimation : le camp en tête après une recherche de tant de coups de profondeur, avec un score (une oie prise compte 10 ; l'espace du renard compte un peu). Avec les évaluations sur le plateau, les coups dont la valeur est prouvée sont colorés comme dans les autres jeux ; les coups estimés sont gris et marqués « ? ». L'ordinateur joue le coup que la recherche juge le meilleur.

    Sans l'option De côté, le jeu peut être résolu exactement : le panneau d'analyse propose de construire la table de toutes les positions (« Résoudre exactement le Renard et les Oies… », qui dit combien de temps cela prend et combien de place il faut sur cette machine). La construction se fait en arrière-plan, couche par couche (les positions à quatre oies, puis à cinq, et ainsi de suite) ; vous pouvez continuer à jouer pendant ce temps, l'arrêter, et la reprendre plus tard là où elle s'était arrêtée. Dès qu'une position est dans la table, son évaluation et celle de chaque coup sont exactes : « Le renard gagne », « Les oies gagnent », et sur le plateau « G » ou « P », pour gain ou perte (la table dit qui gagne, pas en combien de temps ; là où la recherche prouve la durée, celle-ci est gardée). L'ordinateur joue alors parfaitement : un coup gagnant quand il en a un, celui que la recherche classe le mieux, et sinon le coup qui résiste le plus longtemps selon la recherche.

rules-fox-geese-position-codes-and-move-names-title = Codes de position et noms des coups
rules-fox-geese-position-codes-and-move-names =
    Un code de position a trois parties séparées par des barres obliques : le point du renard, les points des oies écrits à la suite depuis la rangée du bas, et le camp au trait (fox pour le renard, geese pour les oies). Le départ standard est d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox. Un pas s'écrit d'un point à l'autre, b3-b4 ; une suite de prises comme le point de départ du renard puis chaque point d'arrivée : d4xd2xb4.

rules-fox-geese-options-title = Options
rules-fox-geese-options =
    Oies : 13 oies, c'est le jeu classique. Avec 15, deux oies de plus partent de a4 et g4 ; avec 17, quatre de plus de a4, b4, f4 et g4. Plus il y a d'oies, plus la tâche du renard est difficile.

    De côté : les oies peuvent aussi aller de côté le long de leur rangée. La partie peut alors tourner en rond, aussi la troisième répétition d'une position est-elle nulle.

rules-fox-hounds-the-board-and-the-pieces-title = Le plateau et les pièces
rules-fox-hounds-the-board-and-the-pieces =
    Le Loup et les Moutons se joue sur les 32 cases sombres d'un damier, nommées comme les cases des échecs : colonnes a à h depuis la gauche, rangées 1 à 8 depuis le bas, a1 étant sombre. Quatre moutons partent de a1, c1, e1 et g1 ; le loup part d'une case sombre de la rangée 8 : d8 dans la partie habituelle, ou b8, f8 ou h8.

rules-fox-hounds-moving-title = Les coups
rules-fox-hounds-moving =
    Chaque pièce se déplace d'une case en diagonale vers une case sombre libre. Il n'y a pas de saut et rien n'est pris. Le loup avance ou recule ; un mouton ne fait qu'avancer, vers la rangée 8, et ne recule jamais. Le joueur des moutons déplace un mouton par tour. Le loup joue en premier, sauf si l'on choisit l'option où les moutons commencent ; ensuite les joueurs alternent.

rules-fox-hounds-winning-title = Qui gagne
rules-fox-hounds-winning =
    Le loup gagne en atteignant la rangée 1, ou quand les moutons n'ont aucun coup permis à leur tour. Les moutons gagnent quand le loup ne peut pas bouger à son tour : ils l'ont encerclé. Chaque coup d'un mouton monte d'une rangée, si bien qu'une partie se termine toujours, et il n'y a pas de nulle.

    Les moutons gagnent en jeu parfait depuis tous les départs que propose Kibitzer ; l'évaluation de chaque position dit en combien de coups.

rules-fox-hounds-position-codes-and-move-names-title = Codes de position et noms des coups
rules-fox-hounds-position-codes-and-move-names =
    Un code de position a trois parties séparées par des barres obliques : la case du loup, les cases des moutons écrites à la suite depuis la rangée du bas, et le camp au trait (fox pour le loup, hounds pour les moutons). Le départ habituel est d8/a1c1e1g1/fox. Un coup s'écrit d'une case à l'autre : d8-c7.
