"""Looking up demo customers (and other rows by key) in a test's tenant."""

from __future__ import annotations

from tests.support.sandbox import Tenant


def scalar(tenant: Tenant, sql: str, *args: object) -> int:
    """The first column of the first row of ``sql``, which must find one."""
    with tenant.db.transaction() as conn:
        row = conn.execute(sql, args).fetchone()
    assert row is not None, f"nothing found by {sql!r} {args!r}"
    return int(row[0])


def customer_id(tenant: Tenant, code: str) -> int:
    """The id of the tenant's customer with ``code`` (CUS-0002 is Al Ahram Electronics)."""
    return scalar(
        tenant, "SELECT id FROM customers WHERE tenant_id = ? AND code = ?", tenant.id, code
    )
