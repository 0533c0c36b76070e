"""The gettext catalogs: complete in every language, compiled, in step with the code."""

import io
import re

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from papayoo_print.words import DOMAIN, Language, default_language
from papayoo_print.resources import LOCALE_DIR
from tests.support import ROOT

PLACEHOLDER = re.compile(r"\{(\w+)(?:![rsa])?(?::[^}]*)?\}")


def catalog(language: Language) -> Catalog:
    with open(LOCALE_DIR / language.value / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as po:
        return read_po(po, locale=language.value)


def messages(language: Language) -> list:
    return [message for message in catalog(language) if message.id]


def strings(message) -> list[str]:
    return list(message.string) if message.pluralizable else [message.string]


@pytest.mark.parametrize("language", list(Language))
def test_every_entry_is_translated(language: Language) -> None:
    po = catalog(language)
    for message in messages(language):
        assert not message.fuzzy, message.id
        forms = strings(message)
        if message.pluralizable:
            assert len(forms) == po.num_plurals, message.id
        assert all(form.strip() for form in forms), f"{language.value}: {message.id!r} is empty"


@pytest.mark.parametrize("language", list(Language))
def test_placeholders_survive_translation(language: Language) -> None:
    for message in messages(language):
        ids = message.id if message.pluralizable else (message.id,)
        expected = set(PLACEHOLDER.findall(ids[-1]))
        for form in strings(message):
            assert set(PLACEHOLDER.findall(form)) == expected, (language.value, form)


@pytest.mark.parametrize("language", list(Language))
def test_compiled_catalog_is_up_to_date(language: Language) -> None:
    compiled = io.BytesIO()
    write_mo(compiled, catalog(language))
    mo = LOCALE_DIR / language.value / "LC_MESSAGES" / f"{DOMAIN}.mo"
    stale = "stale: run pybabel compile -d papayoo_print/locale -D papayoo_print"
    assert mo.read_bytes() == compiled.getvalue(), stale


def test_catalogs_hold_exactly_the_messages_of_the_code() -> None:
    method_map = [("papayoo_print/**.py", "python"), ("templates/**.j2", "jinja2")]
    options = {"templates/**.j2": {"extensions": "jinja2.ext.i18n"}}
    extracted = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
        str(ROOT), method_map, options
    ):
        extracted.add(message if isinstance(message, str) else message[0])
    for language in Language:
        ids = {m.id if isinstance(m.id, str) else m.id[0] for m in messages(language)}
        assert ids == extracted, f"{language.value}: run pybabel extract and update"


def test_french_typography() -> None:
    for message in messages(Language.fr):
        for form in (PLACEHOLDER.sub("x", form) for form in strings(message)):
            assert not re.search(r" [:;!?]", form), f"a plain space before punctuation: {form!r}"
            assert not re.search(r"[^\u00a0\u202f\s\d][;!?]", form), f"no narrow space: {form!r}"
            assert not re.search(r"\w:", form), f"no space before a colon: {form!r}"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, Language.en),
        ({"LANG": "fr_FR.UTF-8"}, Language.fr),
        ({"LANG": "es_AR.UTF-8"}, Language.es),
        ({"LANG": "de_DE.UTF-8"}, Language.de),
        ({"LANG": "pt_BR.UTF-8"}, Language.en),
        ({"LANG": "C.UTF-8"}, Language.en),
        ({"LC_ALL": "es_ES", "LANG": "fr_FR"}, Language.es),
        ({"LANGUAGE": "fr:en", "LC_ALL": "es_ES"}, Language.fr),
        ({"LANGUAGE": "", "LANG": "fr_CA"}, Language.fr),
    ],
)
def test_default_language(environ: dict[str, str], expected: Language) -> None:
    assert default_language(environ) == expected
