"""Checking serial numbers of one item against the server's two validations: may this
customer return it (it was sold to them and not returned since), and did it come back on
a given receive-returns work order."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.viewmodels.choices import CachedChoices
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

MAX_SERIALS = 200
"""Serials checked at once (each one is a request; the rate limit allows 5 a second)."""


class SerialCheck(StrEnum):
    RETURN_BY_CUSTOMER = "returns"
    RETURNED_ON = "returned"


@dataclass(frozen=True)
class SerialVerdict:
    serial: str
    valid: bool
    status: str
    reason: str


def serials_of(text: str) -> list[str]:
    """One serial per line (or separated by commas, tabs or spaces), repeats once."""
    for separator in (",", "\t", ";", " "):
        text = text.replace(separator, "\n")
    seen: dict[str, None] = {}
    for line in text.splitlines():
        if line.strip():
            seen.setdefault(line.strip(), None)
    return list(seen)


def status_text(status: str | None) -> str:
    texts = {
        "InStock": translate("SerialCheck", "In stock"),
        "Sold": translate("SerialCheck", "Sold"),
        "Returned": translate("SerialCheck", "Returned"),
    }
    if status is None:
        return translate("SerialCheck", "Unknown serial")
    return texts.get(status, status)


class SerialCheckViewModel(TaskOwner):
    """Checks the serials the clerk typed or pasted, one request each, in order."""

    verdictsChanged = Signal()
    problemChanged = Signal(str)
    """What stops the check (missing customer, no serials...), or why it failed."""
    checkingChanged = Signal(bool)

    def __init__(
        self,
        session: Session,
        errors: ErrorPresenter,
        item_id: int,
        item_label: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.item_id = item_id
        self.item_label = item_label
        self.customers = CachedChoices(session, "customers")
        self.verdicts: list[SerialVerdict] = []
        self.checking = False
        self._generation = 0

    def check(self, mode: str, serials_text: str, *, customer_id: int | None, rr_code: str) -> bool:
        serials = serials_of(serials_text)
        kind = SerialCheck(mode)
        problem = ""
        if not serials:
            problem = translate("SerialCheck", "Type or paste at least one serial number.")
        elif len(serials) > MAX_SERIALS:
            problem = translate(
                "SerialCheck", "Check at most %Ln serials at once.", "", MAX_SERIALS
            )
        elif kind is SerialCheck.RETURN_BY_CUSTOMER and customer_id is None:
            problem = translate("SerialCheck", "Choose the customer who wants to return it.")
        elif kind is SerialCheck.RETURNED_ON and not rr_code.strip():
            problem = translate("SerialCheck", "Type the code of the receive-returns order.")
        self.problemChanged.emit(problem)
        if problem:
            return False
        self._generation += 1
        self.verdicts = []
        self.verdictsChanged.emit()
        self.run(
            self._check(self._generation, kind, serials, customer_id, rr_code.strip()),
            context=translate("SerialCheck", "Checking serial numbers"),
        )
        return True

    async def _check(
        self,
        generation: int,
        kind: SerialCheck,
        serials: list[str],
        customer_id: int | None,
        rr_code: str,
    ) -> None:
        client = self.session.client.stock_items
        self._set_checking(True)
        try:
            for serial in serials:
                try:
                    if kind is SerialCheck.RETURN_BY_CUSTOMER:
                        assert customer_id is not None
                        answer = await client.validate_serial_for_return(
                            self.item_id, serial, customer_id
                        )
                    else:
                        answer = await client.validate_returned_serial(
                            self.item_id, serial, rr_code
                        )
                except api_errors.NotFound:
                    self.problemChanged.emit(
                        translate("SerialCheck", "The server does not know this item or customer.")
                    )
                    return
                except api_errors.ApiError as exc:
                    self.problemChanged.emit(describe_error(exc).text)
                    return
                if generation != self._generation:
                    return
                self.verdicts.append(
                    SerialVerdict(
                        serial,
                        answer.is_valid,
                        status_text(answer.status),
                        answer.reason or "",
                    )
                )
                self.verdictsChanged.emit()
        finally:
            if generation == self._generation:
                self._set_checking(False)

    def _set_checking(self, checking: bool) -> None:
        self.checking = checking
        self.checkingChanged.emit(checking)
