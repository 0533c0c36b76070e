"""What a user's templates may cost: the time to render them and to typeset the page they make,
the size of that page, the memory rendering may take. Past any of these, the document stops with
one line naming the template, where it would otherwise run for hours or take the machine's
memory. The built-in templates are the project's, and are held to none of this.

Times are the process's CPU time (setitimer's ITIMER_PROF, signal SIGPROF): a loaded machine does
not push a template over, and nothing a template does waits (no network, no pipe). Signals come
only to the main thread, where the command line typesets; in another thread no time limit holds
(the other budgets do). Rendering may take RENDER_MEMORY of address space (RLIMIT_AS) beyond what
the process has: a step that would take gigabytes at once is a MemoryError instead. WeasyPrint is
not held to it (a C library that gets no memory may crash); the page it typesets is held to
MAX_HTML_CHARACTERS instead.
"""

import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any

from papayoo_print.errors import Problem

RENDER_SECONDS = 5.0
TYPESET_SECONDS = 30.0
"""CPU seconds: far more than the built-in templates take on the largest documents papayoo-print
makes (a season of 1,000 games), and far less than hours."""
MAX_HTML_CHARACTERS = 2_000_000
"""The page a template makes: a few times the largest the built-in templates make (a season of
1,000 games). WeasyPrint takes some memory for each box of a page, and its time."""
MAX_PAGES = 200
"""A document's pages: four times the largest season the built-in templates make (3,000
games); a stylesheet with tiny pages would otherwise print thousands."""
RENDER_MEMORY = 1_000_000_000
AGAIN_AFTER = 0.1
"""Seconds between two signals once the time is up, should a library swallow the first one."""


class Halt(BaseException):
    """A user's template stopped, with the problem to say. A BaseException, so that it passes
    through the `except Exception` with which WeasyPrint logs a failure and goes on."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.message)
        self.problem = problem


@contextmanager
def time_limit(seconds: float, problem: Problem) -> Iterator[None]:
    """Halt(problem) raised in the block after `seconds` of CPU time, and again every AGAIN_AFTER
    seconds until it leaves the block; the signal's previous handler and timer are put back.

    Not inside a finalizer (`__del__`), which would print the Halt and go on, its cleaning half
    done: the next signal halts the block. A Halt that a callback of the garbage collector or
    of a weak reference swallows is not printed either (sys.unraisablehook)."""
    if not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return
    running = [True]

    def expired(signal_number: int, frame: FrameType | None) -> None:
        if running[0] and not _in_a_finalizer(frame):
            raise Halt(problem)

    hook = sys.unraisablehook

    def quiet(unraisable: Any) -> None:
        if not isinstance(unraisable.exc_value, Halt):
            hook(unraisable)

    sys.unraisablehook = quiet
    previous = signal.signal(signal.SIGPROF, expired)
    timer = signal.setitimer(signal.ITIMER_PROF, seconds, AGAIN_AFTER)
    try:
        yield
    finally:
        try:
            running[0] = False
        finally:
            signal.setitimer(signal.ITIMER_PROF, *timer)
            signal.signal(signal.SIGPROF, signal.SIG_DFL if previous is None else previous)
            sys.unraisablehook = hook


def _in_a_finalizer(frame: FrameType | None) -> bool:
    while frame is not None:
        if frame.f_code.co_name == "__del__":
            return True
        frame = frame.f_back
    return False


@contextmanager
def memory_limit(extra: int) -> Iterator[None]:
    """At most `extra` more bytes of address space while the block runs, where the system can
    say how much the process has (Linux); the limit as it was afterwards."""
    put_back = _tightened(extra)
    try:
        yield
    finally:
        put_back()


def _tightened(extra: int) -> Callable[[], None]:
    """What puts the limit back as it was, once it is made tighter."""
    try:
        import resource

        with open("/proc/self/statm", encoding="ascii") as statm:
            used = int(statm.read().split()[0]) * resource.getpagesize()
        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    except (ImportError, OSError, ValueError, IndexError):
        return lambda: None
    wanted = used + extra if hard == resource.RLIM_INFINITY else min(used + extra, hard)
    if soft != resource.RLIM_INFINITY and soft <= wanted:
        return lambda: None
    try:
        resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))
    except (OSError, ValueError):
        return lambda: None
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
