"""Printable Papayoo scoresheets, result sheets and rules summaries."""

__version__ = "0.1.0"
