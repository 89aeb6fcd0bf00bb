# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_kibitzer_global_optspecs
    string join \n q/quiet h/help V/version
end

function __fish_kibitzer_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_kibitzer_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_kibitzer_using_subcommand
    set -l cmd (__fish_kibitzer_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c kibitzer -n "__fish_kibitzer_needs_command" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -s h -l help -d 'Print help'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -s V -l version -d 'Print version'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "moves" -d 'List every legal move of a position with the position it leads to'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "eval" -d 'Solve and evaluate a position: its value and every move\'s, best first. Fox and Geese is searched where its table is not built: a proven result when the search finds one, else an estimate in the window\'s units (a goose taken counts 10), each move\'s line saying whether it is a result, an estimate or a bound'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "analyze" -d 'Solve a variant from its start and print the analysis figures'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "bench" -d 'Solve every variant and player count from scratch and print timings and memory'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "replay" -d 'Check a saved game move by move; print its final position and how the game stands'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "review" -d 'Review a saved game: mark every move against the exact values (blunder ??, mistake ?, good, best, only move !), with the best moves and each player\'s tally'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "puzzle" -d 'Draw a puzzle from the exact values: a position reachable from the start where the side to move has one best move (the same puzzle for the same seed)'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "render" -d 'Draw a position\'s board or table as the window does, into an SVG or PNG file'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "solve" -d 'Build the exact table of Fox and Geese (of the game with sideways goose steps with --sideways), with the remoteness of every position (once; a rerun resumes or finds it built), and print the start\'s value and remoteness, each first move\'s, and the table\'s figures'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "completions" -d 'Print the completions of this command line for a shell (bash, zsh, fish, elvish or powershell), to source or to install where the shell reads them'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "manual" -d 'Print the manual page of the command line, or of one command, in roff (read it with `kibitzer manual | man -l -`)'
complete -c kibitzer -n "__fish_kibitzer_needs_command" -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l variant -d 'Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` for none' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l players -d 'Chopsticks: the number of players, 2 to 6 (2 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l fingers -d 'Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless given; tens is 10)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l hands -d 'Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per player, comma-separated, when they differ (3,2)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l hare-start -d 'Hare and Hounds: the hare\'s starting point (b5 unless given; any point the hounds do not start on)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l geese -d 'Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l fox-start -d 'Fox and Hounds: the fox\'s starting square, b8, d8, f8 or h8 (d8 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l position -d 'The position code; the start position when left out. It may start with `-` (Negative Chopsticks: `-3,2/1,1`)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l time-ms -d 'Fox and Geese `eval`: the search\'s time budget in milliseconds (750 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l cache-dir -d 'Fox and Geese `eval`: the folder the exact table lives in (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l sideways -d 'Fox and Geese: geese may also step sideways'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l hounds-first -d 'Fox and Hounds: the hounds move first'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand moves" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l variant -d 'Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` for none' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l players -d 'Chopsticks: the number of players, 2 to 6 (2 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l fingers -d 'Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless given; tens is 10)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l hands -d 'Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per player, comma-separated, when they differ (3,2)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l hare-start -d 'Hare and Hounds: the hare\'s starting point (b5 unless given; any point the hounds do not start on)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l geese -d 'Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l fox-start -d 'Fox and Hounds: the fox\'s starting square, b8, d8, f8 or h8 (d8 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l position -d 'The position code; the start position when left out. It may start with `-` (Negative Chopsticks: `-3,2/1,1`)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l time-ms -d 'Fox and Geese `eval`: the search\'s time budget in milliseconds (750 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l cache-dir -d 'Fox and Geese `eval`: the folder the exact table lives in (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l sideways -d 'Fox and Geese: geese may also step sideways'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l hounds-first -d 'Fox and Hounds: the hounds move first'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand eval" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l variant -d 'Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` for none' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l players -d 'Chopsticks: the number of players, 2 to 6 (2 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l fingers -d 'Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless given; tens is 10)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l hands -d 'Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per player, comma-separated, when they differ (3,2)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l hare-start -d 'Hare and Hounds: the hare\'s starting point (b5 unless given; any point the hounds do not start on)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l geese -d 'Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l fox-start -d 'Fox and Hounds: the fox\'s starting square, b8, d8, f8 or h8 (d8 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l start -d 'Solve from this position instead of the variant\'s start (it may start with `-`)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l limit -d 'List at most this many unreachable codes, endings and shortest games' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l cache-dir -d 'Fox and Geese: the folder of the remoteness table `analyze` reads (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l sideways -d 'Fox and Geese: geese may also step sideways'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l hounds-first -d 'Fox and Hounds: the hounds move first'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand analyze" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l max-players -d 'Largest Chopsticks player count to solve, 6 unless given (6 takes the longest)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l game -d 'The game to measure: chopsticks (the default), hare-hounds (the complete solve, best of many runs) or fox-geese (the search from the start and from 100 random reachable positions)' -r -f -a "chopsticks\t'Chopsticks'
hare-hounds\t'Hare and Hounds'
fox-geese\t'Fox and Geese'
fox-hounds\t'Fox and Hounds'"
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l remoteness -d 'Fox and Geese: time the reference builder of every position\'s remoteness (without sideways, in memory) up to this many geese (4 to 9), layer by layer' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l cache-dir -d 'With --table: the folder tables live in (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l all -d 'Also solve the two-player combinations with the largest hands (minutes)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l json -d 'Print JSON instead of a table'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l table -d 'Fox and Geese: time looking up a position and all its moves in the exact table (built by `kibitzer solve fox-geese`) instead of the search, the review of 200 moves and the drawing of puzzles from the remoteness table opened anew, and list its files with their bytes a stored position'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -l stream -d 'With --remoteness: time the streaming builder instead (both threads, slice by slice, up to 13 geese), which keeps only the slices it needs'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand bench" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand replay" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand replay" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand replay" -s h -l help -d 'Print help'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -l time-ms -d 'Fox and Geese: how long to search each position the remoteness table does not cover (250 unless given); only the values the search proves are marked' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -l cache-dir -d 'Fox and Geese: the folder of the remoteness table (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -l variations -d 'Review every line of the game, each variation after the line it leaves, instead of the line viewed alone'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand review" -s h -l help -d 'Print help'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l variant -d 'Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` for none' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l players -d 'Chopsticks: the number of players, 2 to 6 (2 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l fingers -d 'Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless given; tens is 10)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l hands -d 'Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per player, comma-separated, when they differ (3,2)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l hare-start -d 'Hare and Hounds: the hare\'s starting point (b5 unless given; any point the hounds do not start on)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l geese -d 'Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l fox-start -d 'Fox and Hounds: the fox\'s starting square, b8, d8, f8 or h8 (d8 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l level -d 'How hard: easy (a win within 3 moves), medium (within 9, or the only move that holds a draw) or hard (a longer win); any level unless given' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l seed -d 'The seed: the same seed gives the same puzzle (0 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l start -d 'Walk from this position instead of the variant\'s start (it may start with `-`)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l cache-dir -d 'Fox and Geese: the folder of the remoteness table (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l sideways -d 'Fox and Geese: geese may also step sideways'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l hounds-first -d 'Fox and Hounds: the hounds move first'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -l answer -d 'Print the answer too (JSON always has it)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand puzzle" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l game -d 'The game, for those who name it as an option' -r -f -a "chopsticks\t'Chopsticks'
hare-hounds\t'Hare and Hounds'
fox-geese\t'Fox and Geese'
fox-hounds\t'Fox and Hounds'"
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l variant -d 'Chopsticks rule switches, comma-separated: cutoff, sun, swap, halves, misere, suicide, meta, stumps, negative, tens, zombies, attacks; `standard` for none' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l players -d 'Chopsticks: the number of players, 2 to 6 (2 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l fingers -d 'Chopsticks: the fingers of a hand, which it dies at, 2 to 99 (5 unless given; tens is 10)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l hands -d 'Chopsticks: the hands of each player, 1 to 4 (2 unless given); one count per player, comma-separated, when they differ (3,2)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l hare-start -d 'Hare and Hounds: the hare\'s starting point (b5 unless given; any point the hounds do not start on)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l geese -d 'Fox and Geese: the number of geese, 13, 15 or 17 (13 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l fox-start -d 'Fox and Hounds: the fox\'s starting square, b8, d8, f8 or h8 (d8 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l position -d 'The position code; the start position when left out (it may start with `-`)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l out -d 'The file to write: its name ends in .svg or .png' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l size -d 'The picture\'s size in pixels, WIDTHxHEIGHT (800x800 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l time-ms -d 'Fox and Geese with --overlay: how long to search the position (2000 unless given)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l sideways -d 'Fox and Geese: geese may also step sideways'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l hounds-first -d 'Fox and Hounds: the hounds move first'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l overlay -d 'Draw every legal move in the colour of its verdict (after the solve, or the search)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l dark -d 'The dark theme instead of the light one'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l coordinates -d 'Write the board\'s coordinates along it'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -l flip -d 'Turn the board half round, as the other side sees it'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand render" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l geese -d 'The number of geese at the start: 13, 15 or 17; or any count from 4 to 17 for the tables up to it and their figures (only 13, 15 and 17 have a start)' -r
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l cache-dir -d 'The folder tables live in (default: $KIBITZER_CACHE_DIR, else the user\'s cache)' -r -F
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l verify -d 'Check every block of the table against its checksum before answering'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l win-loss -d 'Build the table of who wins only (one bit a position, no remoteness): the table of earlier versions, smaller and quicker to build'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l sideways -d 'The game with sideways goose steps: win, loss or draw with remoteness for every position, in its own table'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -l json -d 'Print JSON instead of text'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand solve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand completions" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand completions" -s h -l help -d 'Print help'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand manual" -s q -l quiet -d 'Print no progress on stderr (no bar on a terminal, no progress lines elsewhere): only the result on stdout, and errors'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand manual" -s h -l help -d 'Print help'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "moves" -d 'List every legal move of a position with the position it leads to'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "eval" -d 'Solve and evaluate a position: its value and every move\'s, best first. Fox and Geese is searched where its table is not built: a proven result when the search finds one, else an estimate in the window\'s units (a goose taken counts 10), each move\'s line saying whether it is a result, an estimate or a bound'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "analyze" -d 'Solve a variant from its start and print the analysis figures'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "bench" -d 'Solve every variant and player count from scratch and print timings and memory'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "replay" -d 'Check a saved game move by move; print its final position and how the game stands'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "review" -d 'Review a saved game: mark every move against the exact values (blunder ??, mistake ?, good, best, only move !), with the best moves and each player\'s tally'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "puzzle" -d 'Draw a puzzle from the exact values: a position reachable from the start where the side to move has one best move (the same puzzle for the same seed)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "render" -d 'Draw a position\'s board or table as the window does, into an SVG or PNG file'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "solve" -d 'Build the exact table of Fox and Geese (of the game with sideways goose steps with --sideways), with the remoteness of every position (once; a rerun resumes or finds it built), and print the start\'s value and remoteness, each first move\'s, and the table\'s figures'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "completions" -d 'Print the completions of this command line for a shell (bash, zsh, fish, elvish or powershell), to source or to install where the shell reads them'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "manual" -d 'Print the manual page of the command line, or of one command, in roff (read it with `kibitzer manual | man -l -`)'
complete -c kibitzer -n "__fish_kibitzer_using_subcommand help; and not __fish_seen_subcommand_from moves eval analyze bench replay review puzzle render solve completions manual help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
