# Le cadre de la fenêtre : les menus, la ligne d'état, les boutons des panneaux, les fichiers,
# les fenêtres au-dessus de la fenêtre principale (À propos, Règles, Mettre en place une
# position) et qui occupe une place.

## La barre de menus.

shell-menu-file = Fichier
shell-menu-edit = Édition
shell-menu-view = Affichage
shell-menu-help = Aide
shell-rules = Règles
shell-about = À propos de Kibitzer
shell-new-game = Nouvelle partie
shell-open = Ouvrir…
shell-save = Enregistrer
shell-save-as = Enregistrer sous…
shell-own-file-dialog = Utiliser le sélecteur de fichiers de Kibitzer
shell-own-file-dialog-tip = Le sélecteur de fichiers de Kibitzer fonctionne sur tous les bureaux. Sinon, celui du système est utilisé partout où il y en a un.
shell-recent = Fichiers récents
shell-clear-recent = Effacer la liste
shell-examples = Exemples
shell-copy-game = Copier la partie
shell-export-position = Exporter
shell-export-png = Position en image PNG…
shell-export-svg = Position en image SVG…
shell-export-text = Partie en texte…
shell-paste-game = Coller une partie
shell-quit = Quitter
shell-undo = Annuler
shell-redo = Rétablir
shell-bring-back-replaced = Reprendre la partie remplacée
shell-bring-back-replaced-tip = La partie qu'ont remplacée Nouvelle partie, Revanche, un exemple ou un fichier
shell-set-up-position = Mettre en place une position…
shell-copy-position-code = Copier le code de la position
shell-overlay = Évaluations sur le plateau
shell-coordinates = Coordonnées du plateau
shell-flip = Retourner le plateau
shell-show-sidebar = Réglages de la partie
shell-show-analysis = Panneau d'analyse
shell-show-history = Historique et graphique
shell-theme = Thème

## Les titres des panneaux et les boutons qui les ouvrent ou les ferment.

shell-panel-sidebar-title = Partie et joueurs
shell-panel-analysis-title = Analyse
shell-panel-history-button = Historique et graphique
# L'infobulle du bouton d'un panneau : $action vaut show ou hide, $panel sidebar, analysis ou history.
shell-panel-button-tip = { $action ->
    [show] Afficher
   *[hide] Masquer
} { $panel ->
    [sidebar] le panneau latéral
    [analysis] l'analyse
   *[history] l'historique et le graphique
} (aussi dans le menu Affichage)

## La ligne d'état.

shell-bring-it-back = La reprendre
shell-no-other-move = Aucun autre coup n'a été essayé ici.
shell-variation-promoted = La variante est remontée d'un cran.
shell-variation-main-line = La variante est maintenant la ligne principale.
shell-variation-deleted = Le coup et tous ceux qui le suivent ont été supprimés.
shell-undo-delete = Annuler la suppression
shell-undo-delete-tip = Rend les coups qui viennent d'être supprimés, avec la partie telle qu'elle était
shell-delete-undone = Les coups supprimés sont revenus.
shell-rematch = Revanche : la même partie depuis son début.
shell-new-game-started = Nouvelle partie.
shell-new-game-from-position = Une nouvelle partie depuis la position.
shell-copied-code = Code de la position { $code } copié.
# $name est un coup dans la notation du jeu.
shell-hint-estimate = Indice : la recherche préfère { $name } (une estimation, pas une preuve).
shell-hint-best = Indice : { $name } est l'un des meilleurs coups.
shell-hint-game-over = La partie est terminée : aucun indice à donner.
shell-hint-not-yet = Pas encore d'indice : le solveur n'a pas fini.
# Après un message qui dit quelle partie a remplacé celle qui était en cours.
shell-replaced-unsaved = { $message } La partie que vous aviez n'était pas enregistrée.
# $game est le nom du jeu, $moves le coup où en est la partie.
shell-back-to-game = Retour à votre partie ({ $game }), au coup { $moves }.
shell-nothing-to-bring-back = Il n'y a aucune partie remplacée à reprendre.
shell-brought-back = La partie est reprise. Celle qu'elle remplace est gardée aussi.

## Les fichiers : la ligne d'état, la fenêtre des problèmes, le titre.

file-untitled = Sans titre
file-saved = { $file } enregistré.
file-exported = Position exportée dans { $file }.
file-cannot-export = Impossible d'exporter la position dans { $file }
file-exported-text = Partie écrite dans { $file }.
file-cannot-export-text = Impossible d'écrire la partie dans { $file }
file-opened = { $file } ouvert.
file-opened-example = Exemple « { $title } » ouvert.
file-opened-clipboard = Partie du presse-papiers ouverte.
file-copied-game = Partie copiée dans le presse-papiers.
file-cannot-save = Impossible d'enregistrer { $file }
file-cannot-open = Impossible d'ouvrir { $file }
file-cannot-open-example = Impossible d'ouvrir l'exemple « { $title } »
file-cannot-open-pasted = Impossible d'ouvrir la partie collée
file-cannot-copy = Impossible de copier la partie
file-cannot-restore = Impossible de rétablir la dernière partie
file-others-restored = Toutes les autres parties ont été rétablies ; une partie qui n'a pas pu l'être est gardée telle quelle, dans le fichier nommé ci-dessus.
file-autosave-off = La sauvegarde automatique est coupée dans cette fenêtre : { $error }. Enregistrez la partie vous-même.
file-autosave-stuck = Il n'a pas pu être mis de côté : il reste tel quel, et cette fenêtre sauvegarde ailleurs.
file-game-kept-aside = La partie est gardée telle quelle dans { $path }.
file-game-not-kept = La partie n'a pas pu être mise de côté non plus : { $error }.
file-restored-other-windows = { $count ->
    [one] Une partie laissée par une autre fenêtre de Kibitzer est revenue : voyez la liste des jeux, et « Reprendre la partie remplacée » dans le menu Édition.
   *[other] { $count } parties laissées par d'autres fenêtres de Kibitzer sont revenues : voyez la liste des jeux, et « Reprendre la partie remplacée » dans le menu Édition.
}
file-taken-off-recent = Il a été retiré des fichiers récents.
# Sous un problème : le chemin complet du fichier.
file-problem-path = Fichier : { $path }
file-autosave-failed = La sauvegarde automatique n'a pas pu être écrite : { $error }. Enregistrez la partie vous-même.
file-no-system-dialog = Aucun sélecteur de fichiers du système n'est disponible ici : celui de Kibitzer est utilisé.
file-dropped-not-a-game = { $file } n'est pas une partie Kibitzer : seuls les fichiers de partie .ron peuvent être ouverts.
file-clipboard-no-text = Le presse-papiers ne contient aucun texte à ouvrir comme partie.
file-ok = OK

## Un fichier glissé au-dessus de la fenêtre.

file-drop-not-a-game = { $file } n'est pas un fichier de partie : Kibitzer ouvre les fichiers .ron
file-drop-to-open = Déposez pour ouvrir { $file }
file-drop-a-game = Déposez un fichier de partie .ron pour l'ouvrir

## Les sélecteurs de fichiers.

file-dialog-filter = Partie Kibitzer
file-dialog-open-title = Ouvrir une partie
file-dialog-save-title = Enregistrer la partie
file-dialog-export-title = Exporter la position
file-dialog-filter-svg = Image SVG
file-dialog-filter-png = Image PNG
file-dialog-export-text-title = Exporter la partie en texte
file-dialog-filter-text = Texte
file-dialog-open = Ouvrir
file-dialog-save = Enregistrer
file-dialog-cancel = Annuler
file-dialog-new-folder = Nouveau dossier
file-dialog-file-name = Nom du fichier :
file-dialog-show-hidden = Afficher les fichiers cachés
file-dialog-parent = Aller au dossier parent.
file-dialog-refresh = Relire le dossier.

## Ce qui peut être faux dans un fichier de partie (l'interface en fait une phrase : majuscule, point).

# Un endroit dans un fichier.
file-location = ligne { $line }, colonne { $column }
# Une erreur à un endroit : « ligne 3, colonne 7 : … ».
file-error-at = { $at } : { $error }
file-size-bytes = { $bytes ->
    [one] { $bytes } octet
   *[other] { $bytes } octets
}
# Une taille en mébioctets, avec une décimale : $whole et $tenth.
file-size-mib = { $whole },{ $tenth } Mio
file-error-empty = le fichier est vide
file-error-too-large = le fichier fait { $size }, plus que les { $limit } permis pour une partie
file-error-directory = c'est un dossier, pas un fichier de partie
file-error-not-a-file = ce n'est pas un fichier ordinaire (c'est un périphérique, un tube ou un socket)
file-error-not-found = le fichier n'existe pas
file-error-permission = permission refusée : Kibitzer n'a pas le droit d'utiliser ce fichier
# $detail est le message du système.
file-error-io = impossible d'utiliser le fichier : { $detail }
file-error-not-utf8 = le fichier n'est pas du texte UTF-8 : octets invalides ({ $at })
file-error-too-deep = { $at } : le document est trop profondément imbriqué pour être une partie
file-error-no-format = ce n'est pas une partie Kibitzer : le fichier n'a pas de champ `format`
file-error-too-new = la version de format { $version } est plus récente que cette application, qui lit les versions { $oldest } à { $current } : ouvrez ce fichier avec un Kibitzer plus récent
file-error-no-such-format = la version de format { $version } n'existe pas : les versions commencent à { $oldest }
# $known liste les noms des jeux tels que les fichiers les écrivent.
file-error-no-game = la partie n'a pas de champ `game` : ce champ doit nommer le jeu ({ $known })
file-error-unknown-game = jeu inconnu « { $game } » (connus : { $known })
file-error-seats = la partie compte { $found ->
    [one] { $found } place
   *[other] { $found } places
}, mais le jeu a { $expected ->
    [one] { $expected } joueur
   *[other] { $expected } joueurs
}
file-error-skill = place { $seat } : le niveau { $percent } dépasse 100 pour cent
file-error-start = la position de départ : { $error }
# L'endroit d'un coup : $variation vaut 0 pour la ligne principale.
file-ply = { $variation ->
    [0] au coup { $ply }
   *[other] au coup { $ply } de la variante { $variation }
}
file-error-illegal-move = coup illégal { $played } { $ply } depuis { $from } : { $reason }
file-error-unreadable-move = coup illisible « { $played } » { $ply } depuis { $from } : { $reason }
file-error-move-after-end = coup { $played } { $ply } : la partie est déjà finie dans { $from }
file-error-cursor = le curseur est au coup { $cursor }, mais la partie n'a que { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
file-error-cursor-off-line = le curseur est au coup { $cursor }, mais la variante { $line } finit au coup { $last }
file-error-variation = variante { $variation } : { $reason }
file-error-later-field = le champ `{ $field }` n'existe qu'à partir du format { $since }, mais la partie se dit au format { $format }
file-error-autosave-too-new = sa sauvegarde automatique est au format { $version }, plus récent que celui que lit cette version ({ $known }) : ouvrez-la avec un Kibitzer plus récent
file-error-write = impossible d'écrire la partie : { $error }
# $line nomme une ligne de la partie (0 : la ligne principale) ; $variations compte ses variantes.
file-error-agreed-draw-no-line = les joueurs ont conclu la nulle à la fin de la ligne { $line }, mais la partie n'a que { $variations ->
    [0] la ligne principale (0)
    [1] la ligne principale (0) et la variante 1
   *[other] la ligne principale (0) et les variantes 1 à { $variations }
}
file-error-agreed-draw-over = les joueurs ont conclu la nulle à la fin de la ligne { $line }, mais la partie y est déjà finie
# $note numérote une note de la partie à partir de 1 ; $line nomme une ligne (0 : la ligne principale) ; $variations compte les variantes.
file-error-note-no-line = la note { $note } est sur la ligne { $line }, mais la partie n'a que { $variations ->
    [0] la ligne principale (0)
    [1] la ligne principale (0) et la variante 1
   *[other] la ligne principale (0) et les variantes 1 à { $variations }
}
# $own compte les coups propres de la ligne : de $first à $last.
file-error-note-off-line = la note { $note } est sur le coup { $ply } de la ligne { $line }, { $own ->
    [0] qui n'a aucun coup propre
    [1] dont le seul coup propre est le coup { $first }
   *[other] dont les coups propres vont du coup { $first } au coup { $last }
}
file-error-note-twice = les notes { $earlier } et { $note } portent sur le même coup
file-error-note-too-long = la note { $note } a { $chars } caractères, plus que les { $most } permis

## Les fenêtres au-dessus de la fenêtre principale.

win-rules-title = Règles
# Le titre et l'introduction de docs/RULES.md (toujours écrit en anglais).
win-rules-markdown-title = Kibitzer : les règles
win-rules-markdown-intro = Ceci est le texte de la fenêtre Aide → Règles (F1), produit depuis la même source (`src/ui/games/rules_text.rs`). Il donne les règles exactement comme Kibitzer les joue, y compris les choix là où les descriptions traditionnelles laissent une marge.
win-rules-all-games = Tous les jeux
win-about-title = À propos de Kibitzer
win-about-summary = Jouer et étudier de petits jeux résolus, avec l'évaluation parfaite de chaque coup à portée de main.
win-about-method = Chaque position est résolue exactement par analyse rétrograde : en partant des fins de partie, chaque position reçoit son issue avec un jeu parfait et le nombre de coups jusqu'à cette issue.
win-about-licence = Licence : { $licence }
win-setup-title = Mettre en place une position
win-setup-code = Code
win-setup-valid = Une position valide.
win-setup-start = Commencer depuis cette position
win-setup-cancel = Annuler

## Qui occupe une place.

seat-kind-human = Humain
# $strength est l'une des forces ci-dessous.
seat-kind-computer = Ordinateur ({ $strength })
# Dans la liste de choix d'une place : « Ordinateur, parfait ».
seat-kind-computer-choice = Ordinateur, { $strength }
seat-kind-computer-skill-choice = Ordinateur, niveau…
seat-kind-perfect = parfait
seat-kind-skill = niveau { $percent } %
seat-kind-random = au hasard

## Ce que les règles refusent : un code de position, un coup, les réglages d'un jeu. Les
## raisons à l'intérieur ($reason, $hint, $known) sont les mots des jeux eux-mêmes.

shell-code-empty = le code de position est vide
# $unit est ce que le code compte (parts, pairs, characters, hounds, ou other : $text le dit alors).
shell-code-wrong-length = le code « { $code } » a { $found } { $unit ->
    [parts] parties séparées par « / »
    [pairs] paires
    [characters] caractères
    [hounds] pions
   *[other] { $text }
}, mais il en faut { $expected }{ $hint }
shell-code-invalid = dans le code « { $code } » : { $reason }
shell-code-not-normal = dans le code « { $code } », la paire « { $pair } » n'est pas dans l'ordre : les mains de chaque joueur s'écrivent dans l'ordre croissant ; vouliez-vous dire « { $normal } » ?
shell-code-impossible = la position « { $code } » ne peut pas se produire : { $reason }
shell-move-unreadable = ce n'est pas un coup : { $reason }
shell-move-illegal = ce coup n'est pas permis : { $reason }
shell-move-game-over = la partie est finie : aucun coup ne peut être joué
shell-variant-unknown-switch = option de variante inconnue « { $name } » (connues : { $known })
shell-variant-player-count = { $game } se joue de { $min } à { $max } joueurs, pas { $found }

## Les parties d'exemple de Fichier → Exemples, par le nom de leur fichier.

file-example-chopsticks-shortest = Jeu des baguettes : la partie la plus courte
file-example-hare-hounds-hounds-win = Le Lièvre et les Chiens : les chiens gagnent en jouant au mieux
file-example-fox-geese-double-capture = Le Renard et les Oies : une double prise
file-example-fox-hounds-hounds-win = Le Loup et les Moutons : les moutons gagnent en jouant au mieux

## Le fichier des préférences.
shell-preferences-unreadable = Les préférences n'ont pas pu être lues : les réglages par défaut sont utilisés.
shell-preferences-reset = Certaines préférences n'ont pas pu être lues et reviennent à leur valeur par défaut : { $fields }.
shell-preferences-kept = Le fichier tel qu'il était est gardé dans { $path }.
shell-preferences-game-reset = Les réglages retenus pour { $game } ne peuvent pas être joués par cette version : ils reviennent à leur valeur par défaut.
shell-preferences-not-saved = Les préférences n'ont pas pu être enregistrées : { $error }.

## Les parties chargées en arrière-plan : la ligne d'état pendant qu'un fichier s'ouvre, ou
## que les parties de la dernière session reviennent au lancement, avec un bouton Annuler.

# Pendant la lecture du fichier (ses coups ne sont pas encore comptés) ; $file est son nom.
load-file-reading = Lecture de { $file }…
# $percent est la part des coups de la partie déjà rejoués, un nombre entier.
load-file-opening = Ouverture de { $file }… { $percent } %
load-file-cancelled = Ouverture de { $file } annulée : la partie sur la table est restée telle quelle.
load-pasted-reading = Lecture de la partie collée…
load-pasted-opening = Ouverture de la partie collée… { $percent } %
load-pasted-cancelled = Ouverture de la partie collée annulée : la partie sur la table est restée telle quelle.
load-restore-reading = Lecture des parties de la dernière session…
load-restoring = Rétablissement des parties de la dernière session… { $percent } %
load-restore-cancelled = Rétablissement des parties de la dernière session annulé : elles restent intactes dans leur sauvegarde automatique et reviendront au prochain lancement. D'ici là, cette fenêtre sauvegarde dans un fichier à part.
load-file-failed = L'ouverture de { $file } s'est arrêtée sur une erreur interne de Kibitzer : { $cause }. La partie sur la table est restée telle quelle ; merci de la signaler.
load-pasted-failed = L'ouverture de la partie collée s'est arrêtée sur une erreur interne de Kibitzer : { $cause }. La partie sur la table est restée telle quelle ; merci de la signaler.
load-restore-failed = Le rétablissement des parties de la dernière session s'est arrêté sur une erreur interne de Kibitzer : { $cause }. Elles restent intactes dans leur sauvegarde automatique et reviendront au prochain lancement ; merci de la signaler.
# Avant shell-replaced-unsaved, quand une partie a été jouée pendant leur chargement.
load-restored = Les parties de la dernière session sont de retour.
load-restored-aside = Les parties de la dernière session sont de retour. Celle qui était sur la table est mise de côté, pour ne pas remplacer la partie que vous avez ouverte.
