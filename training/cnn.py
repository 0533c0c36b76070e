"""A small convolutional network trained in numpy on the CPU, seeded: the digit and ring models'
maker.

Its layers are those `papayoo_print/scan/convnet.py` has OpenCV run at scan time: a convolution, ReLU, 2 x 2
max-pooling; a second convolution, ReLU, pooling; a dense layer, ReLU; the outputs. SHAPES are the
digit model's (5 x 5 by 16, 3 x 3 by 32, 128, 11 outputs on 28 x 28 crops); training/rings.py
gives the ring model's. Images are (n, height, width, channels). Trained with Adam on
mini-batches, the crops shifted by up to a pixel at random each time they are seen (and mirrored,
for the ring model).
"""

import time

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from papayoo_print.scan import digits

SHAPES = {"c1": (5, 5, 1, 16), "c2": (3, 3, 16, 32), "d1": (800, 128), "d2": (128, digits.CLASSES)}


def init(rng: np.random.Generator, shapes: dict[str, tuple[int, ...]] = SHAPES) -> dict[str, np.ndarray]:
    weights = {}
    for name, shape in shapes.items():
        fan_in = int(np.prod(shape[:-1]))
        weights[f"{name}_w"] = (rng.normal(0, np.sqrt(2 / fan_in), shape)).astype(np.float32)
        weights[f"{name}_b"] = np.zeros(shape[-1], np.float32)
    return weights


def _conv_forward(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    k = w.shape[0]
    cols = sliding_window_view(x, (k, k), axis=(1, 2))  # n, h, w, c, k, k
    cols = np.ascontiguousarray(cols.transpose(0, 1, 2, 4, 5, 3)).reshape(-1, k * k * x.shape[3])
    out = cols @ w.reshape(-1, w.shape[3]) + b
    n, h, width = x.shape[0], x.shape[1] - k + 1, x.shape[2] - k + 1
    return out.reshape(n, h, width, w.shape[3]), cols


def _conv_backward(dout: np.ndarray, cols: np.ndarray, x_shape: tuple[int, ...], w: np.ndarray,
                   need_dx: bool) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    k, channels = w.shape[0], w.shape[3]
    flat = dout.reshape(-1, channels)
    dw = (cols.T @ flat).reshape(w.shape)
    db = flat.sum(axis=0)
    if not need_dx:
        return None, dw, db
    dcols = (flat @ w.reshape(-1, channels).T).reshape(*dout.shape[:3], k, k, x_shape[3])
    dx = np.zeros(x_shape, np.float32)
    h, width = dout.shape[1], dout.shape[2]
    for i in range(k):
        for j in range(k):
            dx[:, i: i + h, j: j + width] += dcols[:, :, :, i, j]
    return dx, dw, db


def _pool_forward(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    n, h, w, c = x.shape
    blocks = x[:, : h // 2 * 2, : w // 2 * 2].reshape(n, h // 2, 2, w // 2, 2, c)
    out = blocks.max(axis=(2, 4))
    mask = blocks == out[:, :, None, :, None]
    return out, mask


def _pool_backward(dout: np.ndarray, mask: np.ndarray, x_shape: tuple[int, ...]) -> np.ndarray:
    n, h, w, c = x_shape
    spread = mask * dout[:, :, None, :, None]
    dx = np.zeros(x_shape, np.float32)
    dx[:, : h // 2 * 2, : w // 2 * 2] = spread.reshape(n, h // 2 * 2, w // 2 * 2, c)
    return dx


def scores(weights: dict[str, np.ndarray], x: np.ndarray) -> np.ndarray:
    """The network's raw scores (n, outputs) of images x (n, height, width, channels), as trained:
    what `papayoo_print.scan.convnet` must give at scan time."""
    return _forward(weights, x)[-1]


def _forward(weights: dict[str, np.ndarray], x: np.ndarray) -> tuple[np.ndarray, ...]:
    """Every layer's output on x, and what the backward pass needs of them."""
    a1, cols1 = _conv_forward(x, weights["c1_w"], weights["c1_b"])
    r1 = np.maximum(a1, 0)
    p1, m1 = _pool_forward(r1)
    a2, cols2 = _conv_forward(p1, weights["c2_w"], weights["c2_b"])
    r2 = np.maximum(a2, 0)
    p2, m2 = _pool_forward(r2)
    flat = p2.reshape(len(x), -1)
    h = np.maximum(flat @ weights["d1_w"] + weights["d1_b"], 0)
    return a1, cols1, r1, m1, p1, a2, cols2, r2, m2, p2, flat, h, h @ weights["d2_w"] + weights["d2_b"]


def _step(weights: dict[str, np.ndarray], x: np.ndarray, y: np.ndarray, decay: float
          ) -> tuple[float, dict[str, np.ndarray]]:
    """The batch's mean cross-entropy and the gradients of every weight."""
    a1, cols1, r1, m1, p1, a2, cols2, r2, m2, p2, flat, h, z = _forward(weights, x)
    z -= z.max(axis=1, keepdims=True)
    probs = np.exp(z)
    probs /= probs.sum(axis=1, keepdims=True)
    loss = float(-np.log(probs[np.arange(len(y)), y] + 1e-12).mean())
    dz = probs
    dz[np.arange(len(y)), y] -= 1
    dz /= len(y)
    grads = {"d2_w": h.T @ dz, "d2_b": dz.sum(axis=0)}
    dh = (dz @ weights["d2_w"].T) * (h > 0)
    grads |= {"d1_w": flat.T @ dh, "d1_b": dh.sum(axis=0)}
    dp2 = (dh @ weights["d1_w"].T).reshape(p2.shape)
    dr2 = _pool_backward(dp2, m2, r2.shape) * (a2 > 0)
    dp1, grads["c2_w"], grads["c2_b"] = _conv_backward(dr2, cols2, p1.shape, weights["c2_w"], True)
    assert dp1 is not None
    dr1 = _pool_backward(dp1, m1, r1.shape) * (a1 > 0)
    _, grads["c1_w"], grads["c1_b"] = _conv_backward(dr1, cols1, x.shape, weights["c1_w"], False)
    for name in grads:
        if name.endswith("_w"):
            grads[name] = grads[name] + decay * weights[name]
    return loss, grads


def _shifted(batch: np.ndarray, rng: np.random.Generator, flips: bool) -> np.ndarray:
    """Each crop moved by up to a pixel each way, and with `flips` mirrored at random (left to
    right, top to bottom)."""
    height, width = batch.shape[1:3]
    padded = np.pad(batch, ((0, 0), (1, 1), (1, 1), (0, 0)))
    out = np.empty_like(batch)
    for index, (dy, dx) in enumerate(rng.integers(0, 3, (len(batch), 2))):
        out[index] = padded[index, dy: dy + height, dx: dx + width]
    if flips:
        for axis in (1, 2):
            chosen = rng.random(len(out)) < 0.5
            out[chosen] = np.flip(out[chosen], axis=axis)
    return out


def train(x: np.ndarray, y: np.ndarray, seed: int, epochs: int, batch: int = 128, rate: float = 2e-3,
          decay: float = 1e-4, start: dict[str, np.ndarray] | None = None,
          shapes: dict[str, tuple[int, ...]] = SHAPES, side: tuple[int, int] = (28, 28), flips: bool = False
          ) -> dict[str, np.ndarray]:
    """Weights of layers `shapes` learnt from crops `x` (n, *side) and labels `y`, Adam with a
    falling rate, from random weights or from `start`'s; `flips`: the crops also seen mirrored."""
    rng = np.random.default_rng(seed)
    weights = init(rng, shapes) if start is None else {name: start[name].astype(np.float32) for name in start}
    moment = {k: np.zeros_like(v) for k, v in weights.items()}
    square = {k: np.zeros_like(v) for k, v in weights.items()}
    images = x.reshape(-1, *side, 1).astype(np.float32)
    steps, clock = 0, time.process_time()
    for epoch in range(epochs):
        order = rng.permutation(len(y))
        lr = rate * 0.5 * (1 + np.cos(np.pi * epoch / epochs))
        losses = []
        for first in range(0, len(order), batch):
            chosen = order[first: first + batch]
            loss, grads = _step(weights, _shifted(images[chosen], rng, flips), y[chosen], decay)
            losses.append(loss)
            steps += 1
            for name, grad in grads.items():
                moment[name] = 0.9 * moment[name] + 0.1 * grad
                square[name] = 0.999 * square[name] + 0.001 * grad * grad
                corrected = moment[name] / (1 - 0.9 ** steps)
                scale = np.sqrt(square[name] / (1 - 0.999 ** steps)) + 1e-8
                weights[name] = (weights[name] - lr * corrected / scale).astype(np.float32)
        spent = time.process_time() - clock
        print(f"epoch {epoch + 1}/{epochs}: loss {np.mean(losses):.4f}, {spent:.0f} s CPU", flush=True)
    return weights
