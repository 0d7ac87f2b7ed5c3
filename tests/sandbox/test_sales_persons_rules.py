"""Sales persons, rule by rule (spec: conventions and master data, "Sales persons")."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import httpx
import pytest
from fastapi import FastAPI

from tests.support.sandbox import Tenant, asgi_client

DEMO_PERSONS = 8


@pytest.fixture
async def http(sandbox_app: FastAPI, tenant: Tenant) -> AsyncIterator[httpx.AsyncClient]:
    async with asgi_client(sandbox_app, tenant.authorization) as client:
        yield client


async def create(http: httpx.AsyncClient, **body: object) -> httpx.Response:
    return await http.post("/v3/sales-persons", json={"name": "Sherif Naguib", **body})


async def new_person(http: httpx.AsyncClient, **body: object) -> dict:
    response = await create(http, **body)
    assert response.status_code == 201, response.text
    return response.json()


def code_of(response: httpx.Response) -> str:
    assert response.status_code == 409, response.text
    return response.json()["errorCode"]


async def listed(http: httpx.AsyncClient, **params: object) -> list[str]:
    response = await http.get("/v3/sales-persons", params=params)
    assert response.status_code == 200, response.text
    return [person["code"] for person in response.json()["items"]]


def person_id(tenant: Tenant, code: str) -> int:
    with tenant.db.transaction() as conn:
        row = conn.execute(
            "SELECT id FROM sales_persons WHERE tenant_id = ? AND code = ?", (tenant.id, code)
        ).fetchone()
    return int(row["id"])


def stored(tenant: Tenant, person: int) -> dict:
    with tenant.db.transaction() as conn:
        return dict(conn.execute("SELECT * FROM sales_persons WHERE id = ?", (person,)).fetchone())


# -- rule 1: the list --------------------------------------------------------------------------
async def test_rule_1_list_includes_internal_external_and_inactive_persons_ordered_by_id(
    http: httpx.AsyncClient,
) -> None:
    body = (await http.get("/v3/sales-persons")).json()
    ids = [person["id"] for person in body["items"]]
    assert ids == sorted(ids) and body["totalCount"] == len(ids) == DEMO_PERSONS
    by_code = {person["code"]: person for person in body["items"]}
    assert by_code["AG-001"]["isExternal"] is True
    assert by_code["SP-007"]["isActive"] is False


async def test_rule_1_code_and_name_are_contains_matches(http: httpx.AsyncClient) -> None:
    assert await listed(http, code="P-00") == [f"SP-00{n}" for n in range(1, 8)]
    assert await listed(http, name="hassan") == ["SP-001"]
    assert await listed(http, name="منصور") == ["SP-006"]


async def test_rule_1_external_id_is_an_exact_match(http: httpx.AsyncClient) -> None:
    assert await listed(http, externalId="HR-1003") == ["SP-003"]
    assert (await http.get("/v3/sales-persons", params={"externalId": "HR-100"})).status_code == (
        404
    )


async def test_rule_1_filters_combine(http: httpx.AsyncClient) -> None:
    assert await listed(http, code="SP", name="Adel") == ["SP-005"]


async def test_rule_1_values_are_trimmed_and_blank_ones_ignored(http: httpx.AsyncClient) -> None:
    assert await listed(http, code="  SP-003 ") == ["SP-003"]
    assert len(await listed(http, code="  ", name="", externalId=" ")) == DEMO_PERSONS


async def test_rule_1_update_date_means_created_or_updated_strictly_after(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    tenant.execute(
        "UPDATE sales_persons SET updated_at = '2025-05-01T08:00:00.000000+00:00' "
        "WHERE tenant_id = ?",
        tenant.id,
    )
    tenant.execute(
        "UPDATE sales_persons SET updated_at = '2025-05-02T08:00:00.000000+00:00' "
        "WHERE tenant_id = ? AND code = 'SP-004'",
        tenant.id,
    )
    assert await listed(http, updateDate="2025-05-01T08:00:00Z") == ["SP-004"]
    assert len(await listed(http, updateDate="2025-05-01T07:59:59Z")) == DEMO_PERSONS
    created = await new_person(http, code="SP-NEW")
    assert await listed(http, updateDate="2025-05-02T08:00:00Z") == [created["code"]]


async def test_rule_1_nothing_matching_or_a_page_past_the_end_gives_404(
    http: httpx.AsyncClient,
) -> None:
    assert (await http.get("/v3/sales-persons", params={"name": "nobody"})).status_code == 404
    assert (await http.get("/v3/sales-persons", params={"offset": 8})).status_code == 404
    last = await http.get("/v3/sales-persons", params={"offset": 7, "limit": 5})
    assert last.status_code == 200 and len(last.json()["items"]) == 1
    assert last.json()["totalCount"] == DEMO_PERSONS


async def test_list_paging_is_strict(http: httpx.AsyncClient) -> None:
    for query in ({"offset": -1}, {"limit": 0}, {"limit": 1001}):
        assert (await http.get("/v3/sales-persons", params=query)).status_code == 400, query


# -- rule 2: internal persons only -------------------------------------------------------------
async def test_rule_2_get_update_and_delete_of_an_external_person_give_404(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    agent = person_id(tenant, "AG-001")
    body = {"name": "Delta Distribution Agency"}
    assert (await http.get(f"/v3/sales-persons/{agent}")).status_code == 404
    assert (await http.put(f"/v3/sales-persons/{agent}", json=body)).status_code == 404
    assert (await http.put("/v3/sales-persons/code/AG-001", json=body)).status_code == 404
    assert (await http.delete(f"/v3/sales-persons/{agent}")).status_code == 404
    assert (await http.delete("/v3/sales-persons/code/AG-001")).status_code == 404
    assert stored(tenant, agent)["name"] == "Delta Distribution Agency"


async def test_rule_2_internal_persons_are_found_even_when_inactive(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    former = person_id(tenant, "SP-007")
    person = (await http.get(f"/v3/sales-persons/{former}")).json()
    assert person["name"] == "Nour El-Din Samir" and person["isActive"] is False
    assert (await http.get("/v3/sales-persons/987654")).status_code == 404


# -- rule 3: create ----------------------------------------------------------------------------
async def test_rule_3_a_missing_body_gives_400(http: httpx.AsyncClient) -> None:
    response = await http.post("/v3/sales-persons")
    assert response.status_code == 400 and "$" in response.json()["errors"]


async def test_rule_3_upsert_request_rules_are_400_on_the_field(http: httpx.AsyncClient) -> None:
    for body, field in [
        ({"name": " "}, "name"),
        ({"name": "n" * 101}, "name"),
        ({"code": "  "}, "code"),
        ({"code": "c" * 129}, "code"),
        ({"externalId": ""}, "externalId"),
        ({"externalId": "e" * 129}, "externalId"),
        ({"creditLimit": "a lot"}, "creditLimit"),
    ]:
        response = await create(http, **body)
        assert response.status_code == 400 and field in response.json()["errors"], body


async def test_rule_3_an_omitted_code_is_stored_empty_and_never_generated(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    first = await new_person(http, name="First without code")
    second = await new_person(http, name="Second without code")
    assert first["code"] is None  # the echo of the request
    assert stored(tenant, first["id"])["code"] == stored(tenant, second["id"])["code"] == ""
    assert (await http.get(f"/v3/sales-persons/{second['id']}")).json()["code"] == ""


async def test_rule_3_new_persons_are_always_active_and_internal(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    created = await new_person(
        http, isExternal=True, isActive=False, isSupervisor=True, tags=["vip"]
    )
    row = stored(tenant, created["id"])
    assert (row["is_active"], row["is_external"], row["is_supervisor"]) == (1, 0, 0)
    fetched = (await http.get(f"/v3/sales-persons/{created['id']}")).json()
    assert fetched["isActive"] is True and fetched["isExternal"] is False


async def test_rule_3_special_characters_are_removed_when_stored_while_the_201_echoes_the_request(
    http: httpx.AsyncClient,
) -> None:
    body = {
        "code": "SP|<09>",
        "name": 'Hany "the closer", Said',
        "classificationCode": 2,
        "creditLimit": 12500.5,
        "externalId": "HR-2009",
    }
    response = await http.post("/v3/sales-persons", json=body)
    assert response.status_code == 201
    echoed = response.json()
    assert {key: echoed[key] for key in body} == body
    fetched = (await http.get(f"/v3/sales-persons/{echoed['id']}")).json()
    assert (fetched["code"], fetched["name"]) == ("SP09", "Hany the closer Said")
    assert (fetched["creditLimit"], fetched["externalId"]) == (12500.5, "HR-2009")


async def test_rule_3_a_duplicate_name_is_dupplicated_name(http: httpx.AsyncClient) -> None:
    assert code_of(await create(http, name="ahmed HASSAN")) == "DupplicatedName"
    # Compared as stored: without its special characters.
    assert code_of(await create(http, name="Ahmed Hassan|")) == "DupplicatedName"


async def test_rule_3_a_duplicate_code_is_dupplicated_code(http: httpx.AsyncClient) -> None:
    assert code_of(await create(http, code="sp-002")) == "DupplicatedCode"
    assert code_of(await create(http, code="SP-<002>")) == "DupplicatedCode"


# -- rule 4: update ----------------------------------------------------------------------------
async def test_rule_4_update_replaces_name_classification_and_credit_limit(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    person = await new_person(
        http, code="SP-REP", classificationCode=1, creditLimit=9000, externalId="HR-7"
    )
    response = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "Sherif N."})
    assert response.status_code == 200
    updated = response.json()
    assert updated["name"] == "Sherif N."
    assert updated["classificationCode"] is None and updated["creditLimit"] == 0
    assert updated["code"] == "SP-REP"
    assert (await http.get(f"/v3/sales-persons/{person['id']}")).json() == updated


async def test_rule_4_external_id_in_the_body_is_ignored(http: httpx.AsyncClient) -> None:
    person = await new_person(http, externalId="HR-KEEP")
    body = {"name": "Sherif Naguib", "externalId": "HR-CHANGED"}
    updated = (await http.put(f"/v3/sales-persons/{person['id']}", json=body)).json()
    assert updated["externalId"] == "HR-KEEP"


async def test_rule_4_an_omitted_or_emptied_code_keeps_the_stored_value(
    http: httpx.AsyncClient,
) -> None:
    person = await new_person(http, code="SP-KEEP")
    omitted = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "A"})
    assert omitted.json()["code"] == "SP-KEEP"
    # Not blank when sent, but empty once its special characters are removed.
    emptied = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "B", "code": "<>"})
    assert emptied.json()["code"] == "SP-KEEP"


async def test_rule_4_a_different_code_renames(http: httpx.AsyncClient) -> None:
    person = await new_person(http, code="SP-OLD")
    renamed = await http.put(
        f"/v3/sales-persons/{person['id']}", json={"name": "Sherif Naguib", "code": "SP-NEW"}
    )
    assert renamed.json()["code"] == "SP-NEW"
    clash = await http.put(
        f"/v3/sales-persons/{person['id']}", json={"name": "Sherif Naguib", "code": "SP-001"}
    )
    assert code_of(clash) == "DupplicatedCode"


async def test_rule_4_update_by_code_keeps_the_path_code_or_renames(
    http: httpx.AsyncClient,
) -> None:
    person = await new_person(http, code="SP-PATH")
    kept = await http.put("/v3/sales-persons/code/%20SP-PATH%20", json={"name": "Kept"})
    assert kept.status_code == 200
    assert (kept.json()["id"], kept.json()["code"]) == (person["id"], "SP-PATH")
    renamed = await http.put(
        "/v3/sales-persons/code/SP-PATH", json={"name": "Moved", "code": "SP-MOVED"}
    )
    assert renamed.json()["code"] == "SP-MOVED"
    assert (await http.put("/v3/sales-persons/code/SP-PATH", json={"name": "x"})).status_code == 404
    assert (
        await http.put("/v3/sales-persons/code/sp-moved", json={"name": "x"})
    ).status_code == 404


async def test_rule_4_update_stores_without_special_characters_and_keeps_names_unique(
    http: httpx.AsyncClient,
) -> None:
    person = await new_person(http)
    cleaned = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "Sherif|Naguib"})
    assert cleaned.json()["name"] == "SherifNaguib"
    same = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "sherifnaguib"})
    assert same.status_code == 200
    clash = await http.put(f"/v3/sales-persons/{person['id']}", json={"name": "Mona El-Sayed"})
    assert code_of(clash) == "DupplicatedName"


# -- rule 5: delete ----------------------------------------------------------------------------
async def test_rule_5_delete_is_permanent_and_removes_supervision_links(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    supervisor = await new_person(http, name="Team lead", code="SP-LEAD")
    member = await new_person(http, name="Team member")
    tenant.execute("UPDATE sales_persons SET is_supervisor = 1 WHERE id = ?", supervisor["id"])
    tenant.execute(
        "UPDATE sales_persons SET supervisor_id = ? WHERE id = ?", supervisor["id"], member["id"]
    )
    assert (await http.delete(f"/v3/sales-persons/{supervisor['id']}")).status_code == 204
    assert (await http.get(f"/v3/sales-persons/{supervisor['id']}")).status_code == 404
    assert stored(tenant, member["id"])["supervisor_id"] is None
    assert (await http.delete(f"/v3/sales-persons/{supervisor['id']}")).status_code == 404


async def test_rule_5_delete_by_code(http: httpx.AsyncClient) -> None:
    person = await new_person(http, code="SP-BYE")
    assert (await http.delete("/v3/sales-persons/code/sp-bye")).status_code == 404
    assert (await http.delete("/v3/sales-persons/code/SP-BYE")).status_code == 204
    assert (await http.get(f"/v3/sales-persons/{person['id']}")).status_code == 404


def refer_by_document(tenant: Tenant, person: int, document_type: str) -> None:
    tenant.execute(
        "INSERT INTO documents (tenant_id, type, code, sales_person_id) VALUES (?, ?, ?, ?)",
        tenant.id,
        document_type,
        f"{document_type}-900",
        person,
    )


def refer_by_customer(tenant: Tenant, person: int) -> None:
    tenant.execute(
        "INSERT INTO customers (tenant_id, code, name, sales_person_id, created_at, updated_at) "
        "VALUES (?, 'C-900', 'Assigned customer', ?, '2026-01-01', '2026-01-01')",
        tenant.id,
        person,
    )


def refer_by_linked_user(tenant: Tenant, person: int) -> None:
    with tenant.db.transaction() as conn:
        user_id = conn.execute(
            "SELECT max(id) FROM api_users WHERE tenant_id = ?", (tenant.id,)
        ).fetchone()[0]
    tenant.execute("UPDATE api_users SET sales_person_id = ? WHERE id = ?", person, user_id)


def refer_by(kind: str) -> Callable[[Tenant, int], None]:
    def refer(tenant: Tenant, person: int) -> None:
        tenant.execute(
            "INSERT INTO sales_person_references (tenant_id, sales_person_id, kind) "
            "VALUES (?, ?, ?)",
            tenant.id,
            person,
            kind,
        )

    return refer


REFERENCES: dict[str, Callable[[Tenant, int], None]] = {
    "sales document": lambda tenant, person: refer_by_document(tenant, person, "SO"),
    "sales return": lambda tenant, person: refer_by_document(tenant, person, "SR"),
    "work order": lambda tenant, person: refer_by_document(tenant, person, "IO"),
    "customer assignment": refer_by_customer,
    "linked user": refer_by_linked_user,
    "quote": refer_by("quote"),
    "target": refer_by("target"),
    "physical count": refer_by("physical_count"),
    "incentive assignment": refer_by("incentive"),
}


async def test_rule_5_a_person_still_referenced_cannot_be_deleted(
    http: httpx.AsyncClient, tenant: Tenant
) -> None:
    for number, (what, refer) in enumerate(REFERENCES.items()):
        code = f"SP-BUSY-{number}"
        person = await new_person(http, code=code, name=f"Busy {number}")
        refer(tenant, person["id"])
        by_id = await http.delete(f"/v3/sales-persons/{person['id']}")
        assert code_of(by_id) == "ItemCannotDeleteItInUse", what
        by_code = await http.delete(f"/v3/sales-persons/code/{code}")
        assert code_of(by_code) == "ItemCannotDeleteItInUse", what
        assert (await http.get(f"/v3/sales-persons/{person['id']}")).status_code == 200


async def test_every_operation_names_its_permission_scope(
    sandbox_app: FastAPI, tenant: Tenant
) -> None:
    async with asgi_client(sandbox_app, tenant.token("read:sales-person")) as reader:
        assert (await reader.get("/v3/sales-persons")).status_code == 200
        assert (await create(reader)).status_code == 403
        assert (await reader.put("/v3/sales-persons/code/SP-001", json={})).status_code == 403
        assert (await reader.delete("/v3/sales-persons/1")).status_code == 403
    async with asgi_client(sandbox_app, tenant.token("update:sales-person")) as updater:
        assert (await updater.get("/v3/sales-persons/1")).status_code == 403
        body = {"name": "Ahmed Hassan", "creditLimit": 1}
        assert (await updater.put("/v3/sales-persons/code/SP-001", json=body)).status_code == 200
