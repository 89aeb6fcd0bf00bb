# La revue d'une partie : chaque coup jugé d'après les valeurs exactes.

review-button = Revoir la partie
review-button-hover = Juger chaque coup d'après les valeurs exactes : gaffes ??, erreurs ?, seuls coups !, avec le meilleur coup là où un autre valait mieux.
review-heading = Revue
review-close = Masquer
review-waiting = La revue commence quand la résolution est finie.
review-source-solved = Exacte : chaque coup d'après la résolution.
review-source-table = Exacte : chaque coup d'après la table.
review-source-searches = Pas exacte : sans la table, seules les valeurs que les recherches ont déjà prouvées sont jugées. Construisez la table pour une revue complète.
review-rule = Une gaffe change un gain en nulle ou en perte, ou une nulle en perte. Une erreur garde le gain mais le retarde d'au moins { $plies } coups (ou d'un quart, si c'est plus), ou hâte une perte d'autant. Un seul coup est le seul coup qui garde l'issue. Un meilleur coup la garde aussi vite (ou aussi lentement) que possible ; un bon coup la garde autrement.
review-tally = { $player } : { $blunders ->
    [one] 1 gaffe
   *[other] { $blunders } gaffes
}, { $mistakes ->
    [one] 1 erreur
   *[other] { $mistakes } erreurs
}, { $best } meilleurs coups sur { $moves }
review-tally-only = ({ $only ->
    [one] 1 seul coup
   *[other] { $only } seuls coups
})
review-tally-unproven = { $count } non prouvés
review-flagged = Gaffes et erreurs : cliquez-en une pour voir le meilleur coup à la place.
review-none-flagged = Ni gaffe ni erreur sur cette ligne.
review-no-best-move = Ce coup n'a pas de meilleur coup à montrer.
review-unproven = Non jugé : ses valeurs ne sont pas prouvées.
review-values = { $mark } : { $before } avant, { $after } après.
review-best = Meilleur : { $best }
review-mark-blunder = Gaffe
review-mark-mistake = Erreur
review-mark-good = Bon coup
review-mark-best = Meilleur coup
review-mark-only = Seul coup

# Les notes sur les coups : une marque posée à la main et un commentaire.

# $ply est le numéro du coup, $name le coup.
note-heading = Note sur { $ply }. { $name }
note-hint = Un commentaire sur ce coup, enregistré avec la partie.
note-no-move = Ce coup n'existe pas : impossible d'y écrire une note.
note-glyph-brilliant = !! Coup brillant
note-glyph-good = ! Bon coup
note-glyph-interesting = !? Coup intéressant
note-glyph-dubious = ?! Coup douteux
note-glyph-mistake = ? Erreur
note-glyph-blunder = ?? Gaffe

# La partie en texte lisible (Fichier → Exporter → Partie en texte).

# $game est le jeu et sa variante.
text-export-heading = Kibitzer : { $game }
# $code est le code de la position de départ.
text-export-start = Départ : { $code }
text-export-no-moves = Aucun coup pour l'instant.
