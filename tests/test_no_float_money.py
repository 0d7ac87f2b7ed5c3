"""No float arithmetic on money anywhere in app/ outside the sandbox (which plays the
server and keeps its own computation).

An AST scan finds the two ways a float gets into money: ``float(...)`` of an expression
that names an amount, and arithmetic that mixes a float literal (``1.14``, ``0.0``) with an
expression naming an amount. Names of amounts are the words the code uses for them
(price, amount, total, tax, discount...), matched as whole words of an identifier
(``net_total``, ``unitPrice``), so that ``width * 0.5`` or a rate limit's ``float(reset)``
are not money."""

from __future__ import annotations

import ast
import re
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"
SKIPPED = ("sandbox",)
"""The sandbox's own computation is the server's, not the client's."""

MONEY_WORDS = frozenset(
    {
        "amount",
        "amounts",
        "balance",
        "cash",
        "cost",
        "credit",
        "debit",
        "discount",
        "discounts",
        "gross",
        "money",
        "net",
        "paid",
        "price",
        "prices",
        "shipping",
        "shipment",
        "shippment",
        "subtotal",
        "tax",
        "taxes",
        "total",
        "totals",
        "withholding",
    }
)

NOT_MONEY_WORDS = frozenset({"font", "width", "height", "size", "pixels", "margin", "spacing"})
"""Words that make an identifier a thing of the screen (``net_font``), whatever else it
names."""

_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _words(identifier: str) -> set[str]:
    """``net_total`` -> {net, total}; ``unitPrice`` -> {unit, price}."""
    return {word.lower() for part in identifier.split("_") for word in _WORD.findall(part)}


def _names_money(node: ast.AST) -> bool:
    for child in ast.walk(node):
        identifier = (
            child.id
            if isinstance(child, ast.Name)
            else child.attr
            if isinstance(child, ast.Attribute)
            else child.value
            if isinstance(child, ast.Constant) and isinstance(child.value, str)
            else None
        )
        if identifier:
            words = _words(identifier)
            if words & MONEY_WORDS and not words & NOT_MONEY_WORDS:
                return True
    return False


def _is_float_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, float)


def float_money(source: str, filename: str = "<source>") -> list[str]:
    """Where ``source`` does float arithmetic on money: ``file:line: code``."""
    found = []
    tree = ast.parse(source, filename)
    lines = source.splitlines()
    for node in ast.walk(tree):
        hit = False
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            hit = node.func.id == "float" and any(_names_money(arg) for arg in node.args)
        elif isinstance(node, ast.BinOp | ast.AugAssign):
            left = node.left if isinstance(node, ast.BinOp) else node.target
            right = node.right if isinstance(node, ast.BinOp) else node.value
            hit = (_is_float_literal(left) and _names_money(right)) or (
                _is_float_literal(right) and _names_money(left)
            )
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            hit = any(map(_is_float_literal, operands)) and any(
                _names_money(o) for o in operands if not _is_float_literal(o)
            )
        if hit:
            lineno = getattr(node, "lineno", 0)
            found.append(f"{filename}:{lineno}: {lines[lineno - 1].strip()}")
    return sorted(found, key=lambda hit: int(hit.split(":")[1]))


def test_no_float_arithmetic_on_money_in_the_app() -> None:
    found = []
    for path in sorted(APP.rglob("*.py")):
        if path.relative_to(APP).parts[0] in SKIPPED:
            continue
        found += float_money(path.read_text(encoding="utf-8"), str(path.relative_to(APP)))
    assert found == []


def test_the_scan_finds_a_planted_float() -> None:
    planted = """
def totals(order, line):
    total = float(order.net_total or 0)
    gross = line.quantity * line.price * 1.14
    line.tax += 0.5
    if line.unitPrice > 0.0:
        pass
    return float(line["price"])
"""
    assert [hit.split(":")[1] for hit in float_money(planted)] == ["3", "4", "5", "6", "8"]


def test_the_scan_leaves_what_is_not_money_alone() -> None:
    innocent = """
def layout(width, headers, quantity, taxonomy):
    reset_at = float(headers["x-ratelimit-reset"])
    half = width * 0.5
    share = quantity / 2.0
    return float(taxonomy.depth), float(len(headers)), Decimal(repr(0.1)), reset_at * 1.5
"""
    assert float_money(innocent) == []
