//! Rasterising an SVG picture to PNG with resvg, drawing its text with egui's fonts.

use std::sync::{Arc, OnceLock};

use resvg::usvg::fontdb::{Database, Source};
use resvg::{tiny_skia, usvg};

use super::PictureError;
use super::svg::{MONOSPACE_FAMILY, PROPORTIONAL_FAMILY};

/// The longest side, in pixels, that a PNG picture may have.
pub(super) const MAX_SIDE: u32 = 8192;

/// Draws an SVG document into a PNG image of exactly `width` × `height` pixels.
///
/// The picture is scaled to fit and centred; what it does not cover stays transparent. Text
/// is drawn with egui's built-in fonts, never with the system's.
pub fn svg_to_png(svg: &str, width: u32, height: u32) -> Result<Vec<u8>, PictureError> {
    let size_error = PictureError::Size { width, height };
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        return Err(size_error);
    }
    let options = usvg::Options {
        font_family: PROPORTIONAL_FAMILY.to_owned(),
        fontdb: fonts(),
        ..usvg::Options::default()
    };
    let tree = usvg::Tree::from_str(svg, &options)?;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).ok_or(size_error)?;

    let (width, height) = (width as f32, height as f32);
    let picture = tree.size();
    let scale = (width / picture.width()).min(height / picture.height());
    let transform = tiny_skia::Transform::from_row(
        scale,
        0.0,
        0.0,
        scale,
        (width - picture.width() * scale) / 2.0,
        (height - picture.height() * scale) / 2.0,
    );
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    pixmap
        .encode_png()
        .map_err(|error| PictureError::Encode(Box::new(error)))
}

/// The font database for text in pictures: egui's built-in fonts, loaded once.
///
/// The generic families (`sans-serif`, `monospace`, …) are egui's proportional and monospace
/// fonts, so that no text falls back to a system font.
pub(super) fn fonts() -> Arc<Database> {
    static FONTS: OnceLock<Arc<Database>> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        let mut database = Database::new();
        for font in egui::FontDefinitions::default().font_data.values() {
            database.load_font_source(Source::Binary(Arc::clone(&font.font)));
        }
        database.set_sans_serif_family(PROPORTIONAL_FAMILY);
        database.set_serif_family(PROPORTIONAL_FAMILY);
        database.set_cursive_family(PROPORTIONAL_FAMILY);
        database.set_fantasy_family(PROPORTIONAL_FAMILY);
        database.set_monospace_family(MONOSPACE_FAMILY);
        Arc::new(database)
    });
    Arc::clone(fonts)
}
