"""The forward pass, in numpy and OpenCV, of the small convolutional networks training/cnn.py
trains (the digit model, the ring model): a convolution, ReLU and 2 x 2 max-pooling, a second
one, a dense layer with ReLU, and the output scores. Weights are named c1, c2, d1 and d2, each
with its _w and _b."""

from pathlib import Path

import cv2
import numpy as np

CHUNK = 256
"""Images run at a time: the convolutions' unrolled windows of a chunk stay a few MB."""


def weights(path: Path) -> dict[str, np.ndarray]:
    """Every array of a model's .npz file, by name."""
    with np.load(path) as data:
        return {name: data[name] for name in data.files}


def _pooled(x: np.ndarray) -> np.ndarray:
    """2 x 2 max-pooling of images (n, h, w, c), h and w even."""
    n, h, w, c = x.shape
    x = x.reshape(n, h // 2, 2, w // 2, 2, c)
    return np.maximum(np.maximum(x[:, :, 0, :, 0], x[:, :, 0, :, 1]),
                      np.maximum(x[:, :, 1, :, 0], x[:, :, 1, :, 1]))


def _first(images: np.ndarray, weights: np.ndarray, bias: np.ndarray) -> np.ndarray:
    """The first layer on images (n, h, w), one channel: each kernel run over them all at once as
    one tall picture (OpenCV's filter2D: a correlation, as in training), the valid part kept and
    pooled, then the bias and ReLU (which commute with the pooling's max)."""
    n, h, w = images.shape
    edge = weights.shape[0] // 2
    tall = np.ascontiguousarray(images.reshape(n * h, w))
    kernels = [np.ascontiguousarray(weights[:, :, 0, f]) for f in range(weights.shape[3])]
    maps = [_pooled(cv2.filter2D(tall, -1, kernel, borderType=cv2.BORDER_CONSTANT).reshape(n, h, w, 1)
                    [:, edge: h - edge, edge: w - edge]) for kernel in kernels]
    return np.maximum(np.concatenate(maps, axis=-1) + bias, 0)


def _convolved(x: np.ndarray, weights: np.ndarray, bias: np.ndarray) -> np.ndarray:
    """A valid convolution of images (n, h, w, c) by kernels (k, k, c, filters), then ReLU and
    2 x 2 max-pooling."""
    k, filters = weights.shape[0], weights.shape[3]
    n, h, w = x.shape[0], x.shape[1] - k + 1, x.shape[2] - k + 1
    windows = np.concatenate([x[:, i: i + h, j: j + w] for i in range(k) for j in range(k)], axis=-1)
    out = np.maximum(windows.reshape(n * h * w, -1) @ weights.reshape(-1, filters) + bias, 0)
    return _pooled(out.reshape(n, h, w, filters))


def scores(images: np.ndarray, model: dict[str, np.ndarray]) -> np.ndarray:
    """The network's raw scores (n, outputs) of images (n, h, w) with the weights `model`."""
    out = [np.zeros((0, model["d2_b"].shape[0]), np.float32)]
    for first in range(0, len(images), CHUNK):
        chunk = images[first: first + CHUNK].astype(np.float32)
        pooled = _convolved(_first(chunk, model["c1_w"], model["c1_b"]), model["c2_w"], model["c2_b"])
        h = np.maximum(pooled.reshape(len(chunk), -1) @ model["d1_w"] + model["d1_b"], 0)
        out.append(h @ model["d2_w"] + model["d2_b"])
    return np.concatenate(out)
