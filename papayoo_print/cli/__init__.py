"""The command line: the Typer app, the options the commands share, the game commands, the
terminal table; the only place where an error becomes a line on stderr."""
