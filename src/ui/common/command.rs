//! What the panels ask for. Widgets emit commands; [`super::App`] applies them in one place,
//! so every change of the game goes through one handler (and through the rules).

use crate::games::GameKind;
use crate::history::{NodeId, Note};
use crate::ui::text::theme_choice::ThemeChoice;
use crate::words::Language;
use std::path::PathBuf;

/// Something the user (or the computer player) asked for.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Play a move given by its name in the game's notation; the rules check it.
    Play(String),
    /// Take back a move (and the computer's replies before it).
    Undo,
    /// Replay a taken-back move.
    Redo,
    /// Go to the position after this many moves of the viewed line.
    Jump(usize),
    /// Go to this move of the tree of variations, on its line.
    GoTo(NodeId),
    /// Go to the next (`true`) or previous variation of the move at the cursor.
    SwitchVariation(bool),
    /// Change the tree of variations at this move.
    EditTree(NodeId, TreeEdit),
    /// Start a new game with the settings of the sidebar.
    NewGame,
    /// Play the same game again from its start.
    Rematch,
    /// Switch to another game.
    SelectGame(GameKind),
    /// The sidebar's variant settings changed.
    SettingsChanged,
    /// The sidebar's seats changed (human / computer / strength).
    SeatsChanged,
    /// Go to the position with this code (typed by the user).
    SetPosition(String),
    /// Start the game from a position made in the setup window.
    SetUpPosition(String),
    /// Show the best move on the canvas.
    Hint,
    /// Review the game: mark every move against the exact values.
    Review,
    /// Stop showing the review.
    CloseReview,
    /// Go to the position before this reviewed move and show the best move there.
    ReviewGoTo(NodeId),
    /// A step of the practice: learn from the mistakes of the reviewed game, try again, show
    /// the answer, the next exercise, stop.
    Practice(Practice),
    /// A new puzzle of this level (any level: `None`) for the game and variant on the table.
    NewPuzzle(Option<crate::review::puzzle::Level>),
    /// Write this note on the move to this node (an empty note clears it).
    SetNote(NodeId, Note),
    /// File → Export: ask where to write a picture of the position, in this
    /// format.
    ExportPicture(crate::picture::Format),
    /// Write a picture of the position shown, as the window draws it, to this file.
    ExportTo(PathBuf, crate::picture::Format),
    /// File → Export → Game as text: ask where to write it.
    ExportText,
    /// Write the game as a readable text to this file.
    ExportTextTo(PathBuf),
    /// Stop the game at the cursor as a draw the players agree to.
    AgreeDraw,
    /// Take back the draw agreed at the cursor, and play on.
    WithdrawDraw,
    /// Stop the solve that is running.
    CancelSolve,
    /// Solve again after a cancel.
    Solve,
    /// Build the exact table of the game (Fox and Geese without sideways), after its
    /// finished layers.
    BuildTable,
    /// Build the exact table again from scratch (it is damaged).
    RebuildTable,
    /// Stop building the table (the finished layers are kept).
    CancelTableBuild,
    /// Put the position code on the clipboard.
    CopyCode,
    /// Turn the evaluation overlay on or off.
    ToggleOverlay,
    /// Write the board's coordinates along it, or not.
    ToggleCoordinates,
    /// Draw every move of each position on the value chart, or only the line played.
    ToggleEveryMove,
    /// Turn the board half round, or back.
    ToggleFlip,
    /// Show or hide the analysis panel.
    ToggleAnalysis,
    /// Show or hide the history panel.
    ToggleHistory,
    /// Show or hide the game settings.
    ToggleSidebar,
    /// Change the theme.
    SetTheme(ThemeChoice),
    /// Speak another language, from the next frame on.
    SetLanguage(Language),
    /// Open the rules.
    ShowRules,
    /// Open the About window.
    ShowAbout,
    /// Open the position setup.
    ShowSetup,
    /// Choose a game file to open (a dialog).
    Open,
    /// Open the game file at this path.
    OpenPath(PathBuf),
    /// Open the example game with this index in `record::examples::EXAMPLES`.
    OpenExample(usize),
    /// Open the game whose record is this text (pasted).
    OpenText(String),
    /// Save to the game's file, or ask where when it has none.
    Save,
    /// Choose where to save (a dialog).
    SaveAs,
    /// Save the game to this path.
    SaveTo(PathBuf),
    /// Use Kibitzer's own file dialog, or the system's, from now on.
    ToggleOwnFileDialog,
    /// Empty the recent-files list.
    ClearRecent,
    /// Put the game's record on the clipboard.
    CopyGame,
    /// Open the game on the clipboard.
    PasteGame,
    /// Close the window.
    Quit,
    /// Say something in the status line.
    Say(Status),
    /// Bring back the game that New game, an example or an opened file replaced (and keep
    /// the one it replaces in its turn).
    BringBack,
    /// Stop opening the file (or pasted game) that is loading; the game on the table stays.
    CancelOpen,
    /// Stop restoring the last session's games; they stay in their autosave for the next
    /// launch.
    CancelRestore,
}

/// A step of the practice (see `ui/session/trainer.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Practice {
    /// Practise the blunders of the reviewed game.
    LearnFromMistakes,
    /// Back to the exercise's position, to try another move.
    TryAgain,
    /// Show the answer (the exercise counts as missed).
    ShowAnswer,
    /// The next exercise.
    Next,
    /// Stop practising (the game as it was comes back).
    Stop,
}

/// A game loading in the background, as the status line shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Loading {
    /// What is loading, and how far it is, in words.
    pub text: String,
    /// The share done, when it is counted (not while the file is read).
    pub fraction: Option<f32>,
    /// What its Cancel button asks for.
    pub cancel: Command,
}

/// A change to the tree of variations, at one of its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeEdit {
    /// Move the move's line one step towards the main line.
    Promote,
    /// Make the move's line the main line.
    MakeMainLine,
    /// Delete the move and every move after it.
    Delete,
}

/// A message in the status line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// The text, in the language of the moment it was said (or of the last change of
    /// language, see [`Status::reword`]).
    pub text: String,
    /// Whether it reports something refused or gone wrong.
    pub is_error: bool,
    /// A button shown after the text.
    pub action: Option<StatusAction>,
    /// How to say it again in another language: a message shown follows a change of
    /// language, as the buttons beside it do. `None` for a text that has no other wording
    /// (a path, what the system said).
    words: Option<Words>,
}

/// A status message's wording, made again in the current language when asked.
#[derive(Clone)]
pub struct Words(std::sync::Arc<dyn Fn() -> String + Send + Sync>);

impl Words {
    /// The wording `say` gives in the current language.
    pub fn new(say: impl Fn() -> String + Send + Sync + 'static) -> Words {
        Words(std::sync::Arc::new(say))
    }

    /// The text in the current language.
    pub fn say(&self) -> String {
        (self.0)()
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(std::any::type_name::<Self>())
    }
}

/// Two wordings are the same when they are the same closure.
impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Words {}

/// What the status line's button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusAction {
    /// Bring back the game just replaced.
    BringBack,
}

impl StatusAction {
    /// The button's label, in the current language.
    pub fn label(self) -> String {
        match self {
            StatusAction::BringBack => crate::tr!("shell-bring-it-back"),
        }
    }

    /// The command the button gives.
    pub fn command(self) -> Command {
        match self {
            StatusAction::BringBack => Command::BringBack,
        }
    }
}

impl Status {
    /// A plain message.
    pub fn info(text: impl Into<String>) -> Status {
        Status {
            text: text.into(),
            is_error: false,
            action: None,
            words: None,
        }
    }

    /// A plain message worded by `say`, which words it again when the language changes.
    pub fn said(say: impl Fn() -> String + Send + Sync + 'static) -> Status {
        Status::worded(Words::new(say))
    }

    /// A refusal or an error worded by `say` (see [`Status::said`]).
    pub fn said_error(say: impl Fn() -> String + Send + Sync + 'static) -> Status {
        Status {
            is_error: true,
            ..Status::said(say)
        }
    }

    /// A plain message of these words.
    pub fn worded(words: Words) -> Status {
        Status {
            text: words.say(),
            words: Some(words),
            ..Status::info("")
        }
    }

    /// The same message with a button after it.
    pub fn with_action(self, action: StatusAction) -> Status {
        Status {
            action: Some(action),
            ..self
        }
    }

    /// Words the message again in the current language, when it knows how.
    pub fn reword(&mut self) {
        if let Some(words) = &self.words {
            self.text = words.say();
        }
    }

    /// A refusal or an error.
    pub fn error(text: impl Into<String>) -> Status {
        Status {
            is_error: true,
            ..Status::info(text)
        }
    }
}
