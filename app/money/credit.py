"""A customer's credit: how much more it may owe before it reaches its credit limit."""

from __future__ import annotations

from decimal import Decimal


def credit_left(limit: Decimal | None, balance: Decimal | None) -> Decimal | None:
    """The credit limit less the balance (what the customer owes: debit minus credit);
    negative when it owes more than the limit; None without a limit (no limit is no
    figure, not an infinite one) or while the balance is unknown."""
    if limit is None or balance is None:
        return None
    return limit - balance
