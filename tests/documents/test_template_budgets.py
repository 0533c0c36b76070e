"""A user's templates have budgets: the time to render and to typeset them, the size of the page
they make, the memory rendering takes, and no step that makes a huge value at once, nor a
stylesheet that imports itself. Past one, the command stops with one line naming the template,
exit 1, and writes nothing; the built-in templates are held to none of them. The budgets are
made small here, so that each test takes a fraction of a second."""

import gc
import resource
import signal
import threading
import time
from pathlib import Path
from types import FrameType

import pytest

from papayoo_print.documents import budgets, fetcher, stylesheets
from papayoo_print.documents.rules_context import rules_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.errors import Problem
from papayoo_print.facts import Paper
from papayoo_print.words import Language
from tests.conftest import Run
from tests.documents.test_templates import refused, user_folder

FOREVER = "<p>\n{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}</p>"
DOUBLING = "{% macro twice(n) %}{% if n %}{{ twice(n - 1) }}{{ twice(n - 1) }}{% endif %}{% endmacro %}"
PAGE = '<html lang="en"><title>x</title><body>{}</body></html>'


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budgets, "RENDER_SECONDS", 0.2)
    monkeypatch.setattr(budgets, "TYPESET_SECONDS", 0.2)


@pytest.mark.usefixtures("quick")
@pytest.mark.parametrize(
    ("template", "line"), [(FOREVER, 2), (DOUBLING + "\n{{ twice(40) }}", 1)], ids=["loops", "macros"]
)
def test_rendering_stops_at_its_time(run: Run, workdir: Path, template: str, line: int) -> None:
    user_folder(workdir, template)
    assert refused(run, workdir) == (
        f"papayoo-print: error: mine/rules.html.j2:{line}: rendering stopped here after 0.2 s:"
        " a template may take no more"
    )


@pytest.mark.usefixtures("quick")
def test_typesetting_stops_at_its_time(run: Run, workdir: Path) -> None:
    user_folder(workdir, PAGE.format("{% for i in range(3000) %}<p>{{ i }}</p>{% endfor %}"))
    line = "papayoo-print: error: template rules.html.j2: typesetting it takes more than 0.2 s"
    assert refused(run, workdir) == line


def test_the_page_has_a_size(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budgets, "MAX_HTML_CHARACTERS", 10_000)
    user_folder(workdir, "{% for i in range(3000) %}<p>{{ i }}</p>{% endfor %}")
    assert refused(run, workdir) == (
        "papayoo-print: error: template rules.html.j2: the page it makes is over 10000 characters"
    )


def test_rendering_has_its_memory(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Lists of lists, each holding the one before ten times: written out, far more than memory."""
    monkeypatch.setattr(budgets, "RENDER_MEMORY", 100_000_000)
    nested = "".join(f"{{% set l{n + 1} = [{', '.join([f'l{n}'] * 10)}] %}}" for n in range(8))
    user_folder(workdir, '{% set l0 = ["x" * 1000] %}' + nested + "{{ l8 }}")
    before = resource.getrlimit(resource.RLIMIT_AS)
    assert refused(run, workdir) == (
        "papayoo-print: error: mine/rules.html.j2:1: template error: this takes more than 100 MB of memory"
    )
    assert resource.getrlimit(resource.RLIMIT_AS) == before


HUGE = {
    "text times a number": '"x" * 4000000000',
    "a list times a number": "[1, 2] * 4000000000",
    "bytes times a number": '"x".encode() * 4000000000',
    "a method of bytes": '"x".encode().center(10 ** 10)',
    "a heavy list times a number": '["x" * 100000] * 100',
    "texts added": '("x" * 1500000) + ("y" * 1500000)',
    "a percent width": '"%9999999999d" % 1',
    "a format width": '"{:>9999999999}".format(1)',
    "a format width given": '"{:>{}}".format(1, 9999999999)',
    "a method's width": '"x".center(10 ** 10)',
    "a replace": '("x" * 1000).replace("", "y" * 4000)',
    "a join": '("x" * 100000).join(range(100))',
    "a filter's width": '"x" | center(10 ** 10)',
    "an indent": '("x\\n" * 1000) | indent(10000)',
    "a batch filled": "[1] | batch(10 ** 9, 0) | list",
    "a format filter": '"%9999999999d" | format(1)',
    "lipsum": "lipsum(n=100000)",
}


@pytest.mark.parametrize("expression", HUGE.values(), ids=HUGE.keys())
def test_no_step_makes_a_huge_value(run: Run, workdir: Path, expression: str) -> None:
    user_folder(workdir, f"<p>\n{{{{ {expression} }}}}</p>")
    line = refused(run, workdir)
    assert line.startswith("papayoo-print: error: mine/rules.html.j2:2: template error: this would make ")
    assert line.endswith(" characters at once, more than a page holds (2000000)")


def test_a_huge_value_is_refused_before_it_is_made(run: Run, workdir: Path) -> None:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    user_folder(workdir, '{{ ("x" * 1000000) * 4000 }}')
    refused(run, workdir)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak < 100_000  # KB: not 4 GB


@pytest.mark.parametrize(
    ("expression", "digits"), [("10 ** (10 ** 9)", 1000000000), ("(9 ** 20000) * (9 ** 20000)", 30000)]
)
def test_no_step_makes_a_huge_number(run: Run, workdir: Path, expression: str, digits: int) -> None:
    user_folder(workdir, f"{{{{ {expression} }}}}")
    line = refused(run, workdir)
    assert line.startswith("papayoo-print: error: mine/rules.html.j2:1: template error: this would make a ")
    assert line.endswith("digits: a template's numbers have at most 30000")


SELF_IMPORTS = {
    "twice, itself": (
        {"print.css": '@import "print.css";\n@import "print.css";\n'},
        "mine/print.css:1: this stylesheet imports itself (print.css → print.css)",
    ),
    "through another": (
        {"print.css": '@import url(a.css);\n', "a.css": 'p { color: red }\n@import "print.css" print;\n'},
        "mine/a.css:2: this stylesheet imports itself (a.css → print.css → a.css)",
    ),
    "written with an escape": (
        {"rules.css": '@\\69mport "RULES.css";\n', "RULES.css": '@import "rules.css";\n'},
        "mine/RULES.css:1: this stylesheet imports itself (RULES.css → rules.css → RULES.css)",
    ),
    "from the page": (
        {
            "rules.html.j2": PAGE.format('<style>@import "a.txt";</style><p>x</p>'),
            "a.txt": '@import "a.txt";',
        },
        "mine/a.txt:1: this stylesheet imports itself (a.txt → a.txt)",
    ),
    "a tree too large": (
        {
            "print.css": '@import "s1.css";\n',
            **{f"s{n}.css": f'@import "s{n + 1}.css";\n@import "s{n + 1}.css";\n' for n in range(1, 12)},
            "s12.css": "p { color: red }\n",
        },
        "mine/print.css: imports more than 64 stylesheets, counting each import",
    ),
}


@pytest.mark.parametrize(("files", "line"), SELF_IMPORTS.values(), ids=SELF_IMPORTS.keys())
def test_a_stylesheet_that_imports_itself_is_refused(
    run: Run, workdir: Path, files: dict[str, str], line: str
) -> None:
    user_folder(workdir, PAGE.format("<p>x</p>"), **files)
    assert refused(run, workdir) == f"papayoo-print: error: {line}"


def test_imports_that_end_are_read(run: Run, workdir: Path) -> None:
    user_folder(
        workdir,
        PAGE.format("<h1>x</h1>"),
        **{"print.css": '@import "a.css";\n@import "b.css";\n', "a.css": '@import "b.css";\n', "b.css": ""},
    )
    result = run("rules", "--template-dir", "mine", "-o", "rules.pdf")
    assert (result.exit_code, result.stderr) == (0, "")


def test_a_document_asks_for_so_many_files(run: Run, workdir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fetcher, "MAX_FETCHES", 3)
    monkeypatch.setattr(stylesheets, "MAX_IMPORTS", 100)
    user_folder(workdir, PAGE.format("<p>x</p>"), **{"print.css": '@import "a.css";\n' * 4, "a.css": "p {}"})
    assert refused(run, workdir) == "papayoo-print: error: mine: more than 3 files asked for by one document"


def test_the_built_in_templates_have_no_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("RENDER_SECONDS", "TYPESET_SECONDS"):
        monkeypatch.setattr(budgets, name, 0.000001)
    monkeypatch.setattr(budgets, "MAX_HTML_CHARACTERS", 10)
    pdf = Typesetter(Language.en, Paper.a4).render("rules.html.j2", rules_context(Language.en))
    assert pdf.startswith(b"%PDF")


def _mine(signal_number: int, frame: FrameType | None) -> None:
    raise AssertionError("a SIGPROF after the budget")


def test_the_signal_is_as_it_was_after(run: Run, workdir: Path) -> None:
    before = signal.signal(signal.SIGPROF, _mine)
    try:
        user_folder(workdir, PAGE.format("<p>{{ 1 }}</p>"))
        assert run("rules", "--template-dir", "mine", "-o", "rules.pdf").exit_code == 0
        assert signal.getsignal(signal.SIGPROF) is _mine
        assert signal.getitimer(signal.ITIMER_PROF) == (0.0, 0.0)
    finally:
        signal.signal(signal.SIGPROF, before)


def test_a_timer_running_before_runs_on(quick: None, run: Run, workdir: Path) -> None:
    signal.setitimer(signal.ITIMER_PROF, 1000.0, 1000.0)
    try:
        user_folder(workdir, FOREVER)
        refused(run, workdir)
        left, interval = signal.getitimer(signal.ITIMER_PROF)
        assert 990 < left <= 1000.01 and interval == 1000.0
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)


def test_outside_the_main_thread_there_is_no_time_limit(tmp_path: Path) -> None:
    (tmp_path / "rules.html.j2").write_text(PAGE.format("<p>{{ title }}</p>"), encoding="utf-8")
    made: list[bytes] = []
    worker = threading.Thread(
        target=lambda: made.append(
            Typesetter(Language.en, Paper.a4, tmp_path).render("rules.html.j2", {"title": "x"})
        )
    )
    worker.start()
    worker.join()
    assert made and made[0].startswith(b"%PDF")


def spin(seconds: float) -> None:
    """Work the processor for `seconds` of CPU time."""
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass


def test_a_finalizer_runs_to_its_end(quick: None) -> None:
    finished: list[bool] = []

    class Slow:
        def __del__(self) -> None:
            spin(0.3)
            finished.append(True)

    with pytest.raises(budgets.Halt), budgets.time_limit(0.1, Problem("x")):
        Slow()  # gone at once: its __del__ runs past the time, and is not halted
        spin(10)
    assert finished == [True]


def test_a_halt_in_a_callback_of_the_collector_is_not_said(quick: None) -> None:
    """The signal may come while the garbage collector's callback runs: Python would print the
    Halt there ("Exception ignored in") and go on; the next signal halts the block."""

    def slow(phase: str, info: dict[str, int]) -> None:
        spin(0.15)

    gc.callbacks.append(slow)
    try:
        with pytest.raises(budgets.Halt), budgets.time_limit(0.1, Problem("x")):
            gc.collect()
            spin(10)
    finally:
        gc.callbacks.remove(slow)
