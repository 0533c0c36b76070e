"""The small convolutional networks training/cnn.py trains (the digit model, the ring model), run by
OpenCV's dnn module: a convolution, ReLU and 2 x 2 max-pooling, a second one, a dense layer with
ReLU, and the output scores. Weights are named c1, c2, d1 and d2, each with its _w and _b, laid out
as training/cnn.py keeps them (kernels (k, k, in, out), images (n, h, w, channels)).

OpenCV reads a network as an ONNX graph, a protocol-buffer message: the few fields these layers
need are written here (onnx.proto's field numbers), so that nothing beyond OpenCV is needed and the
weights stay in the .npz files training writes."""

from pathlib import Path

import cv2
import numpy as np

CHUNK = 256
"""Images run at a time: the first layer's outputs of a chunk stay within tens of MB."""
ONNX_IR, ONNX_OPSET = 7, 13
_FLOAT, _INTS = 1, 7
"""onnx.proto's codes of a tensor of 32-bit floats and of an attribute holding integers."""


def weights(path: Path) -> dict[str, np.ndarray]:
    """Every array of a model's .npz file, by name."""
    with np.load(path) as data:
        return {name: data[name] for name in data.files}


class Network:
    """A model's weights ready to run on images of one size."""

    def __init__(self, model: dict[str, np.ndarray], height: int, width: int) -> None:
        self._net = cv2.dnn.readNetFromONNX(np.frombuffer(_graph(model, height, width), np.uint8))
        self._outputs = int(model["d2_b"].shape[0])

    def scores(self, images: np.ndarray) -> np.ndarray:
        """The raw scores (n, outputs) of images (n, height, width)."""
        out: list[np.ndarray] = [np.zeros((0, self._outputs), np.float32)]
        for first in range(0, len(images), CHUNK):
            self._net.setInput(np.ascontiguousarray(images[first: first + CHUNK, None], np.float32))
            out.append(self._net.forward())
        return np.concatenate(out)


def _graph(model: dict[str, np.ndarray], height: int, width: int) -> bytes:
    """The network as an ONNX model (a ModelProto): the convolutions' kernels turned to ONNX's
    (out, in, k, k), the dense layer's rows to the order in which ONNX flattens (channels first)."""
    k1, k2, channels = model["c1_w"].shape[0], model["c2_w"].shape[0], model["c2_w"].shape[3]
    rows, columns = ((height - k1 + 1) // 2 - k2 + 1) // 2, ((width - k1 + 1) // 2 - k2 + 1) // 2
    dense = model["d1_w"].reshape(rows, columns, channels, -1).transpose(2, 0, 1, 3)
    tensors = {"c1_w": model["c1_w"].transpose(3, 2, 0, 1), "c1_b": model["c1_b"],
               "c2_w": model["c2_w"].transpose(3, 2, 0, 1), "c2_b": model["c2_b"],
               "d1_w": dense.reshape(rows * columns * channels, -1), "d1_b": model["d1_b"],
               "d2_w": model["d2_w"], "d2_b": model["d2_b"]}
    pool = {"kernel_shape": [2, 2], "strides": [2, 2]}
    nodes = [_node("Conv", ["x", "c1_w", "c1_b"], "c1"), _node("Relu", ["c1"], "r1"),
             _node("MaxPool", ["r1"], "p1", pool),
             _node("Conv", ["p1", "c2_w", "c2_b"], "c2"), _node("Relu", ["c2"], "r2"),
             _node("MaxPool", ["r2"], "p2", pool), _node("Flatten", ["p2"], "flat"),
             _node("MatMul", ["flat", "d1_w"], "m1"), _node("Add", ["m1", "d1_b"], "s1"),
             _node("Relu", ["s1"], "h"),
             _node("MatMul", ["h", "d2_w"], "m2"), _node("Add", ["m2", "d2_b"], "y")]
    graph = b"".join([*(_field(1, node) for node in nodes), _field(2, "papayoo"),
                      *(_field(5, _tensor(name, array)) for name, array in tensors.items()),
                      _field(11, _value("x", ["n", 1, height, width])),
                      _field(12, _value("y", ["n", int(model["d2_b"].shape[0])]))])
    return _field(1, ONNX_IR) + _field(7, graph) + _field(8, _field(2, ONNX_OPSET))


def _tensor(name: str, array: np.ndarray) -> bytes:
    """A TensorProto of 32-bit floats: dims, data type, name, raw little-endian data."""
    data = np.ascontiguousarray(array, "<f4")
    return b"".join([*(_field(1, int(d)) for d in data.shape), _field(2, _FLOAT), _field(8, name),
                     _field(9, data.tobytes())])


def _node(op: str, inputs: list[str], output: str, attributes: dict[str, list[int]] | None = None) -> bytes:
    """A NodeProto: inputs, output, operator, and attributes that hold integers."""
    held = [b"".join([_field(1, key), *(_field(8, v) for v in values), _field(20, _INTS)])
            for key, values in (attributes or {}).items()]
    return b"".join([*(_field(1, name) for name in inputs), _field(2, output), _field(4, op),
                     *(_field(5, attribute) for attribute in held)])


def _value(name: str, dims: list[int | str]) -> bytes:
    """A ValueInfoProto: a tensor of floats, its dimensions sizes or names."""
    shape = b"".join(_field(1, _field(1, d) if isinstance(d, int) else _field(2, d)) for d in dims)
    return _field(1, name) + _field(2, _field(1, _field(1, _FLOAT) + _field(2, shape)))


def _field(number: int, value: int | str | bytes) -> bytes:
    """One protocol-buffer field: a varint, or a string or message with its length."""
    if isinstance(value, int):
        return _varint(number << 3) + _varint(value)
    data = value.encode() if isinstance(value, str) else value
    return _varint(number << 3 | 2) + _varint(len(data)) + data


def _varint(value: int) -> bytes:
    """A non-negative integer, seven bits a byte, lowest first."""
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)
