# Help → Rules: every game's rules and how to read the verdicts. One message per section
# title (`…-title`) and one per body; blank lines separate paragraphs.

rules-reading-title = Reading the verdicts
rules-reading =
    The solver has looked at every position the game can reach and knows its outcome with perfect play: who can force a win, and in how many moves. A move here means one player's single turn (a ply). The winner ends the game as fast as possible; the loser holds out as long as possible. A game that perfect play never ends is a draw.

    With the evaluation overlay on (in the View menu, or the E key) every legal move is drawn in the colour of what it gives the player making it: green wins, yellow draws, red loses. A faster win and a slower loss are drawn brighter. The number on a move is how many moves remain to the end after it is played; '=' marks a draw.

    The chart under the table shows the verdict after every move of the game: draws on the middle line, a win for the first player above it, a loss below; the nearer the end, the further from the middle. With three or more players each player has its own line.

rules-review-title = Reviewing a game
rules-review =
    Review the game (in the analysis panel) marks every move against the exact value of the position it was played from, for the player who made it. A blunder (??) throws the outcome away: a win to a draw or a loss, a draw to a loss. A mistake (?) keeps the win but makes it at least 4 moves longer, or a quarter longer when that is more (a win in 8 made a win in 12; a win in 60 made a win in 75), or hastens a loss as much. An only move (!) is the one legal move that keeps the outcome. A best move keeps the outcome as fast (a win) or as slow (a loss) as can be; a good move keeps it otherwise. With three or more players each player's value is the one it can force against all the others together.

    The review counts each player's blunders, mistakes and best moves on the line shown; click a blunder or a mistake to go to the position before it, with the best move shown on the board. Fox and Geese is reviewed exactly only where its table is built; without the table only the values the searches prove are marked. On the command line, kibitzer review FILE.ron gives the same marks.

rules-chopsticks-the-game-title = The game
rules-chopsticks-the-game =
    Two to six players sit in a circle and take turns in order. Everyone has two hands and starts with one finger raised on each. A hand holds up to four fingers; a hand with none is dead, shown as a closed fist.

    On your turn you do one thing: attack or split.

    Attack: touch one of another player's live hands with one of your live hands. The touched hand gains as many fingers as yours shows; yours does not change. If it reaches exactly five it dies. Above five it wraps round: five is taken off (4 + 2 gives 1).

    Split: bring your hands together and share your fingers between them anew. The result must be a different pair (just swapping your two hands does not count), and a split may not kill a hand. A split can bring a dead hand of yours back to life (0-2 becomes 1-1) or move fingers from one live hand to the other (1-3 becomes 2-2). Nobody can bring another player's hand back.

    A player with two dead hands is out, and the turn skips them. The last player with a live hand wins. Games can go on for ever: standard Chopsticks between two perfect players is a draw, and the app lets such games continue as long as you like.

rules-chopsticks-playing-in-the-app-title = Playing in the app
rules-chopsticks-playing-in-the-app =
    Click one of your hands, then the hand you want to touch; or drag your hand onto it. Your splits (and, in some variants, swaps and turns) are the chips at the bottom of the table: each shows your hands before and after. If the rules refuse a move, the status line says why. Ctrl+Z takes a move back, Ctrl+Y replays it; the arrow keys step through the game.

rules-chopsticks-position-codes-and-move-names-title = Position codes and move names
rules-chopsticks-position-codes-and-move-names =
    A position is written from the side of the player to move: two digits per player, each pair in ascending order, the player to move first and then the others in turn order, so the last pair belongs to the player who has just moved. The start is 1111; after any first move it is 1211. A pair written out of order (1032) is refused, and the app names the normal form (0123).

    When a hand holds a half finger, a negative count or a count above nine, the long form is used: hands separated by commas and players by slashes (0.5,0.5/1,1). A dead hand is 0, or x where 0 is a live count (Negative); a zombie is zz, or z in the long form.

    Attacks are named by the hands: A and B are your lower and higher hands, C and D the lower and higher hands of the player you touch (AC, BD). With more than two players the target is named by how many seats after you it sits: A2C touches the lower hand of the player two seats on. Splits are written before and after: 13-22. Swaps are 'swap'; turning a hand over is -A or -B.

rules-chopsticks-three-or-more-players-title = Three or more players
rules-chopsticks-three-or-more-players =
    With more players, perfect play is not a single outcome. The app shows each player's verdict against all the others playing together: a player who can force a win against any alliance wins, one whom the others can force out loses, and anyone else draws. A move's verdict is that of the player making it.

rules-chopsticks-variants-title = Variants
rules-chopsticks-variants =
    Each variant is a switch in the sidebar; switch on as many as you like. The only pairs that cannot go together are named when you try them.

    Cut-off: a hand that reaches five or more dies; nothing wraps round.

    Sun: everyone starts with four fingers on each hand (4444).

    Swap: instead of attacking or splitting, a player whose two hands differ may swap them. Nothing changes but the turn passes, so it works as a pass.

    Halves: the only split allowed divides an even total into two equal hands: 0-2 into 1-1, 1-3 into 2-2, 0-4 into 2-2.

    Misère: the first player to lose both hands wins. With more than two players the game ends at the first player out, who is the winner.

    Suicide: a split may kill one of your own hands (1-1 into 0-2, 1-3 into 0-4), never both.

    Meta: when your hands hold more than five together you may also put them together, take five away and share what is left as you like, all in one move: 3-4 into 1-1, 4-4 into 1-2. With Suicide this may also leave one hand dead (3-4 into 0-2). With Halves the new hands must be equal halves too (3-4 into 1-1).

    Stumps: a player with one dead hand and one finger on the other may fold that finger in two and hold half a finger on each hand. Counts are then kept in half fingers: an attack adds what the touching hand shows, exactly five kills and above five wraps round. Other splits move only whole fingers from one hand to the other.

    Negative: as a move, a player may turn one of its live hands over, palm up, which makes its count negative (3 becomes -3, and back). An attack adds the counts with their signs (3 touched by -2 gives 1). A hand dies only at exactly five or minus five; beyond that it wraps round towards zero by five (-3 touched by -4 gives -2). Zero is a live count here, shown as an open hand with no finger up, and a dead hand is written x. A split shares your signed total between your hands in any way that keeps each between -4 and 4 (1 and 2 may become -1 and 4); with Suicide one hand may instead close, leaving the whole total on the other.

    Tens: hands count up to nine; six to nine are shown palm up with one to four fingers. A hand dies at exactly ten, and above ten wraps round by ten.

    Fingers per hand: the sidebar also sets how many fingers a hand has, from 2 to 10 (the command line and game files go up to 99). A hand dies when it reaches that count exactly, and above it wraps round by that count, as with five; ten is Tens. The switches follow the count: Cut-off kills at the count or more, Meta takes the count away, Negative kills at the count or its negative, and Sun starts with four fingers, or one short of the count when a hand has fewer than five. Above five fingers a hand shows the fingers past five palm up.

    Hands per player: the sidebar also sets how many hands everyone has, from 1 to 4 (the command line and game files may give each player their own count, such as 3 and 2). A player is out when every hand is dead. A split shares your total among all your hands as you like, each below the fingers of a hand, to a different set of counts, without killing a hand (Suicide allows it, but never all of them); Halves makes every hand equal; Swap is a pass while your hands differ; Stumps folds one finger into half fingers on it and on a dead hand. Codes give each player as many digits as hands, in ascending order (112013 for three hands each); when players have different numbers of hands, players are parted by slashes (1,1,1/1,1). Your hands are lettered A, B, … from the lowest, and the hands of the player you touch follow on from yours (with three hands each, AD touches their lowest). With one hand each nobody can split or swap, so Swap, Halves, Suicide, Meta and Stumps are not offered.

    Zombies: for three or more players, and not with Misère. A player who loses both hands stays at the table as a zombie with one finger on one hand, for good. On its turn a zombie attacks with that finger; nobody can attack a zombie, and it never splits. The last player who is not a zombie wins.

    Attacks only: there are no splits; every move is an attack. It cannot go with Halves, Suicide, Meta or Stumps, which only change the splits. With Cut-off it is the Simple Chopsticks of Dailly, Gledel, Nowakowski and Santos (2024), where a hand is removed when it holds more than n fingers: set the fingers per hand to n + 1. The sidebar's Simple Chopsticks button sets both switches.

rules-hare-hounds-the-game-title = The game
rules-hare-hounds-the-game =
    Hare and Hounds is played on a small board of eleven points: a square of three rows of three (a2 to c4), with one more point below it (b1) and one above it (b5). Lines join the points of each row and each column of the square, the square's two diagonals through its centre b3, and each end point to the three points of the row next to it.

    Three hounds start on b1, a2 and c2, at the bottom; the hare starts on b5, at the top. The hounds move first, then the two sides take turns. Nothing is ever captured.

    The hare steps along a line to any empty neighbouring point, in any direction. A hound steps along a line to an empty point straight forward, diagonally forward or sideways, but never back towards b1.

    The hounds win when the hare has no move on its turn: it is trapped. The hare wins when it stands on a lower row than every hound, because it has slipped past them all. The hounds may not stall either: when they play ten moves in a row without going up a row, the hare wins as the tenth is played. Any move up a row sets that count back to zero; it is shown under the board. If the hounds have no move on their turn, the hare wins too. Every game ends: with perfect play the hounds trap the hare from the standard start.

rules-hare-hounds-playing-in-the-app-title = Playing in the app
rules-hare-hounds-playing-in-the-app =
    Click one of your pieces, then the point it should go to; the points it may reach are ringed once it is chosen. Click the piece again to choose another. The hounds are the round pieces, the hare the square one marked H. Ctrl+Z takes a move back, Ctrl+Y replays it.

    The Edit menu's Set up position lets you place the pieces: each click on a point turns it from empty to a hound, and from a hound to the hare (the hare leaves its old point). Choose the side to move and the hounds' stalling count below the board, or type a code.

rules-hare-hounds-position-codes-and-move-names-title = Position codes and move names
rules-hare-hounds-position-codes-and-move-names =
    A position code has four parts separated by slashes: the hare's point, the three hounds' points written together from the bottom row up, the side to move (hounds or hare) and the hounds' moves in a row without going up (0 to 10). The standard start is b5/b1a2c2/hounds/0. A move is written from point to point: b1-b2.

rules-hare-hounds-option-title = Option
rules-hare-hounds-option =
    Hare starts on: the hare usually starts on b5, at the top of the board. It may start on any other point the hounds do not hold; the hounds still move first.

rules-fox-geese-the-game-title = The game
rules-fox-geese-the-game =
    Fox and Geese is played on a cross of 33 points: a square of seven rows of seven with the four corners of two by two cut away, so that the top two and bottom two rows have only the middle three points (columns c, d and e). Lines join each point to its neighbours across, up and down (52 lines), and both diagonals of every unit square of the board are drawn (40 lines): 92 lines in all. No line crosses an empty corner of the cross: b3 and c2 are not joined, nor f3 and e2, b5 and c6, f5 and e6. So a goose on f5 cannot step to e6, and the fox on c2 cannot step to b3.

    The fox starts in the centre, d4. Thirteen geese fill the row below it (a3 to g3) and the bottom arm (c1 to e2). The fox moves first, then the two sides take turns.

    The fox steps along a line to any empty neighbouring point, in any direction. Or it captures: it jumps over a goose next to it along a line, onto the empty point straight beyond, and that goose is taken off. After a capture it may jump again, over another goose, as often as it can, and may stop after any jump. The fox never has to capture.

    A goose steps along a line to an empty point straight forward or diagonally forward, up the board; never back, and never sideways unless the Sideways option is on. Geese never capture.

    The fox wins when fewer than four geese are left, or when the geese have no move on their turn. The geese win when the fox cannot move, neither step nor jump: they have penned it in.

rules-fox-geese-playing-in-the-app-title = Playing in the app
rules-fox-geese-playing-in-the-app =
    Click one of your pieces, then the point it should go to. For a chain of captures, click each landing point in turn; to stop after a jump when another is possible, click the fox where it stands. The geese are the round pieces, the fox the square one marked F; the number of geese left is shown under the board.

    The Edit menu's Set up position lets you place the pieces: each click on a point turns it from empty to a goose, and from a goose to the fox (the fox leaves its old point). Choose the side to move below the board, or type a code.

    When the same position (with the same side to move) comes up for the third time in a game, the app declares a draw. This can only happen with the Sideways option.

rules-fox-geese-what-the-app-knows-title = What the app knows
rules-fox-geese-what-the-app-knows =
    Fox and Geese is too large for the app to solve from the start, so it searches each position as it comes up, for under a second. When every line it depends on ends the game within that search, a verdict is proven: 'Fox wins in 7'. When the winner is proven but the search has not pinned down the exact length, it says 'within': 'Geese win within 31'. Otherwise it gives an estimate: the side ahead after searching so many moves deep, with a score (a goose taken counts 10; room for the fox counts a little). With the overlay on, moves with a proven value are coloured as in the other games; estimated moves are grey and marked '?'. The computer plays the move the search finds best.

    Without the Sideways option the game can be solved exactly: the analysis panel offers to build the table of every position ('Solve Fox and Geese exactly…', which says how long it takes and how much room it needs on this machine). The build runs in the background, layer by layer (positions with four geese, then five, and so on); you can play on meanwhile, stop it, and continue later where it left off. Once a position is in the table, its verdict and every move's are exact: 'Fox wins', 'Geese win', and on the board 'W' or 'L' (the table says who wins, not how soon; where the search proves the length, it is kept). The computer then plays perfectly: a winning move when it has one, the one the search ranks best, and otherwise the move that holds out longest by the search.

rules-fox-geese-position-codes-and-move-names-title = Position codes and move names
rules-fox-geese-position-codes-and-move-names =
    A position code has three parts separated by slashes: the fox's point, the geese's points written together from the bottom row up, and the side to move (fox or geese). The standard start is d4/c1d1e1c2d2e2a3b3c3d3e3f3g3/fox. A step is written from point to point, b3-b4; a capture chain as the fox's start and each landing point: d4xd2xb4.

rules-fox-geese-options-title = Options
rules-fox-geese-options =
    Geese: 13 geese is the classic game. With 15, two more geese start on a4 and g4; with 17, four more on a4, b4, f4 and g4. More geese make the fox's task harder.

    Sideways: geese may also step sideways along their row. Play can then go round in circles, so a third repetition of a position is a draw.

rules-fox-hounds-the-board-and-the-pieces-title = The board and the pieces
rules-fox-hounds-the-board-and-the-pieces =
    Fox and Hounds (also called Wolf and Sheep) is played on the 32 dark squares of a checkerboard, named like chess squares: columns a to h from the left, rows 1 to 8 from the bottom, a1 being dark. Four hounds start on a1, c1, e1 and g1; the fox starts on a dark square of row 8: d8 in the usual game, or b8, f8 or h8.

rules-fox-hounds-moving-title = Moving
rules-fox-hounds-moving =
    Every piece moves one square diagonally to an empty dark square. There are no jumps and nothing is captured. The fox moves forward or backward; a hound only moves forward, up towards row 8, and never back. The hounds' player moves one hound per turn. The fox moves first unless the hounds-first option is chosen; then the players alternate.

rules-fox-hounds-winning-title = Winning
rules-fox-hounds-winning =
    The fox wins on reaching row 1, and when the hounds have no legal move on their turn. The hounds win when the fox cannot move on its turn: they have hemmed it in. Every hound move goes up a row, so a game always ends, and there are no draws.

    The hounds win with perfect play from every start Kibitzer offers; the verdict on each position says in how many moves.

rules-fox-hounds-position-codes-and-move-names-title = Position codes and move names
rules-fox-hounds-position-codes-and-move-names =
    A position code has three parts separated by slashes: the fox's square, the hounds' squares written together from the bottom row up, and the side to move (fox or hounds). The usual start is d8/a1c1e1g1/fox. A move is written from square to square: d8-c7.
