"""Importing a table of stock items or customers: columns, header matching, rows -> requests.

Qt-free: the view-model words the issues (``FieldIssue`` kinds) and shows the rows. One
``ImportKind`` per record type says which fields a file may fill, under which headers (English
and Arabic), and which request model a row becomes in each ``ImportMode``.

Rules where the spec is silent (our choices):
- A header matches a field when, folded (case, spaces, punctuation, Arabic letter variants
  and diacritics), it equals the field's English label, its wire or Python name, or one of
  its Arabic names. The clerk can change every column's field before importing.
- A blank cell means "no value": on create the field is left out; on update the stored
  value is kept (a sheet with gaps must not wipe data). To clear a value, edit the record.
- Numbers may use Arabic-Indic digits; "1,234.5" and "1.234,5" both read as 1234.5; a lone
  comma is a decimal comma when the file's numbers use it that way (semicolon CSVs from
  European or Arabic Excel), else a thousands separator.
- Create mode gives every row an external id (the file's, else ``BOD-`` and a hash of the
  row's key: code, else description/name), so that importing the same file again finds the
  records it created instead of creating them twice (see ``import_send``).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ValidationError

from app.models.customers import (
    CustomerBatchUpdateByCodeRequest,
    CustomerBatchUpdateByIdRequest,
    CustomerCreateRequest,
    CustomerPaymentType,
    CustomerPricingType,
    CustomerType,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.models.stock_items import StockItemBatchUpdateRequest, StockItemCreateRequest
from app.models.validation import FieldIssue, issues_from, wire_path
from app.sync.markers import PREFIX
from app.text.digits import TO_LATIN_DIGITS

CHUNK_SIZE = 100
"""Rows per batch request. The spec gives no batch limit; 100 keeps one request (and what
a lost answer leaves in doubt) small, and the lookups that follow (1,000 keys) in one call."""


class ImportMode(StrEnum):
    CREATE = "create"
    BY_ID = "id"
    BY_CODE = "code"
    BY_SKU = "sku"


class Parse(StrEnum):
    TEXT = "text"
    DECIMAL = "decimal"
    INT = "int"
    BOOL = "bool"
    CHOICE = "choice"


@dataclass(frozen=True)
class ImportField:
    """A field a column can fill: ``name`` is the request's (snake_case) field."""

    name: str
    label: str
    """English, marked for translation in context "Import"."""
    parse: Parse = Parse.TEXT
    arabic: tuple[str, ...] = ()
    """Arabic headers that mean this field (and other common spellings)."""
    choices: dict[str, str] = field(default_factory=dict)
    """For CHOICE: folded spelling -> wire value."""
    update_only: bool = False
    """Only an update sends it (the create body has no such field)."""


@dataclass(frozen=True)
class ImportKind:
    """One record type's import: fields, modes and request models."""

    name: str
    """The cached list name and change-notice resource: "stock_items" or "customers"."""
    title: str
    fields: tuple[ImportField, ...]
    modes: tuple[ImportMode, ...]
    create_model: type[BaseModel]
    update_models: dict[ImportMode, type[BaseModel]]
    name_field: str
    """The record's name (description or name): the key of a row without a code."""
    external_id_max: int

    def field(self, name: str) -> ImportField | None:
        return next((one for one in self.fields if one.name == name), None)

    def model_for(self, mode: ImportMode) -> type[BaseModel]:
        return self.create_model if mode is ImportMode.CREATE else self.update_models[mode]

    def key_field(self, mode: ImportMode) -> str | None:
        """The field that finds the record in an update mode (None on create)."""
        return None if mode is ImportMode.CREATE else str(mode)


_YES = {"yes", "y", "true", "1", "active", "نعم", "صح", "نشط", "فعال", "x"}
_NO = {"no", "n", "false", "0", "inactive", "لا", "خطا", "غيرنشط", "موقوف"}

STOCK_ITEMS = ImportKind(
    name="stock_items",
    title=QT_TRANSLATE_NOOP("Import", "Stock items"),
    fields=(
        ImportField(
            "id", QT_TRANSLATE_NOOP("Import", "Id"), Parse.INT, ("المعرف", "معرف", "رقم الصنف")
        ),
        ImportField(
            "code",
            QT_TRANSLATE_NOOP("Import", "Code"),
            arabic=("الكود", "كود", "الرمز", "رمز", "كود الصنف"),
        ),
        ImportField(
            "sku",
            QT_TRANSLATE_NOOP("Import", "SKU"),
            arabic=("رمز التخزين", "الباركود", "باركود", "barcode"),
        ),
        ImportField(
            "part_number",
            QT_TRANSLATE_NOOP("Import", "Part number"),
            arabic=("رقم القطعة", "part no"),
        ),
        ImportField(
            "external_id", QT_TRANSLATE_NOOP("Import", "External id"), arabic=("المعرف الخارجي",)
        ),
        ImportField(
            "description",
            QT_TRANSLATE_NOOP("Import", "Description"),
            arabic=("الوصف", "وصف", "اسم الصنف", "الصنف", "الاسم", "name", "item"),
        ),
        ImportField(
            "other_lang_description",
            QT_TRANSLATE_NOOP("Import", "Description in another language"),
            arabic=("الوصف بلغة أخرى", "الوصف الانجليزي", "الوصف بالانجليزي"),
        ),
        ImportField(
            "oe_number", QT_TRANSLATE_NOOP("Import", "OE number"), arabic=("رقم المصنع", "oe")
        ),
        ImportField(
            "classification_id",
            QT_TRANSLATE_NOOP("Import", "Classification id"),
            Parse.INT,
            ("معرف التصنيف",),
        ),
        ImportField(
            "brand_id",
            QT_TRANSLATE_NOOP("Import", "Brand id"),
            Parse.INT,
            ("معرف الماركة", "معرف العلامة"),
        ),
        ImportField("tax_id", QT_TRANSLATE_NOOP("Import", "Tax id"), Parse.INT, ("معرف الضريبة",)),
        ImportField(
            "price",
            QT_TRANSLATE_NOOP("Import", "Price"),
            Parse.DECIMAL,
            ("السعر", "سعر البيع", "سعر المستهلك", "end user price", "selling price"),
        ),
        ImportField(
            "dealer_price",
            QT_TRANSLATE_NOOP("Import", "Dealer price"),
            Parse.DECIMAL,
            ("سعر الموزع", "سعر التاجر"),
        ),
        ImportField(
            "super_dealer_price",
            QT_TRANSLATE_NOOP("Import", "Super dealer price"),
            Parse.DECIMAL,
            ("سعر كبار الموزعين",),
        ),
        ImportField(
            "purchase_price",
            QT_TRANSLATE_NOOP("Import", "Purchase price"),
            Parse.DECIMAL,
            ("سعر الشراء", "التكلفة", "cost"),
        ),
        ImportField(
            "minimum_price",
            QT_TRANSLATE_NOOP("Import", "Minimum price"),
            Parse.DECIMAL,
            ("أقل سعر", "الحد الأدنى للسعر"),
        ),
        ImportField("weight", QT_TRANSLATE_NOOP("Import", "Weight"), Parse.DECIMAL, ("الوزن",)),
        ImportField("warranty", QT_TRANSLATE_NOOP("Import", "Warranty"), arabic=("الضمان",)),
        ImportField(
            "note", QT_TRANSLATE_NOOP("Import", "Note"), arabic=("ملاحظات", "ملاحظة", "notes")
        ),
        ImportField(
            "is_active",
            QT_TRANSLATE_NOOP("Import", "Active"),
            Parse.BOOL,
            ("نشط", "فعال"),
            update_only=True,
        ),
    ),
    modes=(ImportMode.CREATE, ImportMode.BY_ID, ImportMode.BY_CODE, ImportMode.BY_SKU),
    create_model=StockItemCreateRequest,
    update_models={
        ImportMode.BY_ID: StockItemBatchUpdateRequest,
        ImportMode.BY_CODE: StockItemBatchUpdateRequest,
        ImportMode.BY_SKU: StockItemBatchUpdateRequest,
    },
    name_field="description",
    external_id_max=128,
)

CUSTOMERS = ImportKind(
    name="customers",
    title=QT_TRANSLATE_NOOP("Import", "Customers"),
    fields=(
        ImportField(
            "id", QT_TRANSLATE_NOOP("Import", "Id"), Parse.INT, ("المعرف", "معرف", "رقم العميل")
        ),
        ImportField(
            "code",
            QT_TRANSLATE_NOOP("Import", "Code"),
            arabic=("الكود", "كود", "الرمز", "رمز", "كود العميل"),
        ),
        ImportField(
            "name",
            QT_TRANSLATE_NOOP("Import", "Name"),
            arabic=("الاسم", "اسم", "اسم العميل", "العميل", "customer"),
        ),
        ImportField(
            "customer_type",
            QT_TRANSLATE_NOOP("Import", "Customer type"),
            Parse.CHOICE,
            ("نوع العميل", "النوع", "type"),
            choices={
                "consumer": CustomerType.Consumer,
                "مستهلك": CustomerType.Consumer,
                "فرد": CustomerType.Consumer,
                "business": CustomerType.Business,
                "شركه": CustomerType.Business,
                "تجاري": CustomerType.Business,
            },
        ),
        ImportField(
            "pricing_type",
            QT_TRANSLATE_NOOP("Import", "Pricing type"),
            Parse.CHOICE,
            ("نوع التسعير",),
            choices={value.casefold(): value for value in CustomerPricingType},
        ),
        ImportField(
            "payment_type",
            QT_TRANSLATE_NOOP("Import", "Payment type"),
            Parse.CHOICE,
            ("طريقه الدفع", "طريقة السداد"),
            choices={
                "credit": CustomerPaymentType.Credit,
                "اجل": CustomerPaymentType.Credit,
                "cash": CustomerPaymentType.Cash,
                "نقدي": CustomerPaymentType.Cash,
                "نقدا": CustomerPaymentType.Cash,
                "كاش": CustomerPaymentType.Cash,
            },
        ),
        ImportField(
            "payment_max_due_days",
            QT_TRANSLATE_NOOP("Import", "Payment days"),
            Parse.INT,
            ("أيام السداد",),
        ),
        ImportField(
            "credit_limit",
            QT_TRANSLATE_NOOP("Import", "Credit limit"),
            Parse.DECIMAL,
            ("حد الائتمان",),
        ),
        ImportField(
            "tax_registration_id",
            QT_TRANSLATE_NOOP("Import", "Tax registration id"),
            arabic=("الرقم الضريبي", "رقم التسجيل الضريبي", "tax id", "vat number"),
        ),
        ImportField(
            "national_id",
            QT_TRANSLATE_NOOP("Import", "National id"),
            arabic=("الرقم القومي", "رقم الهوية"),
        ),
        ImportField(
            "contact_person",
            QT_TRANSLATE_NOOP("Import", "Contact person"),
            arabic=("الشخص المسؤول", "جهة الاتصال"),
        ),
        ImportField(
            "phone",
            QT_TRANSLATE_NOOP("Import", "Phone"),
            arabic=("الهاتف", "هاتف", "تليفون", "telephone"),
        ),
        ImportField(
            "phone2", QT_TRANSLATE_NOOP("Import", "Phone 2"), arabic=("هاتف 2", "هاتف آخر")
        ),
        ImportField(
            "mobile",
            QT_TRANSLATE_NOOP("Import", "Mobile"),
            arabic=("الموبايل", "الجوال", "المحمول", "موبايل"),
        ),
        ImportField("fax", QT_TRANSLATE_NOOP("Import", "Fax"), arabic=("فاكس", "الفاكس")),
        ImportField(
            "email",
            QT_TRANSLATE_NOOP("Import", "Email"),
            arabic=("البريد الإلكتروني", "البريد", "الايميل", "e-mail"),
        ),
        ImportField(
            "postal_zip_code",
            QT_TRANSLATE_NOOP("Import", "Postal code"),
            arabic=("الرمز البريدي", "zip"),
        ),
        ImportField(
            "external_id", QT_TRANSLATE_NOOP("Import", "External id"), arabic=("المعرف الخارجي",)
        ),
        ImportField(
            "sales_person_id",
            QT_TRANSLATE_NOOP("Import", "Sales person id"),
            Parse.INT,
            ("معرف المندوب",),
        ),
        ImportField("active", QT_TRANSLATE_NOOP("Import", "Active"), Parse.BOOL, ("نشط", "فعال")),
    ),
    modes=(ImportMode.CREATE, ImportMode.BY_ID, ImportMode.BY_CODE),
    create_model=CustomerCreateRequest,
    update_models={
        ImportMode.BY_ID: CustomerBatchUpdateByIdRequest,
        ImportMode.BY_CODE: CustomerBatchUpdateByCodeRequest,
    },
    name_field="name",
    external_id_max=50,
)

KINDS = {kind.name: kind for kind in (STOCK_ITEMS, CUSTOMERS)}


# -- headers -----------------------------------------------------------------------------------
_ARABIC_MARKS = re.compile("[\u064b-\u0652\u0670\u0640]")  # harakat, dagger alef, tatweel
_LETTER_VARIANTS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ة": "ه", "ى": "ي"})


def fold(text: str) -> str:
    """A header or choice as compared: case, spaces, punctuation, Arabic letter variants
    and diacritics ignored ("Part number", "part_number", "partNumber" are one)."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = _ARABIC_MARKS.sub("", text).translate(_LETTER_VARIANTS)
    return "".join(character for character in text if character.isalnum())


def _names(one: ImportField) -> set[str]:
    return {
        fold(one.label),
        fold(one.name),
        fold(wire_path((one.name,))),
        *(fold(name) for name in one.arabic),
    }


def match_headers(kind: ImportKind, headers: Sequence[str]) -> list[str | None]:
    """The field each column fills (None: the column is not imported). A field is taken by
    its first matching column only."""
    taken: set[str] = set()
    mapping: list[str | None] = []
    for header in headers:
        folded = fold(header)
        found = next(
            (one.name for one in kind.fields if one.name not in taken and folded in _names(one)),
            None,
        )
        if found is not None and folded:
            taken.add(found)
            mapping.append(found)
        else:
            mapping.append(None)
    return mapping


# -- cells -------------------------------------------------------------------------------------
_LONE_DECIMAL_COMMA = re.compile(r"^-?\d+,(\d{1,2}|\d{4,})$")


def uses_decimal_comma(cells: Sequence[str]) -> bool:
    """Whether a file's numbers write decimals with a comma: one of them has a comma and no
    point, and a comma that cannot be a thousands separator (not followed by 3 digits)."""
    for cell in cells:
        text = cell.strip().translate(TO_LATIN_DIGITS).replace(" ", "")
        if "." not in text and _LONE_DECIMAL_COMMA.match(text):
            return True
    return False


def parse_number(text: str, *, decimal_comma: bool = False) -> Decimal | None:
    """A number as a spreadsheet writes it, or None when ``text`` is not one."""
    cleaned = text.strip().translate(TO_LATIN_DIGITS)
    cleaned = cleaned.replace("\u066c", "").replace("\u00a0", "").replace(" ", "")
    cleaned = cleaned.replace("\u066b", ".")
    if "," in cleaned and "." in cleaned:
        # Both marks: the last one is the decimal mark.
        if cleaned.rfind(",") > cleaned.rfind("."):
            cleaned = cleaned.replace(".", "").replace(",", ".")
        else:
            cleaned = cleaned.replace(",", "")
    elif "," in cleaned:
        cleaned = cleaned.replace(",", "." if decimal_comma else "")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    return value if value.is_finite() else None


def _parse_cell(one: ImportField, text: str, decimal_comma: bool) -> tuple[Any, FieldIssue | None]:
    path = wire_path((one.name,))
    match one.parse:
        case Parse.TEXT:
            return text, None
        case Parse.DECIMAL:
            number = parse_number(text, decimal_comma=decimal_comma)
            if number is None:
                return None, FieldIssue(path, "decimal_parsing", "Enter a number.")
            return number, None
        case Parse.INT:
            number = parse_number(text)
            if number is None or number != number.to_integral_value():
                return None, FieldIssue(path, "int_parsing", "Enter a whole number.")
            return int(number), None
        case Parse.BOOL:
            folded = fold(text)
            if folded in {fold(word) for word in _YES}:
                return True, None
            if folded in {fold(word) for word in _NO}:
                return False, None
            return None, FieldIssue(path, "import_bool", "Write yes or no.")
        case Parse.CHOICE:
            choice = one.choices.get(fold(text))
            if choice is None:
                allowed = sorted({str(value) for value in one.choices.values()})
                return None, FieldIssue(
                    path, "import_choice", "Use one of: {choices}.", {"choices": allowed}
                )
            return choice, None
    raise AssertionError(one.parse)


# -- rows --------------------------------------------------------------------------------------
class RowState(StrEnum):
    READY = "ready"
    INVALID = "invalid"
    """Something in the file is wrong: fix it there (never sent)."""
    EXISTS = "exists"
    """Create mode: already on the server (imported before, or the code is taken): skipped."""
    NOT_FOUND = "not_found"
    """Update mode: no record has this key: not sent."""
    CREATED = "created"
    UPDATED = "updated"
    FAILED = "failed"
    """The server refused it."""
    UNKNOWN = "unknown"
    """The answer was lost and the lookup could not tell; importing again is safe."""


FAILED_STATES = frozenset({RowState.INVALID, RowState.NOT_FOUND, RowState.FAILED, RowState.UNKNOWN})


@dataclass
class ImportRow:
    """One data row of the file and what became of it."""

    index: int
    """0-based among the data rows; the spreadsheet line is ``index + 2`` (header on 1)."""
    cells: list[str]
    values: dict[str, Any] = field(default_factory=dict)
    """Parsed values by field name (blank cells left out)."""
    issues: list[FieldIssue] = field(default_factory=list)
    state: RowState = RowState.READY
    key: str = ""
    """Create: the external id; update: the key value (id, code or sku) as text."""
    record_id: int | None = None
    record_code: str | None = None
    error_code: str | None = None
    message: str = ""
    """The server's words (failed) or the issue kind the view words (other states)."""
    repeats: int | None = None
    """The line of an earlier row with the same key (this one is then not sent)."""
    problem: BaseException | None = None
    """The error of a request that failed as a whole (offline, lost answer, ...)."""

    @property
    def line(self) -> int:
        return self.index + 2


def derived_external_id(kind: ImportKind, values: dict[str, Any]) -> str:
    """``BOD-`` and 32 hex digits of a hash of the row's key (the code, else the name), so
    the same row of the same file always gets the same external id."""
    key = str(values.get("code") or values.get(kind.name_field) or "").strip().casefold()
    digest = hashlib.sha256(f"import|{kind.name}|{key}".encode()).hexdigest()[:32]
    return f"{PREFIX}{digest}"[: kind.external_id_max]


def prepare_rows(
    kind: ImportKind,
    mode: ImportMode,
    rows: Sequence[Sequence[str]],
    mapping: Sequence[str | None],
) -> list[ImportRow]:
    """Each row parsed and checked against the request model of ``mode``; the key each
    row is found by (update) or remembered by (create); repeated keys flagged."""
    numeric = [
        index
        for index, name in enumerate(mapping)
        if name is not None and (one := kind.field(name)) is not None and one.parse is Parse.DECIMAL
    ]
    decimal_comma = uses_decimal_comma([row[index] for row in rows for index in numeric])
    prepared = [
        _prepare(kind, mode, index, list(row), mapping, decimal_comma)
        for index, row in enumerate(rows)
    ]
    seen: dict[str, int] = {}
    for row in prepared:
        if row.state is not RowState.READY or not row.key:
            continue
        folded = row.key.casefold()
        if folded in seen:
            row.state = RowState.INVALID
            row.repeats = seen[folded]
            row.message = "repeat"
        else:
            seen[folded] = row.line
    return prepared


def _prepare(
    kind: ImportKind,
    mode: ImportMode,
    index: int,
    cells: list[str],
    mapping: Sequence[str | None],
    decimal_comma: bool,
) -> ImportRow:
    row = ImportRow(index, cells)
    for column, name in enumerate(mapping):
        one = kind.field(name) if name is not None else None
        text = cells[column].strip() if column < len(cells) else ""
        if one is None or not text:
            continue
        if one.update_only and mode is ImportMode.CREATE:
            continue
        value, issue = _parse_cell(one, text, decimal_comma)
        if issue is not None:
            row.issues.append(issue)
        else:
            row.values[one.name] = value
    key_field = kind.key_field(mode)
    if key_field is not None and key_field not in row.values:
        row.issues.append(FieldIssue(wire_path((key_field,)), "import_key_missing", "missing"))
    elif mode is ImportMode.CREATE and not row.values.get("external_id"):
        row.values["external_id"] = derived_external_id(kind, row.values)
    model = kind.model_for(mode)
    try:
        model.model_validate(_for_model(kind, mode, row.values), by_name=True)
    except ValidationError as exc:
        parsed = {issue.field for issue in row.issues}
        row.issues.extend(issue for issue in issues_from(exc) if issue.field not in parsed)
    if mode is ImportMode.CREATE:
        row.key = str(row.values.get("external_id", ""))
    elif key_field is not None and key_field in row.values:
        row.key = str(row.values[key_field]).strip()
    if row.issues:
        row.state = RowState.INVALID
    return row


def _for_model(kind: ImportKind, mode: ImportMode, values: dict[str, Any]) -> dict[str, Any]:
    """What the file gives, completed so that an update checks only the file's own fields:
    the stored record fills the rest at sending time, so a missing description or name is
    not the row's fault there."""
    if mode is ImportMode.CREATE:
        return values
    return {kind.name_field: "-", **values}


def column_of(mapping: Sequence[str | None], issue: FieldIssue) -> int | None:
    """The file column an issue points at (the one that fills its field), if any."""
    head = re.split(r"[.\[]", issue.field, maxsplit=1)[0]
    for column, name in enumerate(mapping):
        if name is not None and wire_path((name,)) == head:
            return column
    return None


def request_for(
    kind: ImportKind, mode: ImportMode, row: ImportRow, base: dict[str, Any] | None = None
) -> BaseModel:
    """The request a ready row sends: on update the stored record (``base``, request field
    names) with the file's values over it."""
    data = dict(base or {})
    key_field = kind.key_field(mode)
    # The key found the record: the stored spelling stays (a SKU matched ignoring case).
    data.update(
        (name, value)
        for name, value in row.values.items()
        if base is None or name != key_field or mode is ImportMode.BY_ID
    )
    return kind.model_for(mode).model_validate(data, by_name=True)


Describe = Callable[[FieldIssue], str]
