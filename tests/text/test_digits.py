"""One digit table: every reader of typed, pasted or imported text takes both Arabic digit
sets (Arabic-Indic and the Extended set of Persian and Urdu keyboards) as Latin digits."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from app.printing.numbers import latin
from app.store.search import fold
from app.sync.import_rows import parse_number
from app.text.digits import ARABIC_INDIC, EXTENDED_ARABIC_INDIC, LATIN, latin_digits
from app.viewmodels.numbers import parse_date, parse_decimal
from app.viewmodels.words import PlainLocale

# Written out by hand, not derived from the module under test.
ARABIC = "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669"
PERSIAN = "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9"


def test_the_table_holds_both_arabic_sets_and_nothing_else() -> None:
    assert (LATIN, ARABIC_INDIC, EXTENDED_ARABIC_INDIC) == ("0123456789", ARABIC, PERSIAN)
    assert latin_digits(ARABIC) == latin_digits(PERSIAN) == "0123456789"
    assert latin_digits("SO-12 أ ب") == "SO-12 أ ب"  # letters and Latin digits untouched


@pytest.mark.parametrize("digits", [ARABIC, PERSIAN], ids=["arabic-indic", "extended"])
def test_every_reader_takes_either_set(digits: str) -> None:
    def typed(latin_text: str) -> str:
        return latin_text.translate(str.maketrans("0123456789", digits))

    assert parse_decimal(typed("1250.5"), PlainLocale()) == Decimal("1250.5")
    assert parse_date(typed("2028-02-29")) == date(2028, 2, 29)
    assert parse_number(typed("42.75")) == Decimal("42.75")
    assert fold(typed("000116")) == "000116"
    assert latin(typed("2026/11/28")) == "2026/11/28"
