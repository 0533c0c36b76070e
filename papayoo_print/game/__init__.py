"""Saved games: the model, reading it with every problem located, statistics, files."""
