# L'entraînement : les gaffes d'une partie revue à retrouver, et des problèmes tirés des valeurs exactes.

trainer-learn-button = Apprendre de ses erreurs
trainer-learn-hover = Aller à chaque position où une gaffe a été jouée, la réponse cachée, et trouver un coup qui garde l'issue. Un mauvais coup est réfuté sur le plateau par le jeu parfait.
trainer-no-blunders = Il n'y a pas de gaffe à reprendre sur cette ligne (seules comptent les gaffes des personnes à la table quand quelqu'un joue contre l'ordinateur).
trainer-needs-exact = Les problèmes demandent les valeurs exactes : attendez la fin de la résolution (pour le Renard et les Oies, construisez d'abord la table).
trainer-mistakes-heading = Apprendre de ses erreurs : { $number } sur { $count }
trainer-puzzle-heading = Problème ({ $level })
trainer-mistake-prompt = { $who-name } au trait. Dans la partie, { $move } a été joué ici et a perdu { $outcome ->
    [draw] la nulle
   *[win] le gain
} : trouvez un coup qui le garde.
trainer-ask-only-win = { $who-name } au trait : trouvez le seul coup gagnant.
trainer-ask-only-draw = { $who-name } au trait : trouvez le seul coup qui tient la nulle.
trainer-ask-fastest = { $who-name } au trait gagne en { $moves ->
    [one] 1 coup
   *[other] { $moves } coups
} : trouvez le gain le plus rapide.
trainer-slower = { $move } gagne aussi ({ $value }), mais pas le plus vite ({ $best }) : essayez encore.
trainer-right = Juste : { $move } ({ $value }).
trainer-wrong = { $move } laisse échapper l'issue ({ $value }). Le jeu parfait qui suit, montré sur le plateau : { $line }
trainer-wrong-no-line = { $move } laisse échapper l'issue ({ $value }).
trainer-shown = La réponse : { $moves }.
trainer-done = Terminé : { $first } sur { $count } trouvés du premier coup.
trainer-try-again = Essayer encore
trainer-show-answer = Montrer la réponse
trainer-skip = Passer
trainer-skip-puzzle = Un autre problème
trainer-next = Suivant
trainer-next-puzzle = Problème suivant
trainer-stop = Arrêter
trainer-stop-hover = Arrêter l'entraînement : la partie revient telle qu'elle était.
trainer-stop-puzzle-hover = Arrêter le problème : sa partie reste sur la table, pour la jouer ou l'étudier.
trainer-hidden = Les évaluations sont cachées jusqu'à ce que vous trouviez le coup.
trainer-puzzle-score = Résolus du premier coup : { $solved } sur { $tried }. Série : { $streak } (record { $best }).
puzzle-started = Un nouveau problème.
puzzle-none-found = Aucun problème ({ $level }) n'a été trouvé dans ce jeu depuis son début. Essayez un autre niveau.
puzzle-level-easy = facile
puzzle-level-medium = moyen
puzzle-level-hard = difficile
puzzle-level-any = tout niveau
menu-study = Étude
menu-study-puzzle = Nouveau problème
menu-study-puzzle-level = Nouveau problème : { $level }
trainer-hint-hidden = La réponse est cachée pendant que vous la cherchez : Montrer la réponse la donne.
