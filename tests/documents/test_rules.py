"""The rules in brief, read back as a reader meets them: in five languages, on A4 and letter, alone
(with the seeds' worked round) or with a round of a saved game counted.

Two balanced pages, their columns starting level; no type under 7 pt and no ink within 10 mm of
the paper's edge; "210 + 40 = 250" on one line; the worked round on the page of its heading, its
figures right-aligned; French says "vous", and French and English print the typographic
apostrophe; the tarot variant says what leaves the deck.
"""

import functools
import re
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest

from papayoo_print.documents.rules_context import rules_context
from papayoo_print.documents.typesetter import Typesetter
from papayoo_print.facts import Paper
from papayoo_print.game.yaml_file import load_game
from papayoo_print.words import Language, translations
from tests.conftest import Run
from tests.documents.test_documents import joined, tags
from tests.pdfcheck import A4, LETTER, MM, fonts, ink_in_margin, metadata, page_sizes_mm, page_texts
from tests.pdfcheck import syntax_problems
from tests.support import EXAMPLE, GAMES, files_in

SMALLEST_TYPE = 7.0
MARGIN_MM = 16.0
"""print.css's page margin: the text area's top and bottom."""
ROUNDS = {"alone": None, "points": 3, "cards": 5}
"""The worked round: the seeds' example, or the seed game's round 3 (recorded as points) or 5
(card by card)."""
CASES = [
    pytest.param(language, paper, variant, id=f"{language.value}-{paper.value}-{variant}")
    for language in Language
    for paper in Paper
    for variant in ROUNDS
]
PLAYERS = ("Léa", "Hugo", "Chloé", "Nathan")

RULES_WORDS = {
    "fr": ["Ce que vaut chaque carte", "La distribution", "Une manche", "La fin de la partie",
           "Le calcul d’une manche\u00a0: un exemple", "Les questions qui reviennent à table",
           "Tous les 7 valent-ils 40\u202f?", "Erreurs fréquentes", "Conseils pour débuter",
           "Jouer avec un jeu de tarot", "match nul"],
    "es": ["Lo que vale cada carta", "El reparto", "Una ronda", "El final de la partida",
           "Las preguntas que siempre salen en la mesa", "¿Todos los 7 valen 40?", "Errores frecuentes",
           "Consejos para empezar", "Jugar con una baraja de tarot", "empate",
           "tengan el mismo número de cartas", "el mismo número de veces"],
    "en": ["What each card is worth", "The deal", "A round", "The end of the game",
           "Counting a round: an example", "Questions that come back at the table",
           "Is every 7 worth 40?", "Common mistakes", "Tips for beginners",
           "Playing with a tarot deck", "draw"],
}
TAROT = {
    "fr": ["les atouts de 1 à 20", "les quatre rois", "le donneur en tire un au hasard",
           "les valets, cavaliers et dames, le 21 d’atout et l’Excuse"],
    "en": ["the trumps 1 to 20", "the four kings", "the dealer draws one at random",
           "the jacks, knights and queens, the 21 of trumps and the Excuse"],
}


@functools.cache
def rules(language: Language, paper: Paper = Paper.a4, variant: str = "alone") -> bytes:
    game = load_game(EXAMPLE) if ROUNDS[variant] else None
    typesetter = Typesetter(language, paper)
    pdf = typesetter.render("rules.html.j2", rules_context(language, game, ROUNDS[variant]))
    assert typesetter.warnings == [], typesetter.warnings
    return pdf


def say(language: Language, message: str, **values: object) -> str:
    text = translations(language).gettext(message)
    return text % values if values else text


def flat(text: str) -> str:
    """The text on one line: line breaks and runs of spaces as one space; no-break spaces kept."""
    return re.sub(r"[ \n]+", " ", text).strip()


class Char:
    def __init__(self, char: str, size: float, box: tuple[float, float, float, float]) -> None:
        self.char, self.size, (self.left, self.bottom, self.right, self.top) = char, size, box


def chars(pdf: bytes, page: int) -> list[Char]:
    """The characters drawn on a page (0-based), with their size and loose box, in points."""
    document = pypdfium2.PdfDocument(pdf)
    text = document[page].get_textpage()
    found = []
    for index in range(text.count_chars()):
        char = text.get_text_range(index, 1)
        if pdfium_c.FPDFText_IsGenerated(text.raw, index) or not char.strip():
            continue
        size = pdfium_c.FPDFText_GetFontSize(text.raw, index)
        found.append(Char(char, size, text.get_charbox(index, loose=True)))
    document.close()
    return found


def lines_of_words(pdf: bytes, page: int) -> list[list[Char]]:
    """The page's lines, top to bottom, each a list of words (a Char spanning the word)."""
    rows: dict[float, list[Char]] = {}
    for char in chars(pdf, page):
        rows.setdefault(round(char.bottom * 2) / 2, []).append(char)
    lines = []
    for _, row in sorted(rows.items(), reverse=True):
        words: list[Char] = []
        for char in sorted(row, key=lambda char: char.left):
            if words and char.left - words[-1].right < 1.2:
                word = words[-1]
                box = (word.left, word.bottom, char.right, word.top)
                words[-1] = Char(word.char + char.char, word.size, box)
            else:
                words.append(char)
        lines.append(words)
    return lines


def page_height(pdf: bytes, page: int) -> float:
    return page_sizes_mm(pdf)[page][1] * MM


def fill(pdf: bytes, page: int) -> float:
    """How far down the text area the text goes, from 0 (empty) to 1 (full); the page number,
    in the bottom margin, left out."""
    height = page_height(pdf, page)
    bottom = MARGIN_MM * MM
    lowest = min(char.bottom for char in chars(pdf, page) if char.bottom > bottom)
    return (height - bottom - lowest) / (height - 2 * bottom)


@pytest.mark.parametrize(("language", "paper", "variant"), CASES)
def test_the_rules(language: Language, paper: Paper, variant: str) -> None:
    """Every check on one rendering: each case is typeset once, whatever runs the tests."""
    pdf = rules(language, paper, variant)
    two_balanced_pages(pdf, language, paper)
    no_small_type_and_nothing_near_the_edge(pdf)
    formulas_on_one_line(pdf)
    if variant != "alone":
        the_worked_round_stays_with_its_heading(pdf, language, ROUNDS[variant])
    the_worked_round_figures_are_right_aligned(pdf, language)
    if variant == "points":
        a_round_recorded_as_points(pdf, language)
    if language is Language.fr:
        french_says_vous(pdf)
    if language in (Language.fr, Language.en):
        text = " ".join(page_texts(pdf))
        assert "'" not in text and "’" in text, "typographic apostrophes only"


def two_balanced_pages(pdf: bytes, language: Language, paper: Paper) -> None:
    assert page_sizes_mm(pdf) == [A4 if paper is Paper.a4 else LETTER] * 2
    fills = [round(fill(pdf, page), 2) for page in (0, 1)]
    assert min(fills) >= 0.65, f"pages filled {fills}"
    # Under the worked round, the second page's two columns start level.
    heading = say(language, "Questions that come back at the table")
    second = chars(pdf, 1)
    text = "".join(char.char for char in second)
    left = second[text.index(re.sub(r"\s", "", heading))]
    middle = page_sizes_mm(pdf)[1][0] * MM / 2
    right = max(char.top for char in second if char.left > middle and char.top <= left.top + 2)
    assert abs(right - left.top) < 0.5, f"columns start at {left.top:.1f} and {right:.1f} pt"


def no_small_type_and_nothing_near_the_edge(pdf: bytes) -> None:
    for page in (0, 1):
        small = {(char.char, round(char.size, 2)) for char in chars(pdf, page) if char.size < SMALLEST_TYPE}
        assert small == set(), f"page {page + 1}: {sorted(small)[:10]}"
    assert ink_in_margin(pdf) == []


def formulas_on_one_line(pdf: bytes) -> None:
    """1 + 2 + … + 20 = 210 and 210 + 40 = 250 are printed, each on one line."""
    first, second = page_texts(pdf)
    assert "1\u00a0+\u00a02\u00a0+\u00a0…\u00a0+\u00a020\u00a0=\u00a0210" in first
    assert "210\u00a0+\u00a040\u00a0=\u00a0250" in second
    for number, text in enumerate((first, second), start=1):
        for line in text.splitlines():
            if re.search(r"210\s\+", line):
                assert "250" in line, f"page {number}: {line!r}"


def the_worked_round_stays_with_its_heading(pdf: bytes, language: Language, number: int) -> None:
    heading = say(language, "How round {number} of “{title}” was counted").format(
        number=number, title="Partie à quatre"
    )
    first, second = (flat(text) for text in page_texts(pdf))
    assert heading not in first
    assert heading in second and say(language, "Round total") in second
    assert all(name in second for name in PLAYERS)


def the_worked_round_figures_are_right_aligned(pdf: bytes, language: Language) -> None:
    lines = lines_of_words(pdf, 1)
    total = say(language, "Round total").split()
    rows = [line for line in lines if line[0].char in PLAYERS]
    rows += [line for line in lines if [word.char for word in line[: len(total)]] == total]
    assert len(rows) == len(PLAYERS) + 1
    for column in (-3, -2, -1):
        figures = [row[column] for row in rows]
        assert all(figure.char.isdigit() for figure in figures), [figure.char for figure in figures]
        rights = [figure.right for figure in figures]
        assert max(rights) - min(rights) < 0.5, (column, [figure.char for figure in figures], rights)


def a_round_recorded_as_points(pdf: bytes, language: Language) -> None:
    """No "7 : 40" in the Papayoo column, and the note names the column as its heading does."""
    second = flat(page_texts(pdf)[1])
    for row in ("Léa 0 0 0", "Hugo 79 40 119", "Chloé 36 0 36", "Nathan 95 0 95"):
        assert row in second, row
    assert not re.search(r"7\s?: 40", second)
    column = say(language, "Payoo points")
    header = " ".join([say(language, "Player"), column, "Papayoo", say(language, "Points")])
    assert header in second
    note = say(language, "This round was recorded as points, not card by card: “{column}” is each"
                         " player’s points less the Papayoo’s {points}.").format(column=column, points=40)
    assert flat(note) in second and column in note


def french_says_vous(pdf: bytes) -> None:
    text = " ".join(page_texts(pdf)).lower()
    words = set(re.findall(r"[\w’']+", text))
    assert words & {"tu", "te", "ton", "ta", "tes", "toi"} == set()
    assert not [word for word in words if word.startswith(("t’", "t'"))]
    assert not re.search(r"additionne la|vérifie-le|recompte avant|imprime-la", text)
    assert {"vous", "additionnez", "passez", "gardez", "comptez"} <= words


@pytest.mark.parametrize("language", list(Language))
def test_the_words_of_each_language(language: Language) -> None:
    pdf = rules(language)
    text = flat(" ".join(page_texts(pdf)))
    for words in RULES_WORDS.get(language.value, []):
        assert words in text, words
    for message in ("What each card is worth", "The deal", "A round", "The end of the game",
                    "Counting a round: an example", "Questions that come back at the table",
                    "Common mistakes", "Tips for beginners", "Playing with a tarot deck"):
        assert say(language, message) in text, message
    assert "3 4 5 6 7 8" in text and "20 15 12 10 8 7" in text and "5 5 4 3 3 3" in text
    assert metadata(pdf)["/Title"] == say(language, "Papayoo: the rules in brief")
    assert tags(pdf) == {"lang": language.value, "marked": True, "structure": True}
    assert all(fonts(pdf).values()) and syntax_problems(pdf) == []


@pytest.mark.parametrize("language", list(Language))
def test_the_tarot_variant_says_what_leaves_the_deck(language: Language) -> None:
    text = flat(" ".join(page_texts(rules(language))))
    facts = [
        say(language, "the trumps %(first)s to %(last)s", first=1, last=20),
        say(language, "the %(first)s to %(last)s of each suit", first=1, last=10),
        say(language, "the four kings: after the cards are passed, the dealer draws one at random,"
                      " and the 7 of its suit is the Papayoo"),
        say(language, "the jacks, knights and queens, the 21 of trumps and the Excuse"),
        say(language, "At %(low)s or %(high)s players, the 1s of the four suits leave the deck too;"
                      " the 1 of trumps stays: it is the Payoo 1.", low=7, high=8),
    ]
    for fact in facts + TAROT.get(language.value, []):
        assert flat(fact) in text, fact


def test_a_round_recorded_card_by_card(run: Run, workdir: Path) -> None:
    result = run("rules", "--game", str(EXAMPLE), "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    text = joined(workdir / "r.pdf")  # in French: the game file's language
    assert "Le calcul de la manche 5 de «\u00a0Partie à quatre\u00a0»" in text
    assert "Joueur Cartes Payoo ramassées Points Payoo Papayoo (7\u00a0♥) Points" in text
    for row in ("Léa 3, 9 12 40 52", "Hugo 6 6 0 6", "Chloé 1, 2, 4, 5, 7, 8, 10, 12, 14, 20 83 0 83",
                "Nathan 11, 13, 15, 16, 17, 18, 19 109 0 109", "Total de la manche 210 40 250"):
        assert row in text, row
    assert "La ligne du bas fait le contrôle\u00a0: 210\u00a0+\u00a040\u00a0=\u00a0250." in text


def test_the_card_values(run: Run, workdir: Path) -> None:
    run("rules", "--lang", "en", "-o", "r.pdf")
    text = joined(workdir / "r.pdf")
    assert "Each Payoo card, 1 to 20 its number" in text
    assert "The Papayoo: the 7 of the suit the die shows 40" in text
    assert "Every other card, the three other 7s included 0" in text
    assert "The Payoo 7: a Payoo card like the others 7" in text
    assert "18\u00a0+\u00a03\u00a0+\u00a040\u00a0=\u00a061 points" in text


LONG_NAMES = [
    "Anne-Sophie de La Tour-Maubourg", "Bartholomew Montgomery-Smythe", "Chloé-Éléonore Vasconcelos",
    "Dominique Van der Heyden-Lefèvre", "Esteban Ruiz de Alarcón y Mendoza",
    "Frédérique Kowalczyk-Nakamura", "Gunnhildur Sigurðardóttir-Jónsson", "Hélène-Marguerite Rochefort",
]


@pytest.mark.parametrize("language", [Language.fr, Language.de])
def test_eight_long_names_still_make_two_pages(run: Run, workdir: Path, language: Language) -> None:
    owners = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 3, 2, 1, 0]
    lines = ["title: Soirée du club, table 1, une longue soirée entre amis", "players:"]
    lines += [f"  - {name}" for name in LONG_NAMES]
    lines += ["rounds:", "  - cards:"]
    for player, name in enumerate(LONG_NAMES):
        cards = [card for card, owner in zip(range(1, 21), owners) if owner == player]
        lines.append(f"      {name}: {cards}")
    lines += [f"    papayoo: {LONG_NAMES[2]}", "    suit: clubs"]
    (workdir / "g.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run("rules", "--game", "g.yaml", "--paper", "letter", "--lang", language.value, "-o", "r.pdf")
    assert result.exit_code == 0, result.output
    pdf = (workdir / "r.pdf").read_bytes()
    assert len(page_sizes_mm(pdf)) == 2 and ink_in_margin(pdf) == []
    assert min(char.size for char in chars(pdf, 1)) >= SMALLEST_TYPE


@pytest.mark.parametrize("language", ["fr", "es", "en"])
def test_rules_from_the_command_line(run: Run, workdir: Path, language: str) -> None:
    result = run("rules", "--lang", language)
    assert result.exit_code == 0, result.output
    path = workdir / result.stdout.strip()
    assert path.name == f"papayoo-rules-{language}.pdf"
    assert set(fonts(path)) <= {"/" + prefix + suffix for prefix in _prefixes(path)
                                for suffix in ("+DejaVu-Sans", "+DejaVu-Sans-Bold")}


def _prefixes(path: Path) -> set[str]:
    return {name.strip("/").split("+")[0] for name in fonts(path)}


def test_rules_on_letter_paper(run: Run, workdir: Path) -> None:
    result = run("rules", "--paper", "letter", "--lang", "es")
    assert result.exit_code == 0
    assert set(page_sizes_mm(workdir / result.stdout.strip())) == {LETTER}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--round", "2"], "--round goes with --game FILE"),
        (["--game", str(EXAMPLE), "--round", "6"], "--round: 6: the game has rounds 1 to 5"),
        (["--game", str(GAMES / "bad" / "sums.yaml")], "sums.yaml:7: round 2: the points add up to 249"),
        (["--template-dir", "nowhere"], "--template-dir: nowhere is not a folder"),
    ],
)
def test_rules_errors(run: Run, workdir: Path, args: list[str], message: str) -> None:
    result = run("rules", *args)
    assert result.exit_code != 0
    assert message in result.stderr
    assert files_in(workdir) == set()
