"""Demo company: sales persons.

A Cairo team under one supervisor, an Alexandria pair, a former employee kept for history
(inactive) and an outside distribution agent (external: listed, but 404 on get, update and
delete, as the spec says).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from app.sandbox.db import utc_now

SUPERVISOR_CODE = "SP-001"


@dataclass(frozen=True)
class Person:
    code: str
    name: str
    team: int  # classificationCode: 1 Cairo, 2 Alexandria, 3 agents
    credit_limit: float
    external_id: str | None = None
    supervised: bool = False
    active: bool = True
    external: bool = False


PERSONS = (
    Person(SUPERVISOR_CODE, "Ahmed Hassan", 1, 500_000, "HR-1001"),
    Person("SP-002", "Mohamed Abdel Aziz", 1, 150_000, "HR-1002", supervised=True),
    Person("SP-003", "Mona El-Sayed", 1, 150_000, "HR-1003", supervised=True),
    Person("SP-004", "Karim Fathy", 2, 100_000, "HR-1004", supervised=True),
    Person("SP-005", "Yasmine Adel", 2, 100_000, "HR-1005", supervised=True),
    # Clerks often type names in Arabic; the list must show them right to left.
    Person("SP-006", "خالد منصور", 1, 75_000, "HR-1006"),
    Person("SP-007", "Nour El-Din Samir", 1, 0, "HR-0987", active=False),
    Person("AG-001", "Delta Distribution Agency", 3, 250_000, "AGT-DELTA", external=True),
)


def populate(conn: sqlite3.Connection, tenant_id: int) -> None:
    """Write the demo data into an empty tenant."""
    now = utc_now()
    conn.executemany(
        "INSERT INTO sales_persons (tenant_id, code, name, classification_code, credit_limit, "
        "external_id, is_external, is_active, is_supervisor, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (
                tenant_id,
                person.code,
                person.name,
                person.team,
                person.credit_limit,
                person.external_id,
                int(person.external),
                int(person.active),
                int(person.code == SUPERVISOR_CODE),
                now,
                now,
            )
            for person in PERSONS
        ],
    )
    supervised = [person.code for person in PERSONS if person.supervised]
    conn.execute(
        "UPDATE sales_persons SET supervisor_id = (SELECT id FROM sales_persons "
        "WHERE tenant_id = ? AND code = ?) "
        f"WHERE tenant_id = ? AND code IN ({', '.join('?' * len(supervised))})",
        (tenant_id, SUPERVISOR_CODE, tenant_id, *supervised),
    )
