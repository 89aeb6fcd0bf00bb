//! Pictures of what egui painted: an SVG document, and a PNG image rasterised from it.
//!
//! [`to_svg`] writes the shapes of one frame (egui's `FullOutput::shapes`) as a standalone
//! SVG 1.1 document, with text kept as text. [`svg_to_png`] draws such a document into a PNG
//! image of a given size, with egui's own fonts, so the picture looks like the app whatever
//! fonts the system has.

use std::path::Path;

use thiserror::Error;

mod png;
mod svg;
#[cfg(test)]
mod tests;

pub use png::svg_to_png;
pub use svg::to_svg;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum PictureError {
    /// The SVG document could not be read.
    #[error("the picture is not a valid SVG document: {0}")]
    Svg(#[from] resvg::usvg::Error),

    /// The PNG image asked for is empty or too large.
    #[error(
        "a picture of {width} × {height} pixels cannot be made: each side must be from 1 to {max} pixels",
        max = png::MAX_SIDE
    )]
    Size {
        /// The width asked for, in pixels.
        width: u32,
        /// The height asked for, in pixels.
        height: u32,
    },

    /// The rendered image could not be encoded as PNG.
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(#[source] Box<dyn std::error::Error + Send + Sync>),
}

/// The kinds of picture file that can be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A scalable SVG document, from [`to_svg`].
    Svg,
    /// A PNG image, from [`svg_to_png`].
    Png,
}

impl Format {
    /// The extension of its files, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }

    /// The format that a file name's extension asks for (`.svg` or `.png`, in any case).
    pub fn from_path(path: &Path) -> Option<Self> {
        let extension = path.extension()?.to_str()?;
        if extension.eq_ignore_ascii_case("svg") {
            Some(Self::Svg)
        } else if extension.eq_ignore_ascii_case("png") {
            Some(Self::Png)
        } else {
            None
        }
    }
}
