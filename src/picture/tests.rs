//! Tests of the SVG and PNG pictures: shapes built by hand, and text laid out by egui.

use std::path::Path;
use std::sync::Arc;

use egui::emath::TSTransform;
use egui::epaint::{
    BandPoint, BandShape, CircleShape, ClippedShape, Color32, CornerRadius, CubicBezierShape,
    EllipseShape, Mesh, PaintCallback, QuadraticBezierShape, RectShape, Shape, Stroke, StrokeKind,
    TextureId,
};
use egui::{Align2, FontId, Pos2, RawInput, Rect, pos2, vec2};
use resvg::tiny_skia::Pixmap;
use resvg::usvg::{self, roxmltree};

use super::svg::{MONOSPACE_FAMILY, PROPORTIONAL_FAMILY};
use super::{Format, PictureError, svg_to_png, to_svg};

/// The area pictured by the hand-built tests: 300 × 200 points, not at the origin.
fn area() -> Rect {
    Rect::from_min_size(pos2(10.0, 20.0), vec2(300.0, 200.0))
}

/// A shape that nothing clips.
fn unclipped(shape: impl Into<Shape>) -> ClippedShape {
    ClippedShape::new(Rect::EVERYTHING, shape)
}

/// One shape of every kind, nested ones among them.
fn hand_built_shapes() -> Vec<ClippedShape> {
    let black = Stroke::new(2.0, Color32::BLACK);
    let mut mesh = Mesh::default();
    mesh.colored_vertex(pos2(200.0, 150.0), Color32::from_rgb(255, 0, 0));
    mesh.colored_vertex(pos2(260.0, 150.0), Color32::from_rgb(0, 255, 0));
    mesh.colored_vertex(pos2(230.0, 200.0), Color32::from_rgb(0, 0, 255));
    mesh.add_triangle(0, 1, 2);
    let band = BandShape::filled(
        vec![
            BandPoint::new(20.0, 180.0..=190.0),
            BandPoint::new(60.0, 170.0..=200.0),
            BandPoint::new(100.0, 185.0..=186.0),
        ],
        Color32::DARK_GREEN,
    );
    vec![
        unclipped(RectShape::new(
            Rect::from_min_max(pos2(20.0, 30.0), pos2(120.0, 90.0)),
            CornerRadius::same(8),
            Color32::from_rgb(200, 180, 40),
            black,
            StrokeKind::Inside,
        )),
        unclipped(RectShape::new(
            Rect::from_min_max(pos2(130.0, 30.0), pos2(200.0, 90.0)),
            CornerRadius {
                nw: 10,
                ne: 0,
                sw: 4,
                se: 6,
            },
            Color32::LIGHT_BLUE,
            black,
            StrokeKind::Outside,
        )),
        unclipped(CircleShape {
            center: pos2(250.0, 60.0),
            radius: 20.0,
            fill: Color32::from_rgba_unmultiplied(255, 0, 0, 128),
            stroke: black,
        }),
        unclipped(
            EllipseShape::filled(pos2(280.0, 110.0), vec2(20.0, 10.0), Color32::GOLD)
                .with_angle(0.5),
        ),
        unclipped(Shape::line(
            vec![pos2(20.0, 100.0), pos2(60.0, 130.0), pos2(100.0, 100.0)],
            black,
        )),
        unclipped(Shape::convex_polygon(
            vec![pos2(120.0, 100.0), pos2(160.0, 100.0), pos2(140.0, 140.0)],
            Color32::BROWN,
            black,
        )),
        unclipped(Shape::line_segment(
            [pos2(20.0, 150.0), pos2(120.0, 160.0)],
            black,
        )),
        unclipped(QuadraticBezierShape::from_points_stroke(
            [pos2(130.0, 150.0), pos2(150.0, 120.0), pos2(170.0, 150.0)],
            false,
            Color32::TRANSPARENT,
            black,
        )),
        unclipped(CubicBezierShape::from_points_stroke(
            [
                pos2(130.0, 200.0),
                pos2(140.0, 160.0),
                pos2(170.0, 220.0),
                pos2(190.0, 170.0),
            ],
            true,
            Color32::KHAKI,
            black,
        )),
        unclipped(Shape::Mesh(Arc::new(mesh))),
        unclipped(band),
        unclipped(Shape::Vec(vec![
            Shape::circle_filled(pos2(40.0, 210.0), 5.0, Color32::BLUE),
            Shape::Vec(vec![Shape::line_segment(
                [pos2(50.0, 210.0), pos2(90.0, 210.0)],
                black,
            )]),
            Shape::Noop,
        ])),
        ClippedShape::new(
            Rect::from_min_max(pos2(200.0, 150.0), pos2(300.0, 210.0)),
            Shape::circle_filled(pos2(290.0, 200.0), 30.0, Color32::RED),
        ),
    ]
}

/// Parses an SVG document, failing the test if it is not well-formed XML.
fn parse(svg: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(svg).expect("the SVG should be well-formed XML")
}

/// The elements of a document with this tag name.
fn elements<'a, 'i>(
    document: &'a roxmltree::Document<'i>,
    tag: &str,
) -> Vec<roxmltree::Node<'a, 'i>> {
    document
        .descendants()
        .filter(|node| node.has_tag_name(tag))
        .collect()
}

/// An attribute of an element, failing the test if it is missing.
fn attribute<'a>(node: roxmltree::Node<'a, '_>, name: &str) -> &'a str {
    node.attribute(name)
        .unwrap_or_else(|| panic!("<{}> should have {name}", node.tag_name().name()))
}

#[test]
fn hand_built_picture_parses_with_the_area_as_its_view_box() {
    let svg = to_svg(&hand_built_shapes(), area(), Some(Color32::WHITE));
    let tree = usvg::Tree::from_str(&svg, &usvg::Options::default())
        .expect("usvg should read the picture");
    assert_eq!((tree.size().width(), tree.size().height()), (300.0, 200.0));

    let document = parse(&svg);
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    assert_eq!(root.attribute("viewBox"), Some("0 0 300 200"));
    assert_eq!(root.attribute("width"), Some("300px"));
    assert_eq!(root.attribute("height"), Some("200px"));
    let background = root
        .children()
        .find(|node| node.has_tag_name("rect"))
        .expect("the background should be the first rectangle");
    assert_eq!(attribute(background, "fill"), "#ffffff");
    assert_eq!(attribute(background, "width"), "300");
}

#[test]
fn every_kind_of_shape_is_written() {
    let svg = to_svg(&hand_built_shapes(), area(), None);
    let document = parse(&svg);
    let count = |tag: &str| elements(&document, tag).len();
    assert_eq!(count("rect"), 1 + 1, "a rectangle and the clip's rectangle");
    assert_eq!(count("circle"), 3, "two circles and the nested one");
    assert_eq!(count("ellipse"), 1);
    assert_eq!(count("polyline"), 1, "the open path");
    assert_eq!(count("polygon"), 1, "the closed path");
    assert_eq!(count("line"), 2, "the line segment and the nested one");

    let paths: Vec<&str> = elements(&document, "path")
        .into_iter()
        .map(|path| attribute(path, "d"))
        .collect();
    assert!(
        paths.iter().any(|d| d.contains(" Q") && !d.ends_with('Z')),
        "{paths:?}"
    );
    assert!(
        paths.iter().any(|d| d.contains(" C") && d.ends_with('Z')),
        "{paths:?}"
    );
    assert!(
        paths.iter().any(|d| d.contains(" A")),
        "unequal corners: {paths:?}"
    );
    assert_eq!(
        paths.len(),
        5,
        "the curves, the odd rectangle, the mesh and the band"
    );

    let ellipse = elements(&document, "ellipse")[0];
    assert_eq!(attribute(ellipse, "transform"), "rotate(28.648 270 90)");
}

#[test]
fn rectangle_strokes_follow_their_kind() {
    let svg = to_svg(&hand_built_shapes(), area(), None);
    let document = parse(&svg);
    // 20,30 – 120,90 on the screen is 10,10 – 110,70 in the picture; a stroke 2 wide inside
    // the edge has its middle 1 inside, and the corners shrink with it.
    let rect = elements(&document, "rect")
        .into_iter()
        .find(|rect| {
            rect.parent()
                .is_some_and(|parent| !parent.has_tag_name("clipPath"))
        })
        .expect("the rounded rectangle");
    let geometry = ["x", "y", "width", "height", "rx"].map(|name| attribute(rect, name));
    assert_eq!(geometry, ["11", "11", "98", "58", "7"]);
    assert_eq!(attribute(rect, "stroke"), "#000000");
    assert_eq!(attribute(rect, "stroke-width"), "2");
    assert_eq!(attribute(rect, "fill"), "#c8b428");

    // The other one is stroked outside: its middle is 1 outside, from 119,9.
    let odd = elements(&document, "path")
        .into_iter()
        .find(|path| attribute(*path, "d").contains(" A"))
        .expect("the rectangle with unequal corners");
    assert!(
        attribute(odd, "d").starts_with("M130,9 H"),
        "{}",
        attribute(odd, "d")
    );
}

#[test]
fn semi_transparent_fill_has_its_opacity() {
    let svg = to_svg(&hand_built_shapes(), area(), None);
    let document = parse(&svg);
    let circle = elements(&document, "circle")
        .into_iter()
        .find(|circle| circle.attribute("cx") == Some("240"))
        .expect("the see-through circle");
    assert_eq!(attribute(circle, "fill"), "#ff0000");
    assert_eq!(attribute(circle, "fill-opacity"), "0.502");
    assert_eq!(
        circle.attribute("stroke-opacity"),
        None,
        "the stroke is opaque"
    );
}

#[test]
fn mesh_triangles_take_their_average_colour_and_textures_are_skipped() {
    let svg = to_svg(&hand_built_shapes(), area(), None);
    let document = parse(&svg);
    let triangle = elements(&document, "path")
        .into_iter()
        .find(|path| attribute(*path, "d").starts_with("M190,130"))
        .expect("the mesh's triangle");
    assert_eq!(attribute(triangle, "fill"), "#555555");

    let mut image = Mesh::with_texture(TextureId::User(1));
    image.add_rect_with_uv(
        Rect::from_min_size(pos2(20.0, 30.0), vec2(50.0, 50.0)),
        Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        Color32::WHITE,
    );
    let svg = to_svg(&[unclipped(image)], area(), None);
    assert!(elements(&parse(&svg), "path").is_empty(), "{svg}");
}

#[test]
fn shapes_outside_the_clip_get_a_clip_path() {
    let small = Rect::from_min_max(pos2(20.0, 30.0), pos2(60.0, 70.0));
    let shapes = [
        ClippedShape::new(
            small,
            Shape::circle_filled(pos2(40.0, 50.0), 30.0, Color32::RED),
        ),
        ClippedShape::new(
            small,
            Shape::circle_filled(pos2(50.0, 50.0), 30.0, Color32::BLUE),
        ),
        unclipped(Shape::circle_filled(
            pos2(100.0, 100.0),
            30.0,
            Color32::GREEN,
        )),
        ClippedShape::new(
            small,
            Shape::circle_filled(pos2(30.0, 40.0), 5.0, Color32::BLACK),
        ),
    ];
    let svg = to_svg(&shapes, area(), None);
    let document = parse(&svg);

    let clips = elements(&document, "clipPath");
    assert_eq!(clips.len(), 1, "the same rectangle is one clip path: {svg}");
    let id = attribute(clips[0], "id");
    let clip_rect = clips[0]
        .first_element_child()
        .expect("the clip's rectangle");
    let geometry = ["x", "y", "width", "height"].map(|name| attribute(clip_rect, name));
    assert_eq!(geometry, ["10", "10", "40", "40"]);

    let reference = format!("url(#{id})");
    let clip_of = |circle: roxmltree::Node<'_, '_>| {
        circle
            .ancestors()
            .find_map(|node| node.attribute("clip-path"))
            .map(str::to_owned)
    };
    let circles = elements(&document, "circle");
    assert_eq!(circles.len(), 4);
    for (i, circle) in circles.into_iter().enumerate() {
        let expected = (i != 2).then(|| reference.clone());
        assert_eq!(clip_of(circle), expected, "circle {i}");
    }

    // A clip that covers the whole area clips nothing.
    let svg = to_svg(
        &[unclipped(Shape::circle_filled(
            pos2(40.0, 50.0),
            5.0,
            Color32::RED,
        ))],
        area(),
        None,
    );
    assert!(!svg.contains("clip"), "{svg}");
}

#[test]
fn transform_after_tessellation_becomes_a_matrix() {
    let mut shape = unclipped(Shape::circle_filled(pos2(110.0, 120.0), 5.0, Color32::RED));
    shape.transform_after_tessellation = TSTransform::new(vec2(5.0, 5.0), 2.0);
    let svg = to_svg(&[shape], area(), None);
    let document = parse(&svg);
    let circle = elements(&document, "circle")[0];
    let group = circle.parent_element().expect("the circle's group");
    // The screen's 2 × p + (5, 5), less the area's corner (10, 20), is 2 × (p - corner) +
    // (15, 25) in the picture.
    assert_eq!(attribute(group, "transform"), "matrix(2 0 0 2 15 25)");
    assert_eq!(
        [attribute(circle, "cx"), attribute(circle, "cy")],
        ["100", "100"]
    );
}

#[test]
fn noop_and_callbacks_are_left_out() {
    let callback = PaintCallback {
        rect: area(),
        callback: Arc::new(()),
    };
    let shapes = [unclipped(Shape::Noop), unclipped(Shape::Callback(callback))];
    assert_eq!(to_svg(&shapes, area(), None), to_svg(&[], area(), None));
}

/// What egui paints for a label and a painter's text, in one frame on a 400 × 200 screen,
/// with the rectangle of the label.
fn egui_text() -> (Vec<ClippedShape>, Rect) {
    let ctx = egui::Context::default();
    let input = RawInput {
        screen_rect: Some(screen()),
        ..Default::default()
    };
    let mut label = Rect::NOTHING;
    let mut output = ctx.run_ui(input, |ui| {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.painter().text(
                pos2(200.0, 150.0),
                Align2::CENTER_CENTER,
                "Kibitzer 42",
                FontId::monospace(20.0),
                Color32::from_rgb(0, 90, 200),
            );
            label = ui.label("Fox & Geese <3>").rect;
        });
    });
    let shapes = std::mem::take(&mut output.shapes);
    output.drop_without_applying_deltas();
    (shapes, label)
}

/// The screen of [`egui_text`].
fn screen() -> Rect {
    Rect::from_min_size(Pos2::ZERO, vec2(400.0, 200.0))
}

#[test]
fn label_text_comes_back_as_text_on_its_baseline() {
    let (shapes, label) = egui_text();
    let svg = to_svg(&shapes, screen(), None);
    assert!(svg.contains("Fox &amp; Geese &lt;3&gt;"), "{svg}");
    let document = parse(&svg);
    let texts = elements(&document, "text");

    let fox = texts
        .iter()
        .find(|text| text.text() == Some("Fox & Geese <3>"))
        .unwrap_or_else(|| panic!("the label should be one <text>: {svg}"));
    assert!(
        attribute(*fox, "font-family").starts_with(PROPORTIONAL_FAMILY),
        "{svg}"
    );
    assert_eq!(
        fox.attribute((roxmltree::NS_XML_URI, "space")),
        Some("preserve")
    );
    let baseline: f32 = attribute(*fox, "y").parse().expect("y is a number");
    assert!(
        label.center().y < baseline && baseline < label.max.y,
        "the baseline {baseline} should be in the lower half of {label:?}"
    );
    let xs: Vec<f32> = attribute(*fox, "x")
        .split(' ')
        .map(|x| x.parse().expect("x is a list of numbers"))
        .collect();
    assert_eq!(xs.len(), "Fox & Geese <3>".chars().count());
    assert!((xs[0] - label.min.x).abs() < 2.0, "{xs:?} in {label:?}");
    assert!(xs.is_sorted(), "{xs:?}");

    let kibitzer = texts
        .iter()
        .find(|text| text.text() == Some("Kibitzer 42"))
        .unwrap_or_else(|| panic!("the painter's text should be one <text>: {svg}"));
    assert!(attribute(*kibitzer, "font-family").starts_with(MONOSPACE_FAMILY));
    assert_eq!(attribute(*kibitzer, "font-size"), "20");
    assert_eq!(attribute(*kibitzer, "fill"), "#005ac8");
}

#[test]
fn text_is_drawn_with_egui_fonts() {
    let (shapes, label) = egui_text();
    let without_text: Vec<ClippedShape> = shapes
        .iter()
        .filter(|shape| !matches!(shape.shape, Shape::Text(_)))
        .cloned()
        .collect();
    let (width, height) = (400, 200);
    let draw = |shapes: &[ClippedShape]| {
        let svg = to_svg(shapes, screen(), Some(Color32::WHITE));
        let png = svg_to_png(&svg, width, height).expect("the picture should be drawn");
        Pixmap::decode_png(&png).expect("the PNG should decode")
    };
    let with = draw(&shapes);
    let without = draw(&without_text);

    let changed = |rect: Rect| {
        let mut count = 0;
        for y in rect.min.y as u32..rect.max.y as u32 {
            for x in rect.min.x as u32..rect.max.x as u32 {
                if with.pixel(x, y) != without.pixel(x, y) {
                    count += 1;
                }
            }
        }
        count
    };
    let inked = changed(label);
    assert!(inked > 50, "only {inked} pixels of the label were drawn");
    let below = changed(Rect::from_min_max(pos2(0.0, 60.0), pos2(400.0, 120.0)));
    assert_eq!(below, 0, "no text is painted there");
}

#[test]
fn font_families_written_are_those_of_the_loaded_fonts() {
    let fonts = super::png::fonts();
    let face = |family: &str| {
        fonts
            .faces()
            .find(|face| face.families.iter().any(|(name, _)| name == family))
            .unwrap_or_else(|| panic!("no font of family {family}"))
    };
    assert_eq!(face(PROPORTIONAL_FAMILY).weight.0, 300, "Ubuntu Light");
    assert_eq!(face(MONOSPACE_FAMILY).weight.0, 400);
}

/// A picture 200 × 100 points: red on the left half, blue on the right.
fn red_and_blue() -> String {
    let shapes = [
        unclipped(RectShape::filled(
            Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 100.0)),
            0,
            Color32::RED,
        )),
        unclipped(RectShape::filled(
            Rect::from_min_max(pos2(100.0, 0.0), pos2(200.0, 100.0)),
            0,
            Color32::BLUE,
        )),
    ];
    to_svg(
        &shapes,
        Rect::from_min_size(Pos2::ZERO, vec2(200.0, 100.0)),
        None,
    )
}

/// The colour of a pixel, as red, green, blue and alpha.
fn rgba(pixmap: &Pixmap, x: u32, y: u32) -> [u8; 4] {
    let pixel = pixmap.pixel(x, y).expect("the pixel is inside the picture");
    [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()]
}

#[test]
fn png_halves_are_red_and_blue() {
    let png = svg_to_png(&red_and_blue(), 200, 100).expect("the picture should be drawn");
    let pixmap = Pixmap::decode_png(&png).expect("the PNG should decode");
    assert_eq!((pixmap.width(), pixmap.height()), (200, 100));
    assert_eq!(rgba(&pixmap, 50, 50), [255, 0, 0, 255]);
    assert_eq!(rgba(&pixmap, 150, 50), [0, 0, 255, 255]);
}

#[test]
fn png_is_fitted_and_centred() {
    let png = svg_to_png(&red_and_blue(), 400, 400).expect("the picture should be drawn");
    let pixmap = Pixmap::decode_png(&png).expect("the PNG should decode");
    assert_eq!((pixmap.width(), pixmap.height()), (400, 400));
    // Scaled twice, the picture is 400 × 200, from y = 100 to 300.
    assert_eq!(
        rgba(&pixmap, 100, 50)[3],
        0,
        "above the picture is transparent"
    );
    assert_eq!(
        rgba(&pixmap, 100, 350)[3],
        0,
        "below the picture is transparent"
    );
    assert_eq!(rgba(&pixmap, 10, 110), [255, 0, 0, 255]);
    assert_eq!(rgba(&pixmap, 390, 290), [0, 0, 255, 255]);
}

#[test]
fn png_sizes_are_checked() {
    let svg = red_and_blue();
    for (width, height) in [(0, 100), (100, 0), (10_000, 100), (100, 10_000), (8193, 1)] {
        let error = svg_to_png(&svg, width, height).expect_err("the size should be refused");
        assert!(
            matches!(error, PictureError::Size { width: w, height: h } if (w, h) == (width, height)),
            "{error:?}"
        );
        assert!(error.to_string().contains("8192"), "{error}");
    }
    assert!(svg_to_png(&svg, 8192, 1).is_ok());
}

#[test]
fn bad_svg_is_refused() {
    for svg in ["", "a fox", "<svg", "<html></html>"] {
        let error = svg_to_png(svg, 10, 10).expect_err("the document should be refused");
        assert!(matches!(error, PictureError::Svg(_)), "{svg}: {error:?}");
        assert!(
            error
                .to_string()
                .starts_with("the picture is not a valid SVG"),
            "{error}"
        );
    }
}

#[test]
fn format_comes_from_the_extension() {
    assert_eq!(Format::from_path(Path::new("board.svg")), Some(Format::Svg));
    assert_eq!(
        Format::from_path(Path::new("dir/Board.SVG")),
        Some(Format::Svg)
    );
    assert_eq!(Format::from_path(Path::new("board.Png")), Some(Format::Png));
    assert_eq!(Format::from_path(Path::new("board.jpg")), None);
    assert_eq!(Format::from_path(Path::new("png")), None);
    assert_eq!(Format::from_path(Path::new("board.")), None);
}
