//! A hand drawn as a hand: a palm, raised and folded fingers, a half finger, palm up or
//! down, a closed fist when dead, and a zombie's look.

use super::capsule;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, Vec2};

/// What a hand shows; the caller (who knows the rules) decides, the painter only draws.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HandLook {
    /// Raised whole fingers, 0 to 5 (the fifth is the thumb).
    pub fingers: u8,
    /// One more finger raised only half way (Stumps' half finger).
    pub half: bool,
    /// Turned palm up (Negative values, Tens values above 5).
    pub palm_up: bool,
    /// A dead hand: a closed fist.
    pub dead: bool,
    /// The value written on the palm.
    pub label: String,
}

/// Whose colours the hand wears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// A player's colour.
    Player(Color32),
    /// A zombie: greenish grey with stitches.
    Zombie,
    /// An eliminated player: grey and faded.
    Out,
}

/// Where and how big a hand is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HandPose {
    /// The centre of the palm.
    pub center: Pos2,
    /// The direction the fingers point, a unit vector.
    pub up: Vec2,
    /// The palm's width in points.
    pub size: f32,
    /// +1 or -1: the side of the palm the thumb is on, along `up.rot90()`.
    pub thumb_side: f32,
}

impl HandPose {
    /// A point given in palm widths: `u` along the fingers, `v` across towards the thumb.
    fn at(&self, u: f32, v: f32) -> Pos2 {
        self.center
            + self.up * (u * self.size)
            + self.up.rot90() * (v * self.thumb_side * self.size)
    }

    /// The rectangle that reacts to the mouse.
    pub fn hit_rect(&self) -> Rect {
        Rect::from_center_size(self.at(0.2, 0.0), Vec2::splat(self.size * 1.35))
    }

    /// Where arrows leave the hand: above the fingertips.
    pub fn fingertips(&self) -> Pos2 {
        self.at(1.0, 0.0)
    }

    /// Where arrows reach the hand: its palm.
    pub fn palm(&self) -> Pos2 {
        self.at(0.05, 0.0)
    }
}

/// Finger positions across the palm (index to little finger) and their lengths.
const FINGERS: [(f32, f32); 4] = [(0.33, 0.62), (0.11, 0.7), (-0.11, 0.64), (-0.33, 0.5)];
/// A finger's radius, in palm widths.
const FINGER_RADIUS: f32 = 0.1;
/// Where fingers leave the palm.
const KNUCKLES: f32 = 0.28;

/// The fill, outline and detail colours of a hand.
fn colors(tone: Tone, look: &HandLook, dark: bool) -> (Color32, Color32, Color32) {
    let (base, outline) = match tone {
        Tone::Player(c) => (c, c.lerp_to_gamma(Color32::BLACK, 0.55)),
        Tone::Zombie => (
            Color32::from_rgb(134, 168, 110),
            Color32::from_rgb(58, 80, 44),
        ),
        Tone::Out => (Color32::from_gray(128), Color32::from_gray(90)),
    };
    let paper = if dark {
        Color32::from_gray(60)
    } else {
        Color32::WHITE
    };
    let mut fill = base.lerp_to_gamma(Color32::WHITE, if dark { 0.15 } else { 0.35 });
    if look.palm_up {
        // The inside of the hand is lighter.
        fill = fill.lerp_to_gamma(Color32::WHITE, 0.45);
    }
    if look.dead {
        fill = fill.lerp_to_gamma(paper, 0.55);
    }
    let detail = outline.lerp_to_gamma(fill, 0.35);
    (fill, outline, detail)
}

/// The palm: a rounded shape a little narrower at the wrist.
fn palm_shape(pose: &HandPose, fill: Color32, stroke: Stroke) -> Shape {
    let mut points = Vec::with_capacity(24);
    let corner = 0.2;
    let corners: [(f32, f32, f32); 4] = [
        (0.34, 0.5, 0.0),
        (0.34, -0.5, 90.0),
        (-0.45, -0.42, 180.0),
        (-0.45, 0.42, 270.0),
    ];
    for (u, v, start) in corners {
        let (cu, cv) = (u - corner * u.signum(), v - corner * v.signum());
        for step in 0..=5 {
            let angle = (start + 90.0 * step as f32 / 5.0_f32).to_radians();
            // Angles run from "across" towards "along", corner by corner.
            let (du, dv) = (angle.sin(), angle.cos());
            points.push(pose.at(cu + du * corner, cv + dv * corner));
        }
    }
    Shape::convex_polygon(points, fill, stroke)
}

/// Draws a hand.
pub fn paint_hand(painter: &Painter, pose: &HandPose, look: &HandLook, tone: Tone, dark: bool) {
    let (fill, outline, detail) = colors(tone, look, dark);
    let line = Stroke::new((pose.size * 0.035).max(1.0), outline);
    let radius = FINGER_RADIUS * pose.size;
    let raised = if look.dead { 0 } else { look.fingers.min(5) };
    paint_fingers(painter, pose, look, raised, (fill, outline), line);
    // The thumb, raised outwards or tucked in at the side (drawn under the palm).
    let thumb = if raised >= 5 {
        (pose.at(-0.2, 0.4), pose.at(0.25, 0.8))
    } else {
        (pose.at(-0.28, 0.42), pose.at(-0.02, 0.56))
    };
    painter.add(capsule(
        thumb.0,
        thumb.1,
        radius * 1.15,
        fill.lerp_to_gamma(outline, 0.12),
        line,
    ));
    painter.add(palm_shape(pose, fill, line));
    paint_marks(painter, pose, look, tone, (outline, detail), line);
    if !look.label.is_empty() {
        let color = if dark && !look.dead {
            Color32::from_gray(16)
        } else {
            outline
        };
        painter.text(
            pose.at(-0.08, 0.0),
            Align2::CENTER_CENTER,
            &look.label,
            FontId::proportional(pose.size * 0.4),
            color,
        );
    }
}

/// The fingers: the folded ones first (the palm covers their lower half), then the raised
/// ones, a half finger drawn as a stump.
fn paint_fingers(
    painter: &Painter,
    pose: &HandPose,
    look: &HandLook,
    raised: u8,
    (fill, outline): (Color32, Color32),
    line: Stroke,
) {
    let radius = FINGER_RADIUS * pose.size;
    for (i, &(v, _)) in FINGERS.iter().enumerate() {
        let up = (i as u8) < raised.min(4) || (look.half && i as u8 == raised.min(4));
        if !up {
            let a = pose.at(KNUCKLES - 0.02, v);
            let b = pose.at(KNUCKLES + 0.1, v);
            painter.add(capsule(
                a,
                b,
                radius,
                fill.lerp_to_gamma(outline, 0.2),
                line,
            ));
        }
    }
    for (i, &(v, length)) in FINGERS.iter().enumerate() {
        let whole = (i as u8) < raised.min(4);
        let half = look.half && i as u8 == raised.min(4);
        if whole || half {
            let reach = if half { length * 0.45 } else { length };
            let a = pose.at(KNUCKLES - 0.1, v);
            let b = pose.at(KNUCKLES + reach, v);
            painter.add(capsule(a, b, radius, fill, line));
            if half {
                // A stump: the cut is marked across the finger's end.
                let end = pose.at(KNUCKLES + reach + 0.02, v);
                let across = pose.up.rot90() * radius * 1.1;
                painter.line_segment(
                    [end - across, end + across],
                    Stroke::new(line.width * 1.6, outline),
                );
            }
        }
    }
}

/// The marks on the palm: creases when it is up, stitches on a zombie, a cross on a dead
/// hand.
fn paint_marks(
    painter: &Painter,
    pose: &HandPose,
    look: &HandLook,
    tone: Tone,
    (outline, detail): (Color32, Color32),
    line: Stroke,
) {
    if look.palm_up {
        // Palm lines near the fingers and the wrist, so that palm up reads at a glance.
        let crease = Stroke::new(line.width * 0.7, detail.gamma_multiply(0.7));
        painter.line_segment([pose.at(0.2, -0.38), pose.at(0.14, 0.3)], crease);
        painter.line_segment([pose.at(-0.32, 0.2), pose.at(-0.36, -0.25)], crease);
    }
    if tone == Tone::Zombie {
        let stitch = Stroke::new(line.width, outline);
        painter.line_segment([pose.at(-0.32, -0.3), pose.at(-0.32, 0.3)], stitch);
        for v in [-0.2, 0.0, 0.2] {
            painter.line_segment([pose.at(-0.4, v), pose.at(-0.24, v)], stitch);
        }
    }
    if look.dead {
        let cross = Stroke::new(line.width * 1.2, detail);
        painter.line_segment([pose.at(0.12, -0.16), pose.at(-0.2, 0.16)], cross);
        painter.line_segment([pose.at(0.12, 0.16), pose.at(-0.2, -0.16)], cross);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};

    #[test]
    fn a_pose_places_fingers_along_up_and_the_thumb_to_its_side() {
        let pose = HandPose {
            center: pos2(100.0, 100.0),
            up: vec2(0.0, -1.0),
            size: 50.0,
            thumb_side: 1.0,
        };
        assert_eq!(pose.fingertips(), pos2(100.0, 50.0));
        // up.rot90() of (0, -1) is (-1, 0): this thumb is on the left on screen.
        assert_eq!(pose.at(0.0, 0.5), pos2(75.0, 100.0));
        assert!(pose.hit_rect().contains(pose.palm()));
        assert!(pose.hit_rect().contains(pose.at(0.8, 0.0)));
    }
}
