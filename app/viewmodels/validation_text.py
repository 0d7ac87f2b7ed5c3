"""Clerk-facing, translatable words for broken request rules (pydantic error kinds)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QCoreApplication

from app.models.validation import FieldIssue
from app.viewmodels.numbers import format_count, format_decimal

translate = QCoreApplication.translate


def _number(value: object) -> str:
    """A rule's limit in the locale's digits (pydantic gives ints, Decimals or floats)."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int):
        return format_count(value)
    if isinstance(value, Decimal | float):
        return format_decimal(Decimal(str(value)))
    return str(value)


def describe_issue(issue: FieldIssue) -> str:
    """The sentence to show next to the field for one broken rule."""
    context = issue.context
    match issue.kind:
        case "missing":
            return translate("Validation", "This field is required.")
        case "greater_than":
            return translate("Validation", "Must be greater than {limit}.").format(
                limit=_number(context.get("gt"))
            )
        case "greater_than_equal":
            return translate("Validation", "Must be {limit} or more.").format(
                limit=_number(context.get("ge"))
            )
        case "less_than_equal":
            return translate("Validation", "Must be {limit} or less.").format(
                limit=_number(context.get("le"))
            )
        case "string_too_long":
            return translate("Validation", "At most {limit} characters.").format(
                limit=_number(context.get("max_length"))
            )
        case "ExchangeRateDecimalsExceedLimit":
            return translate(
                "Validation", "The exchange rate may have at most {limit} decimal places."
            ).format(limit=_number(context.get("limit")))
        case "decimal_parsing" | "decimal_type" | "float_parsing" | "int_parsing":
            return translate("Validation", "Enter a number.")
    # The models' own rules carry English marked for translation (context "Validation").
    return translate("Validation", issue.message)
