"""The making of the digit model that `papayoo_print/scan/digits.npz` ships (`python -m
training.train`, with the `[train]` extra), and the synthetic handwriting it learns from, which
the scan tests and benchmarks draw with too. Not part of the installed package: nothing in
papayoo_print imports it."""
