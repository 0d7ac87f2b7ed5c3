"""What documents with a grid of item lines share (sales orders, issue offerings, received
supplies): the grid's columns and cells, its keyboard edits, the barcode field, the rules a
line is checked by as the clerk types, server errors on the right cell, and totals that
follow the lines once per burst of keys.

``ItemLinesEditorViewModel`` is a ``RecordEditorViewModel`` whose form holds ``lines``, a
tuple of frozen line dataclasses ending with one blank line (there is always a row to type
into). A subclass describes its columns (``grid_columns``, ``text_cells``) and what a cell
shows and takes (``cell_display``, ``cell_value``, ``set_cell``, ``with_item``); the grid
widget (``app/views/widgets/item_lines.py``) only talks to this interface, so every document's grid
behaves the same under the clerk's fingers.

A cell's error key is the wire path the server reports, ``{lines field}[row].{field}``,
with the *grid's* row: blank rows are not sent, so a server path's index is mapped back
(``LineWires.cell_of``).
"""

from __future__ import annotations

import dataclasses
import re
from abc import abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QTimer, Signal

from app.api import errors as api_errors
from app.models.validation import FieldIssue
from app.viewmodels import numbers
from app.viewmodels.choices import CachedChoices, Choice
from app.viewmodels.numbers import format_count, format_decimal, parse_decimal
from app.viewmodels.record_editor import FormT, RecordEditorViewModel, RecordT
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

TOTALS_DELAY_MS = 40
"""Totals wait this long after an edit: a burst of keys (or a scanner) recomputes once."""


class CellKind(StrEnum):
    """How a grid cell is edited."""

    ITEM = "item"
    """The item picker: answers from the cache as the clerk types; a code typed in full is
    that item."""
    TEXT = "text"
    NUMBER = "number"
    """Text, right-aligned, read through the locale."""
    CHOICE = "choice"
    """A short list (``cell_choices``)."""
    DATE = "date"
    """A date typed as yyyy-mm-dd."""
    TOTAL = "total"
    """Computed: never edited."""


@dataclass(frozen=True)
class GridColumn:
    """One column of a line grid."""

    column: int
    header: str
    kind: CellKind
    width: int = 0
    """Pixels; 0 stretches the column over the room left."""


class ItemLine(Protocol):
    """What every line form has (frozen dataclasses: attributes are read-only)."""

    @property
    def item_id(self) -> int | None: ...

    @property
    def item_label(self) -> str: ...

    @property
    def quantity_text(self) -> str: ...

    @property
    def blank(self) -> bool: ...


LineT = TypeVar("LineT", bound=ItemLine)


class LineWires:
    """Where the cells of a grid are on the wire: the request's array of lines (``field``,
    e.g. ``salesOrderDetails``), the wire name of each editable column (``columns``), and
    other wire names whose errors show on a column (``aliases``); the errors of any other
    line field show on the item's cell.

    A cell's error key is ``{field}[row].{wire name}`` with the grid's row; the request's
    paths count only the lines sent (``cell_of`` maps them back).
    """

    def __init__(
        self,
        field: str,
        columns: Mapping[int, str],
        *,
        item_column: int,
        aliases: Mapping[str, int] | None = None,
    ) -> None:
        self.field = str(field)
        self.columns = {int(column): wire for column, wire in columns.items()}
        self.item_column = int(item_column)
        self._item_wire = self.columns[self.item_column]
        self._wire_columns = {wire: column for column, wire in self.columns.items()}
        self._wire_columns.update(aliases or {})
        self._path = re.compile(rf"^{re.escape(self.field)}\[(\d+)\]\.?(\w*)")

    def key(self, row: int, column: int) -> str:
        """The error key of one grid cell."""
        return f"{self.field}[{row}].{self.columns.get(column, self._item_wire)}"

    def column_of(self, wire: str) -> int:
        """The column a line field's errors show on."""
        return self._wire_columns.get(wire, self.item_column)

    def cell(self, path: str) -> tuple[int, int] | None:
        """(row, column) of a line path, or None when ``path`` is not one."""
        match = self._path.match(path)
        if match is None:
            return None
        return int(match.group(1)), self.column_of(match.group(2))

    def cell_of(self, path: str, rows: Sequence[int]) -> str | None:
        """The cell key of a request path (``salesOrderDetails[1].price``: the second line
        *sent*; ``rows`` holds the grid row of each line sent); a path past them is about
        the lines as a whole (``field``). None: ``path`` is not a line's."""
        cell = self.cell(path)
        if cell is None:
            return None
        index, column = cell
        return self.key(rows[index], column) if index < len(rows) else self.field

    def in_grid(self, key: str) -> bool:
        """Whether an error key is a cell's."""
        return key.startswith(f"{self.field}[")

    def place_line_issues(
        self, row: int, issues: Iterable[FieldIssue], errors: dict[str, str]
    ) -> None:
        """The broken rules of one line's request (paths relative to the line) on the
        cells of grid row ``row``, where the cell shows nothing yet."""
        for issue in issues:
            errors.setdefault(self.key(row, self.column_of(issue.field)), describe_issue(issue))


def negative_numbers(texts: Mapping[int, str], message: str) -> dict[int, str]:
    """The cells (column -> typed text) whose text is not a number of 0 or more, each with
    ``message``; an empty cell is fine."""
    problems: dict[int, str] = {}
    for column, text in texts.items():
        if text.strip():
            value = parse_decimal(text)
            if value is None or value < 0:
                problems[column] = message
    return problems


def filled(lines: Iterable[LineT]) -> Iterator[tuple[int, LineT]]:
    """(grid row, line) of every line that is not blank: the lines a request sends."""
    for row, line in enumerate(lines):
        if not line.blank:
            yield row, line


def grid_problems(
    lines: Iterable[LineT], wires: LineWires, cell_problems: Callable[[LineT], Mapping[int, str]]
) -> dict[str, str]:
    """Every filled line's own problems (``cell_problems``: column -> text) by cell key.
    Asked after every keystroke in a grid: a plain loop, no generator."""
    problems: dict[str, str] = {}
    for row, line in enumerate(lines):
        if not line.blank:
            for column, text in cell_problems(line).items():
                problems[wires.key(row, column)] = text
    return problems


def item_by_code(stock_items: CachedChoices, code: str) -> Choice | None:
    """The stock item whose code, SKU, part number or a barcode is exactly ``code``
    (ignoring case): what a scanner types, or a clerk who knows the code."""
    wanted = code.strip().casefold()
    if not wanted:
        return None
    for choice in stock_items.search(code.strip(), 20):
        payload = choice.payload
        keys = [
            payload.get("code"),
            payload.get("sku"),
            payload.get("partNumber"),
            payload.get("barcode"),
        ]
        keys += [b for b in payload.get("barcodes") or [] if isinstance(b, str)]
        if any(isinstance(k, str) and k.casefold() == wanted for k in keys):
            return choice
    return None


def format_money(value: Decimal, *, decimals: int = numbers.MONEY_DECIMALS) -> str:
    """Money in the clerk's locale with the currency's decimals (two unless told) and
    grouping (7,175.16): ``numbers.format_money``."""
    return numbers.format_money(value, decimals=decimals)


class ItemLinesEditorViewModel(
    RecordEditorViewModel[FormT, RecordT], Generic[FormT, RecordT, LineT]
):
    """A document editor with a keyboard-first grid of item lines (see the module note).

    Line edits go through ``set_cell`` (one cell), ``choose_item`` (a picker choice),
    ``scan`` (a barcode or SKU) and ``insert_line``/``remove_line``; each emits
    ``lineChanged(row)``, ``lineAppended(row)`` or ``linesReset()`` so that the grid
    repaints only what changed, and the totals follow once per burst of edits
    (``refresh_totals``, then ``totalsChanged``).
    """

    wires: ClassVar[LineWires]
    """The lines on the wire: their array, and the field of each column."""
    quantity_column: ClassVar[int]
    text_cells: ClassVar[Mapping[int, str]] = {}
    """Column -> the line attribute its cell holds as typed (or as chosen from a short
    list): ``set_cell`` keeps the value there and ``cell_display`` shows it."""
    cross_row_fields: ClassVar[frozenset[str]] = frozenset()
    """Line fields whose rules look at other rows (a duplicate item): an edit renews
    these fields' problems on every row."""

    lineChanged = Signal(int)
    lineAppended = Signal(int)
    """A row was added at the end (the grid inserts it; an open cell editor stays)."""
    linesReset = Signal()
    scanResult = Signal(str)
    """What a scan did, or why it added nothing."""
    totalsChanged = Signal()

    stock_items: CachedChoices
    """Set by the subclass before ``super().__init__``."""
    customers: CachedChoices
    """Set by the subclass before ``super().__init__``."""
    _totals_timer: QTimer | None = None

    # -- what a subclass says about its lines ---------------------------------------------
    @abstractmethod
    def blank_line(self) -> LineT: ...

    @abstractmethod
    def grid_columns(self) -> list[GridColumn]:
        """The grid's columns, in order, headers translated."""

    def cell_display(self, row: int, column: int) -> str:
        """What a cell shows: the item's name, the text of a ``text_cells`` column; a
        subclass shows its other columns (totals, names of what was chosen)."""
        line = self.lines[row]
        if column == self.item_column:
            return line.item_label
        attribute = self.text_cells.get(column)
        return str(getattr(line, attribute)) if attribute is not None else ""

    def cell_value(self, row: int, column: int) -> object:
        """What a cell's editor starts from (choices: the chosen value's data)."""
        return self.cell_display(row, column)

    def set_cell(self, row: int, column: int, value: object) -> None:
        """The clerk typed or chose ``value`` in a cell (not the item: ``choose_item``)."""
        self.set_text(row, column, str(value or ""))

    @abstractmethod
    def with_item(self, line: LineT, key: int, choice: Choice) -> LineT:
        """``line`` with the item the clerk chose (``key`` as ``item_choices`` gives it)
        and what comes with it: its price, its taxes, what it requires."""

    @abstractmethod
    def update_totals(self) -> bool:
        """Work out the totals of the form again; True when they changed."""

    def cell_choices(self, column: int) -> list[tuple[str, object]]:
        """(text, data) of a CHOICE column."""
        return []

    def cell_applies(self, row: int, column: int) -> bool:
        """Whether the cell means anything on this line (a batch number only for items
        kept in batches): cells that do not apply are shown muted and never edited."""
        return True

    def column_visible(self, column: int) -> bool:
        """Whether the grid shows the column (batch columns only when a line needs them)."""
        return True

    def next_needed_column(self, row: int, column: int) -> int | None:
        """After Enter in ``column``: the cell of this row the line still needs, or None
        (then Enter goes to the next line's item)."""
        return None

    def line_problems(self) -> dict[str, str]:
        """Cell problems decidable while typing, for every row (keys from ``line_key``)."""
        return {}

    def item_choices(self, typed: str, limit: int = 30) -> list[Choice]:
        """What the item cell's picker offers for ``typed``."""
        return self.stock_items.search(typed, limit)

    def item_choice(self, key: int) -> Choice | None:
        return self.stock_items.get(key)

    def line_item_key(self, row: int) -> int | None:
        """The picker key of the line's item (None: no item yet)."""
        return self.lines[row].item_id

    def after_line_edit(self) -> None:
        """Called after every change of the lines: the totals follow."""
        self.schedule_totals()

    def bump_quantity(self, row: int) -> str:
        """A scan of the item already on ``row``: one more; returns the new quantity."""
        line = self.lines[row]
        quantity = (parse_decimal(line.quantity_text) or Decimal(0)) + 1
        text = format_decimal(quantity)
        self._put_line(row, dataclasses.replace(line, quantity_text=text))  # type: ignore[type-var]
        return text

    # -- state ---------------------------------------------------------------------------
    @property
    def editable(self) -> bool:
        """Whether the lines may still change."""
        return True

    @property
    def lines(self) -> tuple[LineT, ...]:
        found: tuple[LineT, ...] = self.form.lines  # type: ignore[attr-defined]
        return found

    def line_count(self) -> int:
        return len(self.lines)

    @property
    def lines_field(self) -> str:
        """The wire name of the lines array (``salesOrderDetails``, ``workOrderDetails``)."""
        return self.wires.field

    @property
    def item_column(self) -> int:
        return self.wires.item_column

    def line_key(self, row: int, column: int) -> str:
        """The error key of one grid cell (a wire path, as the server reports it)."""
        return self.wires.key(row, column)

    def column_kind(self, column: int) -> CellKind | None:
        # Asked for every cell the grid paints: the columns are read once.
        kinds: dict[int, CellKind] | None = getattr(self, "_column_kinds", None)
        if kinds is None:
            kinds = {spec.column: spec.kind for spec in self.grid_columns()}
            self._column_kinds = kinds
        return kinds.get(column)

    def cell_editable(self, row: int, column: int) -> bool:
        return (
            self.editable
            and self.column_kind(column) not in (None, CellKind.TOTAL)
            and self.cell_applies(row, column)
        )

    def cell_error(self, row: int, column: int) -> str:
        return self.field_errors.get(self.line_key(row, column), "")

    def line_errors(self) -> list[tuple[int, int, str]]:
        """Every cell error in grid order (row, column, text)."""
        found = []
        for key, text in self.field_errors.items():
            cell = self.wires.cell(key)
            if cell is not None:
                found.append((*cell, text))
        return sorted(found, key=lambda entry: (entry[0], entry[1]))

    def field_of_path(self, path: str) -> str | None:
        """``lines[i].price`` (i among the lines sent: blank rows are not sent) -> the grid
        cell of that line; header paths as the base class maps them."""
        sent_rows = [row for row, _ in filled(self.lines)]
        cell = self.wires.cell_of(path, sent_rows)
        return cell if cell is not None else super().field_of_path(path)

    def form_from_draft(self, payload: dict[str, Any]) -> FormT:
        """The draft's form, its lines rebuilt (a draft keeps them as mappings)."""
        form = super().form_from_draft(payload)
        line_type: type[Any] = type(self.blank_line())
        known = {field.name for field in dataclasses.fields(line_type)}
        lines = tuple(
            line_type(**{k: v for k, v in line.items() if k in known})
            for line in payload.get("lines", [])
        )
        return dataclasses.replace(form, lines=lines or (self.blank_line(),))  # type: ignore[type-var]

    def show_server_error(self, exc: api_errors.ApiError, *, context: str = "") -> None:
        super().show_server_error(exc, context=context)
        self.linesReset.emit()  # cells show their errors

    def show_record(self, record: RecordT) -> None:
        super().show_record(record)
        self.linesReset.emit()
        self.refresh_totals()

    # -- totals --------------------------------------------------------------------------
    def schedule_totals(self) -> None:
        """The totals follow a moment later (once for a burst of edits)."""
        if self._totals_timer is None:
            self._totals_timer = QTimer(self)
            self._totals_timer.setSingleShot(True)
            self._totals_timer.setInterval(TOTALS_DELAY_MS)
            self._totals_timer.timeout.connect(self.refresh_totals)
        self._totals_timer.start()

    def refresh_totals(self) -> None:
        """Work the totals out now (a save, a record shown, the burst is over)."""
        if self._totals_timer is not None:
            self._totals_timer.stop()
        if self.update_totals():
            self.totalsChanged.emit()

    # -- header --------------------------------------------------------------------------
    def default_sales_person(self, customer_id: int) -> None:
        """A customer with a sales person brings them, unless the form (its
        ``sales_person_id``) has one already."""
        if self.form.sales_person_id is not None:  # type: ignore[attr-defined]
            return
        customer = self.customers.get(customer_id)
        person = (customer.payload.get("salesPerson") or {}) if customer else {}
        if isinstance(person, dict) and person.get("id"):
            self.set_value("sales_person_id", int(person["id"]), field="salesPersonId")

    # -- line edits ----------------------------------------------------------------------
    def _put_line(self, row: int, line: LineT) -> None:
        """Replace one line; a filled last line gets an empty one after it."""
        lines = list(self.lines)
        lines[row] = line
        appended = row == len(lines) - 1 and not line.blank
        if appended:
            lines.append(self.blank_line())
        self._set_lines(tuple(lines))
        prefix = f"{self.lines_field}[{row}]."
        cross = tuple(f"].{name}" for name in self.cross_row_fields)
        errors = {
            k: v
            for k, v in self.field_errors.items()
            if not k.startswith(prefix) and not (cross and k.endswith(cross))
        }
        errors.pop(self.lines_field, None)
        errors.update(
            {
                k: v
                for k, v in self._all_line_problems().items()
                if k.startswith(prefix) or (cross and k.endswith(cross))
            }
        )
        self._set_field_errors(errors)
        self.lineChanged.emit(row)
        if appended:
            self.lineAppended.emit(len(lines) - 1)
        self.changed()
        self.after_line_edit()

    def _set_lines(self, lines: tuple[LineT, ...]) -> None:
        self.form = dataclasses.replace(self.form, lines=lines)  # type: ignore[type-var]
        self.submitted = False

    def _replace_lines(self, lines: Sequence[LineT]) -> None:
        """Rows moved (a line inserted or removed): every cell error is worked out again."""
        rows = tuple(lines)
        if not rows or not rows[-1].blank:
            rows = (*rows, self.blank_line())
        self._set_lines(rows)
        self._set_field_errors(
            {k: v for k, v in self.field_errors.items() if not k.startswith(self.lines_field)}
            | self._all_line_problems()
        )
        self.linesReset.emit()
        self.changed()
        self.after_line_edit()

    def insert_line(self, row: int) -> None:
        lines = list(self.lines)
        lines.insert(max(0, min(row, len(lines))), self.blank_line())
        self._replace_lines(lines)

    def set_text(self, row: int, column: int, text: str) -> None:
        """The clerk typed ``text`` into a ``text_cells`` cell (or chose it from a list)."""
        if not 0 <= row < len(self.lines):
            return
        attribute = self.text_cells.get(column)
        line = self.lines[row]
        if attribute is None or getattr(line, attribute) == text:
            return
        self._put_line(row, dataclasses.replace(line, **{attribute: text}))  # type: ignore[type-var]

    def choose_item(self, row: int, key: int | None) -> None:
        """A picker choice for a line (``key`` as ``item_choices`` gives it; None: the
        clerk emptied the cell)."""
        if not 0 <= row < len(self.lines):
            return
        line = self.lines[row]
        if key is None:
            self._put_line(row, dataclasses.replace(line, item_id=None, item_label=""))  # type: ignore[type-var]
            return
        choice = self.item_choice(key)
        if choice is not None:
            self._put_line(row, self.with_item(line, key, choice))

    def remove_line(self, row: int) -> None:
        """Remove a line (the last, empty row stays: there is always one to type into)."""
        lines = list(self.lines)
        if not 0 <= row < len(lines) or (row == len(lines) - 1 and lines[row].blank):
            return
        del lines[row]
        self._replace_lines(lines)

    def keep_unmatched(self, row: int, text: str) -> None:
        """The item typed into a line names no single item: the line keeps the text as
        typed (no item), and its item cell says why until the clerk picks one."""
        if not 0 <= row < len(self.lines) or not text.strip():
            return
        line = self.lines[row]
        self._put_line(row, dataclasses.replace(line, item_id=None, item_label=text.strip()))  # type: ignore[type-var]

    def line_unmatched(self, row: int) -> bool:
        """Whether the line holds typed text that named no item."""
        line = self.lines[row]
        return line.item_id is None and bool(line.item_label.strip())

    def unmatched_problems(self) -> dict[str, str]:
        """The item cell of every line whose typed text names no single item, with why."""
        problems = {}
        for row in range(len(self.lines)):
            if not self.line_unmatched(row):
                continue
            text = self.lines[row].item_label.strip()
            count = len(self.item_choices(text, limit=2))  # 1 would have been taken
            if count:
                reason = translate(
                    "ItemLines", "“{text}” matches more than one item. Pick one from the list (F2)."
                )
            else:
                reason = translate("ItemLines", "No item has the code or name “{text}”.")
            problems[self.line_key(row, self.item_column)] = reason.format(text=text)
        return problems

    def _all_line_problems(self) -> dict[str, str]:
        return self.line_problems() | self.unmatched_problems()

    # -- the barcode field ---------------------------------------------------------------
    def scan(self, text: str) -> bool:
        """A barcode, SKU or code: add that item (quantity 1) or add 1 to its line."""
        code = text.strip()
        if not code:
            return False
        item = self._item_by_code(code)
        if item is None:
            text = translate("ItemLines", "No stock item has the code, SKU or barcode “{code}”.")
            self.scanResult.emit(text.format(code=code))
            return False
        for row in range(len(self.lines)):
            if self.line_item_key(row) == item.id:
                quantity = self.bump_quantity(row)
                self.scanResult.emit(
                    translate("ItemLines", "{item}: quantity {quantity} (line {line}).").format(
                        item=item.label, quantity=quantity, line=format_count(row + 1)
                    )
                )
                return True
        row = len(self.lines) - 1  # the empty last row
        self.choose_item(row, item.id)
        self.scanResult.emit(
            translate("ItemLines", "{item} added (line {line}).").format(
                item=item.label, line=format_count(row + 1)
            )
        )
        return True

    def item_key_by_code(self, text: str) -> int | None:
        """The picker key of the item whose code (SKU, barcode) is exactly ``text``."""
        item = self._item_by_code(text.strip())
        return item.id if item is not None else None

    def _item_by_code(self, code: str) -> Choice | None:
        return item_by_code(self.stock_items, code)
