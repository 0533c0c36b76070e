"""The scoresheet form: its geometry in millimetres, filling it from a game, drawing it by band."""
