//! Writing what egui painted as a standalone SVG 1.1 document.
//!
//! Each [`Shape`] becomes the SVG element closest to it, in points, moved so that the corner
//! of the pictured area is at 0,0. A few things are approximated or left out:
//!
//! - Strokes of paths and Bézier curves are always centred on the line (egui can put them
//!   inside or outside a closed path); a gradient stroke colour is its colour at the middle.
//! - The stroke kind of a rectangle or a band moves its stroke, and a rectangle's unequal
//!   corners are drawn exactly, but its blur is a Gaussian blur of about the same width as
//!   egui's linear one. Where a shape is filled and stroked, the fill reaches the middle of
//!   the stroke.
//! - Meshes are drawn only where they are plain coloured triangles. A mesh with a texture
//!   other than the default one shows an image whose pixels are not at hand here, and the
//!   triangles of a default-texture mesh that sample the font atlas show glyphs, which
//!   cannot be read back as text; both are left out, and so is a rectangle's textured fill.
//! - Text is written as text in egui's font families, one `<text>` per run of glyphs that
//!   share a section and a baseline, each glyph at egui's own x position; italics are
//!   slanted as egui slants them. Its backgrounds, underlines and strikethroughs are the
//!   plain triangles of the row's mesh. Emoji are written as characters, for whichever font
//!   has them.
//! - Paint callbacks draw with the graphics card, outside egui, and are left out.

use std::collections::HashMap;
use std::fmt::{self, Write as _};

use egui::emath::{Rangef, Rot2, TSTransform};
use egui::epaint::{
    BandPoint, BandShape, CircleShape, ClippedShape, Color32, ColorMode, CornerRadius,
    CubicBezierShape, EllipseShape, FontFamily, Galley, Mesh, PathShape, PathStroke, Pos2,
    QuadraticBezierShape, Rect, RectShape, Shape, Stroke, StrokeKind, TextShape, TextureId, Vec2,
    Vertex, WHITE_UV,
    text::{Glyph, PlacedRow},
};

/// The family name of egui's proportional font, Ubuntu Light, as font databases know it.
pub(super) const PROPORTIONAL_FAMILY: &str = "Ubuntu";

/// The weight of egui's proportional font: the light face of Ubuntu.
const PROPORTIONAL_WEIGHT: u16 = 300;

/// The family name of egui's monospace font, Hack.
pub(super) const MONOSPACE_FAMILY: &str = "Hack";

/// The largest coordinate written: egui's own limit for the size of a rectangle.
const LIMIT: f32 = 1e7;

/// Writes egui's shapes as an SVG document showing `area` (in points), on `background`.
///
/// The document's size, in pixels, is the area's size in points.
pub fn to_svg(shapes: &[ClippedShape], area: Rect, background: Option<Color32>) -> String {
    let mut writer = Writer::new(area);
    if let Some(background) = background {
        writer.background(background);
    }
    for shape in shapes {
        writer.clipped_shape(shape);
    }
    writer.finish()
}

/// Writes formatted text into a [`Writer`]'s body.
macro_rules! put {
    ($writer:expr, $($arg:tt)*) => {
        $writer.put(format_args!($($arg)*))
    };
}

/// The SVG document being written.
struct Writer {
    /// The pictured area, in points.
    area: Rect,
    /// The elements, in painting order.
    body: String,
    /// The clip paths and filters that the elements refer to.
    defs: String,
    /// The clip path written for each clip rectangle (by the bits of its corners).
    clips: HashMap<[u32; 4], usize>,
    /// The clip path of the group being written, if any.
    open_clip: Option<usize>,
    /// How many filters have been written.
    filters: usize,
}

impl Writer {
    /// Starts a document that shows `area`.
    fn new(area: Rect) -> Self {
        Self {
            area,
            body: String::new(),
            defs: String::new(),
            clips: HashMap::new(),
            open_clip: None,
            filters: 0,
        }
    }

    /// Appends formatted text to the body.
    fn put(&mut self, text: fmt::Arguments<'_>) {
        // Writing to a `String` cannot fail.
        let _ = self.body.write_fmt(text);
    }

    /// A point of egui's screen in the document's coordinates.
    fn at(&self, pos: Pos2) -> Pos2 {
        pos - self.area.min.to_vec2()
    }

    /// Fills the whole area with a colour.
    fn background(&mut self, color: Color32) {
        put!(
            self,
            "<rect width=\"{}\" height=\"{}\"",
            N(self.area.width()),
            N(self.area.height())
        );
        self.fill(color);
        self.put(format_args!("/>\n"));
    }

    /// Writes one shape, in a group clipped to its clip rectangle when that hides anything.
    fn clipped_shape(&mut self, clipped: &ClippedShape) {
        let clip_rect = clipped.clip_rect;
        if matches!(clipped.shape, Shape::Noop) || !clip_rect.intersects(self.area) {
            return;
        }
        let clip = if clip_rect.contains_rect(self.area) {
            None
        } else {
            Some(self.clip_path(clip_rect.intersect(self.area)))
        };
        if clip != self.open_clip {
            if self.open_clip.is_some() {
                self.put(format_args!("</g>\n"));
            }
            if let Some(clip) = clip {
                put!(self, "<g clip-path=\"url(#clip{clip})\">\n");
            }
            self.open_clip = clip;
        }

        let transform = clipped.transform_after_tessellation;
        if transform == TSTransform::IDENTITY {
            self.shape(&clipped.shape);
        } else {
            // The transform maps screen points; in the document's coordinates, its translation
            // also moves the area's corner.
            let origin = self.area.min.to_vec2();
            let translation = transform.translation + (transform.scaling - 1.0) * origin;
            put!(
                self,
                "<g transform=\"matrix({} 0 0 {} {} {})\">\n",
                N(transform.scaling),
                N(transform.scaling),
                N(translation.x),
                N(translation.y)
            );
            self.shape(&clipped.shape);
            self.put(format_args!("</g>\n"));
        }
    }

    /// The clip path for a rectangle (of the area), written the first time it is needed.
    fn clip_path(&mut self, rect: Rect) -> usize {
        let key = [rect.min.x, rect.min.y, rect.max.x, rect.max.y].map(f32::to_bits);
        let next = self.clips.len();
        let id = *self.clips.entry(key).or_insert(next);
        if id == next {
            let min = self.at(rect.min);
            let _ = writeln!(
                self.defs,
                "<clipPath id=\"clip{id}\"><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/></clipPath>",
                N(min.x),
                N(min.y),
                N(rect.width()),
                N(rect.height())
            );
        }
        id
    }

    /// Closes the last group and puts the document together.
    fn finish(mut self) -> String {
        if self.open_clip.is_some() {
            self.put(format_args!("</g>\n"));
        }
        let (width, height) = (N(self.area.width()), N(self.area.height()));
        let mut svg = String::with_capacity(self.body.len() + self.defs.len() + 300);
        svg.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            svg,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" \
             width=\"{width}px\" height=\"{height}px\" viewBox=\"0 0 {width} {height}\">"
        );
        if !self.defs.is_empty() {
            svg.push_str("<defs>\n");
            svg.push_str(&self.defs);
            svg.push_str("</defs>\n");
        }
        svg.push_str(&self.body);
        svg.push_str("</svg>\n");
        svg
    }

    /// Writes a shape as the elements that draw it.
    fn shape(&mut self, shape: &Shape) {
        match shape {
            // A callback paints with the graphics card, outside egui: nothing to write.
            Shape::Noop | Shape::Callback(_) => {}
            Shape::Vec(shapes) => {
                for shape in shapes {
                    self.shape(shape);
                }
            }
            Shape::Circle(circle) => self.circle(circle),
            Shape::Ellipse(ellipse) => self.ellipse(ellipse),
            Shape::LineSegment { points, stroke } => self.line_segment(*points, *stroke),
            Shape::Path(path) => self.path(path),
            Shape::Band(band) => self.band(band),
            Shape::Rect(rect) => self.rect(rect),
            Shape::Text(text) => self.text(text),
            Shape::Mesh(mesh) => self.mesh(mesh),
            Shape::QuadraticBezier(curve) => self.quadratic_bezier(curve),
            Shape::CubicBezier(curve) => self.cubic_bezier(curve),
        }
    }

    /// A circle, filled and outlined.
    fn circle(&mut self, circle: &CircleShape) {
        if circle.radius <= 0.0 || !visible(circle.fill, circle.stroke) {
            return;
        }
        let center = self.at(circle.center);
        put!(
            self,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"",
            N(center.x),
            N(center.y),
            N(circle.radius)
        );
        self.fill(circle.fill);
        self.stroke(circle.stroke);
        self.put(format_args!("/>\n"));
    }

    /// An ellipse, filled, outlined and turned about its centre.
    fn ellipse(&mut self, ellipse: &EllipseShape) {
        if ellipse.radius.min_elem() <= 0.0 || !visible(ellipse.fill, ellipse.stroke) {
            return;
        }
        let center = self.at(ellipse.center);
        put!(
            self,
            "<ellipse cx=\"{}\" cy=\"{}\" rx=\"{}\" ry=\"{}\"",
            N(center.x),
            N(center.y),
            N(ellipse.radius.x),
            N(ellipse.radius.y)
        );
        self.fill(ellipse.fill);
        self.stroke(ellipse.stroke);
        self.rotation(ellipse.angle, center);
        self.put(format_args!("/>\n"));
    }

    /// A straight line between two points.
    fn line_segment(&mut self, points: [Pos2; 2], stroke: Stroke) {
        if !visible(Color32::TRANSPARENT, stroke) {
            return;
        }
        let [from, to] = points.map(|point| self.at(point));
        put!(
            self,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"",
            N(from.x),
            N(from.y),
            N(to.x),
            N(to.y)
        );
        self.stroke(stroke);
        self.put(format_args!("/>\n"));
    }

    /// A line through points: a `<polygon>` when closed (and so fillable), else a `<polyline>`.
    fn path(&mut self, path: &PathShape) {
        let fill = if path.closed {
            path.fill
        } else {
            Color32::TRANSPARENT
        };
        if path.points.len() < 2 {
            return;
        }
        let stroke = solid_stroke(&path.stroke, &path.points);
        if !visible(fill, stroke) {
            return;
        }
        let element = if path.closed { "polygon" } else { "polyline" };
        put!(self, "<{element} points=\"");
        for (i, point) in path.points.iter().enumerate() {
            let point = self.at(*point);
            let separator = if i == 0 { "" } else { " " };
            put!(self, "{separator}{},{}", N(point.x), N(point.y));
        }
        self.put(format_args!("\""));
        self.fill(fill);
        self.stroke(stroke);
        self.put(format_args!("/>\n"));
    }

    /// A quadratic Bézier curve, as an SVG path curve.
    fn quadratic_bezier(&mut self, curve: &QuadraticBezierShape) {
        let [start, control, end] = curve.points.map(|point| self.at(point));
        let d = format!(
            "M{},{} Q{},{} {},{}",
            N(start.x),
            N(start.y),
            N(control.x),
            N(control.y),
            N(end.x),
            N(end.y)
        );
        self.curve(d, curve.closed, curve.fill, &curve.stroke, &curve.points);
    }

    /// A cubic Bézier curve, as an SVG path curve.
    fn cubic_bezier(&mut self, curve: &CubicBezierShape) {
        let [start, first, second, end] = curve.points.map(|point| self.at(point));
        let d = format!(
            "M{},{} C{},{} {},{} {},{}",
            N(start.x),
            N(start.y),
            N(first.x),
            N(first.y),
            N(second.x),
            N(second.y),
            N(end.x),
            N(end.y)
        );
        self.curve(d, curve.closed, curve.fill, &curve.stroke, &curve.points);
    }

    /// A Bézier curve's path, from its `d` attribute; filled only when closed.
    fn curve(
        &mut self,
        mut d: String,
        closed: bool,
        fill: Color32,
        stroke: &PathStroke,
        points: &[Pos2],
    ) {
        let fill = if closed { fill } else { Color32::TRANSPARENT };
        let stroke = solid_stroke(stroke, points);
        if !visible(fill, stroke) {
            return;
        }
        if closed {
            d.push_str(" Z");
        }
        put!(self, "<path d=\"{d}\"");
        self.fill(fill);
        self.stroke(stroke);
        self.put(format_args!("/>\n"));
    }

    /// A band between two boundaries, as one outline per run of valid samples.
    ///
    /// The stroke is centred on the band's outline moved by the stroke kind, as egui does by
    /// shrinking the band before stroking it outside.
    fn band(&mut self, band: &BandShape) {
        let stroke = band.stroke;
        if !band.angle.is_finite() || !visible(band.fill, stroke) {
            return;
        }
        let grow = if visible(Color32::TRANSPARENT, stroke) {
            stroke_offset(band.stroke_kind, stroke.width)
        } else {
            0.0
        };
        let boundaries = |y: Rangef| {
            let half = (0.5 * y.span() + grow).max(0.0);
            (y.center() - half, y.center() + half)
        };
        let rotation = Rot2::from_angle(band.angle);
        let place = |x: f32, y: f32| self.at((rotation * Vec2::new(x, y)).to_pos2());

        let mut d = String::new();
        let valid = |point: &BandPoint| point.is_finite() && point.y.min <= point.y.max;
        let runs = band
            .points
            .chunk_by(|left, right| valid(left) && valid(right) && left.x < right.x)
            .filter(|run| run.len() >= 2);
        for run in runs {
            for (i, point) in run.iter().enumerate() {
                let corner = place(point.x, boundaries(point.y).0);
                let command = if i == 0 { 'M' } else { 'L' };
                let _ = write!(d, "{command}{},{} ", N(corner.x), N(corner.y));
            }
            for point in run.iter().rev() {
                let corner = place(point.x, boundaries(point.y).1);
                let _ = write!(d, "L{},{} ", N(corner.x), N(corner.y));
            }
            d.push('Z');
        }
        if d.is_empty() {
            return;
        }
        put!(self, "<path d=\"{d}\"");
        self.fill(band.fill);
        self.stroke(stroke);
        self.put(format_args!("/>\n"));
    }

    /// A rectangle with rounded corners, a stroke inside, on or outside its edge, a blur
    /// and a turn about its centre.
    fn rect(&mut self, shape: &RectShape) {
        let (low, high) = (Pos2::new(-LIMIT, -LIMIT), Pos2::new(LIMIT, LIMIT));
        let rect = Rect::from_min_max(
            shape.rect.min.clamp(low, high),
            shape.rect.max.clamp(low, high),
        );
        if !rect.is_finite() || rect.is_negative() {
            return;
        }
        // A textured fill shows an image whose pixels are not at hand.
        let fill = if shape.brush.is_some() {
            Color32::TRANSPARENT
        } else {
            shape.fill
        };
        let radii = corner_radii(shape.corner_radius);
        let width = shape.stroke.width;
        let (rect, radii, fill, stroke) = if visible(Color32::TRANSPARENT, shape.stroke) {
            let outer = rect.expand(stroke_offset(shape.stroke_kind, width) + 0.5 * width);
            if outer.size().min_elem() <= 2.0 * width {
                // The stroke covers the whole rectangle: egui fills it with the stroke colour.
                let grow = outer.width() - rect.width();
                (
                    outer,
                    radii.map(|r| grown(r, 0.5 * grow)),
                    shape.stroke.color,
                    Stroke::NONE,
                )
            } else {
                // The fill reaches the middle of the stroke, which covers the rest of it.
                let offset = stroke_offset(shape.stroke_kind, width);
                (
                    rect.expand(offset),
                    radii.map(|r| grown(r, offset)),
                    fill,
                    shape.stroke,
                )
            }
        } else {
            (rect, radii, fill, Stroke::NONE)
        };
        if !visible(fill, stroke) {
            return;
        }

        let blur = shape
            .blur_width
            .min(rect.size().min_elem() - 0.1 - 2.0 * stroke.width)
            .max(0.0);
        let radii = radii.map(|r| r + 0.5 * blur);
        let filter = (blur > 0.0).then(|| self.blur_filter(rect.expand(stroke.width), blur));

        self.rounded_rect(rect, radii);
        self.fill(fill);
        self.stroke(stroke);
        self.rotation(shape.angle, self.at(rect.center()));
        if let Some(filter) = filter {
            put!(self, " filter=\"url(#blur{filter})\"");
        }
        self.put(format_args!("/>\n"));
    }

    /// Opens a rectangle's element: a `<rect>` when its corners are alike, else a `<path>`.
    ///
    /// The radii are those of the north-west, north-east, south-east and south-west corners.
    fn rounded_rect(&mut self, rect: Rect, radii: [f32; 4]) {
        let min = self.at(rect.min);
        let (x, y, w, h) = (min.x, min.y, rect.width(), rect.height());
        let [nw, ne, se, sw] = radii.map(|r| r.clamp(0.0, 0.5 * w.min(h)));
        if nw == ne && ne == se && se == sw {
            put!(
                self,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
                N(x),
                N(y),
                N(w),
                N(h)
            );
            if nw > 0.0 {
                put!(self, " rx=\"{}\"", N(nw));
            }
        } else {
            put!(
                self,
                "<path d=\"M{},{} H{} A{r},{r} 0 0 1 {},{} V{} A{s},{s} 0 0 1 {},{} H{} \
                 A{t},{t} 0 0 1 {},{} V{} A{u},{u} 0 0 1 {},{} Z\"",
                N(x + nw),
                N(y),
                N(x + w - ne),
                N(x + w),
                N(y + ne),
                N(y + h - se),
                N(x + w - se),
                N(y + h),
                N(x + sw),
                N(x),
                N(y + h - sw),
                N(y + nw),
                N(x + nw),
                N(y),
                r = N(ne),
                s = N(se),
                t = N(sw),
                u = N(nw),
            );
        }
    }

    /// Writes a Gaussian blur about as wide as egui's linear blur of `width` points, for a
    /// shape within `bounds`, and gives its number.
    fn blur_filter(&mut self, bounds: Rect, width: f32) -> usize {
        // A linear ramp of width `w` is a step blurred by a box of width `w`, whose standard
        // deviation is `w / √12`.
        let deviation = width / 12.0_f32.sqrt();
        let region = bounds.expand(3.0 * deviation + 1.0);
        let min = self.at(region.min);
        let id = self.filters;
        self.filters += 1;
        let _ = writeln!(
            self.defs,
            "<filter id=\"blur{id}\" filterUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\" \
             width=\"{}\" height=\"{}\" color-interpolation-filters=\"sRGB\">\
             <feGaussianBlur stdDeviation=\"{}\"/></filter>",
            N(min.x),
            N(min.y),
            N(region.width()),
            N(region.height()),
            N(deviation)
        );
        id
    }

    /// The plain coloured triangles of a mesh.
    fn mesh(&mut self, mesh: &Mesh) {
        // Another texture is an image whose pixels are not at hand.
        if mesh.texture_id != TextureId::default() {
            return;
        }
        self.triangles(&mesh.vertices, mesh.triangles(), Vec2::ZERO, |color| color);
    }

    /// Writes triangles of a mesh, moved by `offset` and recoloured by `recolor`, as filled
    /// paths: one per run of triangles of the same colour, so that they show no seams.
    ///
    /// A triangle's colour is the average of its corners'. Triangles that sample the texture
    /// (any corner off [`WHITE_UV`]) or that point past the vertices are left out.
    fn triangles(
        &mut self,
        vertices: &[Vertex],
        triangles: impl Iterator<Item = [u32; 3]>,
        offset: Vec2,
        recolor: impl Fn(Color32) -> Color32,
    ) {
        let mut run: Option<(Color32, String)> = None;
        for triangle in triangles {
            let corners = triangle.map(|index| vertices.get(index as usize));
            let [Some(a), Some(b), Some(c)] = corners else {
                continue;
            };
            if [a, b, c].iter().any(|vertex| vertex.uv != WHITE_UV) {
                continue;
            }
            let color = recolor(average_color([a.color, b.color, c.color]));
            let [a, b, c] = [a, b, c].map(|vertex| self.at(vertex.pos + offset));
            let area = (b - a).x * (c - a).y - (b - a).y * (c - a).x;
            if color.a() == 0 || area == 0.0 || !area.is_finite() {
                continue;
            }
            // One winding for all, so that overlapping triangles of a run stay filled.
            let [b, c] = if area < 0.0 { [c, b] } else { [b, c] };
            if let Some((run_color, d)) = run.take_if(|(run_color, _)| *run_color != color) {
                self.filled_path(&d, run_color);
            }
            let (_, d) = run.get_or_insert_with(|| (color, String::new()));
            let _ = write!(
                d,
                "M{},{} L{},{} L{},{} Z",
                N(a.x),
                N(a.y),
                N(b.x),
                N(b.y),
                N(c.x),
                N(c.y)
            );
        }
        if let Some((color, d)) = run {
            self.filled_path(&d, color);
        }
    }

    /// A path filled with one colour.
    fn filled_path(&mut self, d: &str, color: Color32) {
        put!(self, "<path d=\"{d}\"");
        self.fill(color);
        self.put(format_args!("/>\n"));
    }

    /// A piece of laid-out text: per row, its backgrounds, its glyphs as `<text>` elements,
    /// then its underlines and strikethroughs.
    fn text(&mut self, shape: &TextShape) {
        let galley = &shape.galley;
        let opacity = shape.opacity_factor.min(1.0);
        // (A factor that is not a number counts as one: `min` ignores it.)
        if galley.is_empty() || opacity <= 0.0 {
            return;
        }
        let fade = |color: Color32| {
            if opacity < 1.0 {
                color.gamma_multiply(opacity)
            } else {
                color
            }
        };
        let resolve = |color: Color32| {
            if color == Color32::PLACEHOLDER {
                fade(shape.fallback_color)
            } else {
                fade(color)
            }
        };
        let glyph_color = |color: Color32| resolve(shape.override_text_color.unwrap_or(color));

        let origin = self.at(shape.pos);
        let turned = shape.angle != 0.0 && shape.angle.is_finite();
        if turned {
            put!(
                self,
                "<g transform=\"rotate({} {} {})\">\n",
                N(shape.angle.to_degrees()),
                N(origin.x),
                N(origin.y)
            );
        }
        let sections = char_sections(galley);
        let mut first_char = 0;
        for row in &galley.rows {
            let row_sections = sections.get(first_char..).unwrap_or_default();
            first_char += row.char_count_including_newline().0;
            if row.visuals.mesh.is_empty() {
                continue;
            }
            // The row's mesh in screen points, before the galley's turn.
            let offset = shape.pos.to_vec2() + row.pos.to_vec2();
            let mesh = &row.visuals.mesh;
            let glyphs = &row.visuals.glyph_vertex_range;
            let before = mesh
                .triangles()
                .filter(|t| t.iter().all(|&i| (i as usize) < glyphs.start));
            self.triangles(&mesh.vertices, before, offset, resolve);
            self.glyph_runs(galley, row, row_sections, offset, glyph_color);
            let after = mesh
                .triangles()
                .filter(|t| t.iter().all(|&i| (i as usize) >= glyphs.end));
            self.triangles(&mesh.vertices, after, offset, resolve);

            if visible(Color32::TRANSPARENT, shape.underline) {
                let bounds = row.visuals.mesh_bounds.translate(offset);
                let underline = Stroke::new(shape.underline.width, fade(shape.underline.color));
                self.line_segment([bounds.left_bottom(), bounds.right_bottom()], underline);
            }
        }
        if turned {
            self.put(format_args!("</g>\n"));
        }
    }

    /// The glyphs of a row, as one `<text>` per run of glyphs with the same section and
    /// baseline, each glyph at egui's x position.
    ///
    /// `sections` gives the section of each character from the row's first; `offset` is the
    /// row's corner in screen points.
    fn glyph_runs(
        &mut self,
        galley: &Galley,
        row: &PlacedRow,
        sections: &[usize],
        offset: Vec2,
        color: impl Fn(Color32) -> Color32,
    ) {
        let last_section = galley.job.sections.len().saturating_sub(1);
        let placed: Vec<(usize, &Glyph)> = row
            .glyphs
            .iter()
            .enumerate()
            .map(|(i, glyph)| (sections.get(i).copied().unwrap_or(last_section), glyph))
            .filter(|(_, glyph)| is_xml_char(glyph.chr))
            .collect();
        let runs = placed.chunk_by(|(section, glyph), (next_section, next_glyph)| {
            section == next_section && glyph.pos.y == next_glyph.pos.y
        });
        for run in runs {
            let Some(&(section, first)) = run.first() else {
                continue;
            };
            let Some(section) = galley.job.sections.get(section) else {
                continue;
            };
            if run.iter().all(|(_, glyph)| glyph.chr.is_whitespace()) {
                continue;
            }
            let format = &section.format;
            let baseline = self.at(Pos2::new(0.0, first.pos.y) + offset).y;
            self.put(format_args!("<text x=\""));
            for (i, (_, glyph)) in run.iter().enumerate() {
                let x = self.at(Pos2::new(glyph.pos.x, 0.0) + offset).x;
                let separator = if i == 0 { "" } else { " " };
                put!(self, "{separator}{}", N(x));
            }
            put!(self, "\" y=\"{}\"", N(baseline));
            match &format.font_id.family {
                FontFamily::Proportional => put!(
                    self,
                    " font-family=\"{PROPORTIONAL_FAMILY}, sans-serif\" font-weight=\"{PROPORTIONAL_WEIGHT}\""
                ),
                FontFamily::Monospace => {
                    put!(self, " font-family=\"{MONOSPACE_FAMILY}, monospace\"");
                }
                FontFamily::Name(name) => {
                    let name: String = name.chars().filter(|c| !matches!(c, '\'' | '\\')).collect();
                    put!(self, " font-family=\"'{}', sans-serif\"", Escaped(&name));
                }
            }
            put!(self, " font-size=\"{}\"", N(format.font_id.size));
            if format.italics {
                // Slanted as egui slants its glyphs, a quarter of their height, about the
                // baseline: egui's fonts have no italic faces.
                put!(
                    self,
                    " transform=\"matrix(1 0 -0.25 1 {} 0)\"",
                    N(0.25 * baseline)
                );
            }
            self.fill(color(format.color));
            self.put(format_args!(" xml:space=\"preserve\">"));
            let text: String = run.iter().map(|(_, glyph)| glyph.chr).collect();
            put!(self, "{}</text>\n", Escaped(&text));
        }
    }

    /// Writes the `fill` attributes: the colour and, when it is see-through, its opacity.
    fn fill(&mut self, color: Color32) {
        self.paint("fill", color);
    }

    /// Writes the `stroke` attributes, if the stroke shows.
    fn stroke(&mut self, stroke: Stroke) {
        if visible(Color32::TRANSPARENT, stroke) {
            self.paint("stroke", stroke.color);
            put!(self, " stroke-width=\"{}\"", N(stroke.width));
        }
    }

    /// Writes a paint attribute for a (premultiplied) colour, and its opacity when below one.
    fn paint(&mut self, attribute: &str, color: Color32) {
        if color.a() == 0 {
            put!(self, " {attribute}=\"none\"");
            return;
        }
        let [r, g, b, a] = color.to_srgba_unmultiplied();
        put!(self, " {attribute}=\"#{r:02x}{g:02x}{b:02x}\"");
        if a < 255 {
            put!(self, " {attribute}-opacity=\"{}\"", N(f32::from(a) / 255.0));
        }
    }

    /// Writes a `transform` that turns an element clockwise by `angle` radians about `center`.
    fn rotation(&mut self, angle: f32, center: Pos2) {
        if angle != 0.0 && angle.is_finite() {
            put!(
                self,
                " transform=\"rotate({} {} {})\"",
                N(angle.to_degrees()),
                N(center.x),
                N(center.y)
            );
        }
    }
}

/// Whether a shape with this fill and stroke shows anything.
fn visible(fill: Color32, stroke: Stroke) -> bool {
    fill.a() > 0 || (stroke.width > 0.0 && stroke.color.a() > 0)
}

/// A path stroke with one colour: a gradient's is its colour at the middle of `points`.
fn solid_stroke(stroke: &PathStroke, points: &[Pos2]) -> Stroke {
    let color = match &stroke.color {
        ColorMode::Solid(color) => *color,
        ColorMode::UV(color_at) => {
            let bounds = Rect::from_points(points);
            color_at(bounds, bounds.center())
        }
    };
    Stroke::new(stroke.width, color)
}

/// How far a shape's edge moves to become the middle of a stroke of this kind and width.
fn stroke_offset(kind: StrokeKind, width: f32) -> f32 {
    match kind {
        StrokeKind::Inside => -0.5 * width,
        StrokeKind::Middle => 0.0,
        StrokeKind::Outside => 0.5 * width,
    }
}

/// A corner radius moved with its edge by `offset`; a square corner stays square.
fn grown(radius: f32, offset: f32) -> f32 {
    if radius > 0.0 {
        (radius + offset).max(0.0)
    } else {
        0.0
    }
}

/// The radii of the north-west, north-east, south-east and south-west corners.
fn corner_radii(corners: CornerRadius) -> [f32; 4] {
    [corners.nw, corners.ne, corners.se, corners.sw].map(f32::from)
}

/// The average of three premultiplied colours.
fn average_color(colors: [Color32; 3]) -> Color32 {
    let channel = |i: usize| {
        let sum: u16 = colors
            .iter()
            .map(|color| u16::from(color.to_array()[i]))
            .sum();
        // The average of three bytes is a byte.
        u8::try_from((sum + 1) / 3).unwrap_or(u8::MAX)
    };
    Color32::from_rgba_premultiplied(channel(0), channel(1), channel(2), channel(3))
}

/// The section of each character of a galley's text.
///
/// The rows hold one glyph per character, and drop the newline that ends a paragraph.
fn char_sections(galley: &Galley) -> Vec<usize> {
    let text = &galley.job.text;
    let mut sections = Vec::with_capacity(text.len());
    for (i, section) in galley.job.sections.iter().enumerate() {
        let range = section.byte_range.start.0..section.byte_range.end.0;
        let chars = text.get(range).map_or(0, |part| part.chars().count());
        sections.extend(std::iter::repeat_n(i, chars));
    }
    sections
}

/// Whether XML 1.0 allows a character in a document.
fn is_xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}')
        || c >= '\u{10000}'
}

/// A number as SVG writes it: at most three decimals, no trailing zeros.
///
/// Numbers that are not finite become 0, and huge ones are clamped, so that the document
/// stays valid.
struct N(f32);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = if self.0.is_finite() {
            f64::from(self.0.clamp(-LIMIT, LIMIT))
        } else {
            0.0
        };
        let rounded = (value * 1000.0).round() / 1000.0;
        if rounded == 0.0 {
            return f.write_str("0");
        }
        let text = format!("{rounded:.3}");
        f.write_str(text.trim_end_matches('0').trim_end_matches('.'))
    }
}

/// Text escaped for XML content or attribute values, without characters XML forbids.
struct Escaped<'a>(&'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '&' => f.write_str("&amp;")?,
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&apos;")?,
                c if is_xml_char(c) => f.write_char(c)?,
                _ => {}
            }
        }
        Ok(())
    }
}
