"""The words an import shows per row: the file's problems, the server's refusals, lost
answers, and the failed rows' export with the file's own columns."""

from __future__ import annotations

import pytest

from app.api import errors as api_errors
from app.models.validation import FieldIssue
from app.sync.import_rows import ImportRow, RowState
from app.sync.import_send import GROUPING_ITEM, LOST_ANSWER
from app.viewmodels.master_data.importer import failure_text, issue_text


@pytest.mark.parametrize(
    ("issue", "words"),
    [
        (FieldIssue("isActive", "import_bool", "x"), "Write yes or no."),
        (
            FieldIssue("customerType", "import_choice", "x", {"choices": ["Business", "Consumer"]}),
            "Use one of: Business, Consumer.",
        ),
        (
            FieldIssue("sku", "import_key_missing", "x"),
            "This row has no value to find the record by.",
        ),
        (FieldIssue("price", "decimal_parsing", "x"), "Enter a number."),
        (FieldIssue("brandId", "int_parsing", "x"), "Enter a whole number."),
        (FieldIssue("code", "string_too_long", "x", {"max_length": 50}), "At most 50 characters."),
    ],
)
def test_file_problems_in_plain_words(issue: FieldIssue, words: str) -> None:
    assert issue_text(issue) == words


def row(**changes: object) -> ImportRow:
    made = ImportRow(0, ["a"], state=RowState.FAILED)
    for name, value in changes.items():
        setattr(made, name, value)
    return made


def test_server_refusals_in_plain_words() -> None:
    taken = failure_text(row(error_code="DupplicatedCode", message="DupplicatedCode: x"))
    assert "code" in taken.lower() and "Dupplicated" not in taken
    assert "grouping item" in failure_text(row(error_code=GROUPING_ITEM))
    assert "Import the file again" in failure_text(row(error_code=LOST_ANSWER))
    offline = api_errors.Offline("no route", url="http://erp.example/v3/stock-items/batch")
    assert "Cannot reach erp.example" in failure_text(row(problem=offline))
    # A code this app does not know: the server's own words.
    assert failure_text(row(error_code=None, message="SomethingNew: the server says no")) == (
        "SomethingNew: the server says no"
    )
