"""Patches of other libraries' internals: the one place for them; each module says what it
patches, the versions verified, its guard, and why it is kept."""
