"""The digits as pen strokes: several ways of writing each, as a hand would.

A glyph is a list of strokes (the pen goes down, moves, comes up), each a polyline of (x, y)
points in a box 1 high and 1 wide, y going down. Curves are written with a few control points
through which `curve` draws a Catmull-Rom spline, or as elliptic arcs with `arc`.
"""

import math

Stroke = list[tuple[float, float]]
Glyph = list[Stroke]


def arc(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int = 24) -> Stroke:
    """Points of an elliptic arc; angles in degrees, 0 to the right, 90 down (y goes down)."""
    return [
        (cx + rx * math.cos(math.radians(a)), cy + ry * math.sin(math.radians(a)))
        for a in (start + (end - start) * i / steps for i in range(steps + 1))
    ]


def curve(points: Stroke, steps: int = 8) -> Stroke:
    """A Catmull-Rom spline through the points, ends included."""
    padded = [points[0], *points, points[-1]]
    out: Stroke = []
    for i in range(1, len(padded) - 2):
        p0, p1, p2, p3 = padded[i - 1], padded[i], padded[i + 1], padded[i + 2]
        for step in range(steps):
            t = step / steps
            out.append(tuple(  # type: ignore[arg-type]
                0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t * t
                       + (3 * b - a - 3 * c + d) * t ** 3)
                for a, b, c, d in zip(p0, p1, p2, p3)
            ))
    out.append(points[-1])
    return out


GLYPHS: dict[str, list[Glyph]] = {
    "0": [
        [arc(0.5, 0.5, 0.45, 0.5, -100, 265)],
        [arc(0.5, 0.5, 0.4, 0.5, -60, 310)],
        [curve([(0.6, 0.02), (0.2, 0.15), (0.08, 0.6), (0.45, 1.0), (0.88, 0.6), (0.78, 0.12),
                (0.45, 0.05)])],
    ],
    "1": [
        [[(0.55, 0.0), (0.5, 1.0)]],
        [[(0.2, 0.28), (0.6, 0.0), (0.58, 1.0)]],
        [[(0.25, 0.3), (0.6, 0.0), (0.6, 1.0)], [(0.25, 1.0), (0.9, 1.0)]],
    ],
    "2": [
        [arc(0.5, 0.28, 0.4, 0.28, -165, 35) + [(0.05, 1.0), (0.95, 1.0)]],
        [curve([(0.1, 0.25), (0.45, 0.0), (0.85, 0.22), (0.6, 0.55), (0.08, 0.98)])
         + curve([(0.08, 0.98), (0.5, 0.92), (0.95, 1.0)])],
        [curve([(0.1, 0.3), (0.5, 0.0), (0.85, 0.3), (0.3, 0.85)])
         + arc(0.22, 0.86, 0.12, 0.12, -45, 250)[::-1][:8] + [(0.5, 0.95), (0.95, 1.0)]],
    ],
    "3": [
        [arc(0.45, 0.26, 0.42, 0.26, -160, 90) + arc(0.45, 0.76, 0.48, 0.24, -90, 160)],
        [[(0.1, 0.0), (0.9, 0.0), (0.4, 0.4)] + arc(0.45, 0.7, 0.45, 0.3, -90, 160)],
        [curve([(0.1, 0.12), (0.55, 0.0), (0.8, 0.22), (0.35, 0.5)])
         + curve([(0.35, 0.5), (0.9, 0.7), (0.5, 1.0), (0.05, 0.88)])],
    ],
    "4": [
        [[(0.72, 1.0), (0.72, 0.0), (0.05, 0.68), (0.95, 0.68)]],
        [[(0.22, 0.0), (0.1, 0.65), (0.95, 0.65)], [(0.7, 0.25), (0.7, 1.0)]],
        [[(0.3, 0.0), (0.12, 0.6), (0.92, 0.58)], [(0.75, 0.0), (0.68, 1.0)]],
    ],
    "5": [
        [[(0.85, 0.0), (0.2, 0.0), (0.15, 0.45)] + arc(0.5, 0.7, 0.42, 0.3, -145, 150)],
        [[(0.2, 0.02), (0.15, 0.45)] + arc(0.5, 0.7, 0.42, 0.3, -145, 150), [(0.2, 0.0), (0.9, 0.02)]],
        [curve([(0.2, 0.0), (0.12, 0.45), (0.6, 0.4), (0.85, 0.72), (0.5, 1.0), (0.1, 0.88)]),
         [(0.22, 0.0), (0.85, -0.02)]],
    ],
    "6": [
        [curve([(0.8, 0.02), (0.4, 0.18), (0.12, 0.6)]) + arc(0.5, 0.72, 0.38, 0.28, 180, 525)],
        [curve([(0.7, 0.0), (0.2, 0.4), (0.15, 0.8), (0.5, 1.0), (0.85, 0.75), (0.55, 0.48),
                (0.15, 0.7)])],
    ],
    "7": [
        [[(0.05, 0.0), (0.95, 0.0), (0.35, 1.0)]],
        [[(0.05, 0.0), (0.95, 0.0), (0.38, 1.0)], [(0.3, 0.5), (0.85, 0.48)]],
        [[(0.05, 0.15), (0.08, 0.0), (0.95, 0.02)] + curve([(0.95, 0.02), (0.6, 0.5), (0.45, 1.0)])],
    ],
    "8": [
        [arc(0.5, 0.25, 0.34, 0.25, 0, 360), arc(0.5, 0.73, 0.44, 0.27, -90, 270)],
        [curve([(0.8, 0.12), (0.5, 0.0), (0.2, 0.2), (0.5, 0.48), (0.88, 0.75), (0.5, 1.0),
                (0.12, 0.75), (0.5, 0.48), (0.8, 0.2), (0.6, 0.02)])],
    ],
    "9": [
        [arc(0.5, 0.28, 0.4, 0.28, 0, 360) + [(0.9, 0.28), (0.82, 1.0)]],
        [arc(0.48, 0.28, 0.38, 0.28, 10, 370) + curve([(0.86, 0.33), (0.8, 0.8), (0.5, 1.0), (0.2, 0.9)])],
        [arc(0.5, 0.3, 0.4, 0.3, -30, 330)[:-2] + [(0.85, 0.15), (0.88, 1.0)]],
    ],
}
"""Every digit in two or three shapes: a 0 started at the top or on the right, a 1 with or
without its flag and foot, a round or flat-topped 3, a closed or open 4, a 5 with its bar drawn
first or last, a plain or crossed 7, an 8 in two loops or one stroke, a 9 with a straight or
curled tail."""
