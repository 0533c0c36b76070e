"""Language choice and the gettext catalogs (maintained with Babel, compiled to .mo)."""

import gettext
import os
from collections.abc import Mapping
from enum import Enum
from functools import cache

from papayoo_print.paths import LOCALE_DIR

DOMAIN = "papayoo_print"


class Language(str, Enum):
    fr = "fr"
    es = "es"
    en = "en"


def default_language(environ: Mapping[str, str] = os.environ) -> Language:
    """The environment's language when it is one we print in, else English.

    Follows gettext's order: the first of LANGUAGE, LC_ALL, LC_MESSAGES and LANG that is set.
    """
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable)
        if value:
            code = value.split(":")[0][:2].lower()
            return Language(code) if code in Language.__members__ else Language.en
    return Language.en


@cache
def translations(language: Language) -> gettext.GNUTranslations:
    with open(LOCALE_DIR / language.value / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as mo:
        return gettext.GNUTranslations(mo)
