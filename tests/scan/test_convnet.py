"""The networks as OpenCV runs them at scan time give the scores they were trained to give."""

import numpy as np
import pytest

from papayoo_print.scan import convnet, digits, ring_model
from training import cnn, rings


@pytest.mark.parametrize(("shapes", "size"), [(cnn.SHAPES, (28, 28)), (rings.SHAPES, ring_model.SIZE)])
def test_opencv_runs_the_layers_as_training_does(shapes: dict, size: tuple[int, int]) -> None:
    rng = np.random.default_rng(5)
    weights = cnn.init(rng, shapes)
    for name in shapes:
        weights[f"{name}_b"] = rng.normal(0, 0.1, weights[f"{name}_b"].shape).astype(np.float32)
    images = rng.random((convnet.CHUNK + 44, *size), np.float32)  # two chunks, the second short
    found = convnet.Network(weights, *size).scores(images)
    trained = cnn.scores(weights, images[..., None])
    assert found.shape == (len(images), shapes["d2"][1])
    np.testing.assert_allclose(found, trained, rtol=1e-4, atol=1e-4 * np.abs(trained).max())


def test_the_shipped_digit_model_reads_as_trained() -> None:
    weights = convnet.weights(digits.WEIGHTS)
    weights.pop("temperature")
    rng = np.random.default_rng(6)
    crops = (rng.random((50, 28, 28)) > 0.8).astype(np.float32)
    trained = cnn.scores(weights, crops[..., None])
    np.testing.assert_allclose(digits.network(crops.reshape(50, -1), weights), trained, rtol=1e-4,
                               atol=1e-4 * np.abs(trained).max())


def test_no_images_give_no_scores() -> None:
    weights = cnn.init(np.random.default_rng(7))
    assert convnet.Network(weights, 28, 28).scores(np.zeros((0, 28, 28), np.float32)).shape == (0, 11)
