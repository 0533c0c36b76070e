class UserError(Exception):
    """A problem the user can fix: printed as one line on stderr, with a non-zero exit."""

    exit_code = 1

    def format_message(self) -> str:
        return str(self)
