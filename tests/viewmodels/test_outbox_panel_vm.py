"""Drafts and Outbox: each row offers what its state allows, and each action moves the
row (and its draft) as the outbox rules say."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.api.client import ApiClient
from app.api.connection import Connection
from app.operations.changes import Changes, Kind
from app.store.drafts import Draft, Drafts, DraftState
from app.store.local import LocalStore
from app.store.outbox import Outbox, OutboxItem, OutboxState
from app.store.profiles import DEMO_PROFILE
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.session import Session
from app.viewmodels.shell.outbox_panel import (
    OutboxPanelViewModel,
    PendingAction,
    PendingWork,
    detail_of,
)

A = PendingAction
S = OutboxState


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    store = LocalStore(tmp_path / "profile.sqlite3")
    client = ApiClient(Connection(base_url="http://127.0.0.1:9", token="Bearer bos_x"))
    session = Session(DEMO_PROFILE, client, store)
    yield session
    session.close()


def draft(session: Session, title: str, **payload: object) -> Draft:
    drafts = Drafts(session.store)  # type: ignore[arg-type]
    draft_id = f"d-{title}"
    drafts.save(draft_id, kind="tax", payload={"name": title, **payload}, title=title)
    found = drafts.get(draft_id)
    assert found is not None
    return found


def submit(session: Session, title: str, *, with_draft: bool = True) -> OutboxItem:
    outbox = Outbox(session.store)  # type: ignore[arg-type]
    draft_id = draft(session, title).id if with_draft else None
    return outbox.submit(kind="tax", operation="create", payload={"name": title}, draft_id=draft_id)


def walk(session: Session, item: OutboxItem, *states: OutboxState, **kwargs: object) -> None:
    outbox = Outbox(session.store)  # type: ignore[arg-type]
    for state in states:
        outbox.move(item.id, state, **kwargs)  # type: ignore[arg-type]


def rows(panel: OutboxPanelViewModel) -> dict[str, PendingWork]:
    panel.refresh()
    return {
        work.draft.title if work.draft else work.item.payload["name"]: work  # type: ignore[union-attr]
        for work in panel.model.rows
    }


def test_each_row_offers_only_what_its_state_allows(session: Session) -> None:
    draft(session, "never submitted")
    submit(session, "waiting")
    walk(session, submit(session, "in flight"), S.SENDING)
    walk(session, submit(session, "lost answer"), S.SENDING, S.UNKNOWN)
    walk(session, submit(session, "cannot tell"), S.SENDING, S.UNKNOWN, S.NEEDS_ATTENTION)
    walk(session, submit(session, "refused"), S.SENDING, S.REJECTED, error={"detail": "Name taken"})
    walk(session, submit(session, "saved"), S.SENDING, S.CONFIRMED)
    submit(session, "no draft", with_draft=False)
    panel = OutboxPanelViewModel(session, ErrorPresenter())

    found = rows(panel)
    assert {name: work.actions for name, work in found.items()} == {
        "never submitted": {A.EDIT, A.DISCARD},
        "waiting": {A.SEND_AGAIN, A.EDIT, A.DISCARD},  # "Send now" on a waiting row
        "in flight": set(),
        "lost answer": set(),
        "cannot tell": {A.SEND_AGAIN, A.MARK_SAVED, A.DISCARD},
        "refused": {A.EDIT, A.DISCARD},
        "no draft": {A.SEND_AGAIN, A.DISCARD},
    }  # the confirmed one is done: not listed
    assert panel.model.index(0, 0).data() == "Tax"


def test_a_refusal_that_was_corrected_and_resubmitted_is_no_longer_listed(
    session: Session,
) -> None:
    refused = submit(session, "refused")
    walk(session, refused, S.SENDING, S.REJECTED, error={"detail": "Name taken"})
    Outbox(session.store).submit(  # type: ignore[arg-type]
        kind="tax", operation="create", payload={"name": "fixed"}, draft_id=refused.draft_id
    )
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    assert [work.state for work in rows(panel).values()] == [S.QUEUED]


def test_edit_takes_a_waiting_row_back_so_it_is_not_sent_while_it_is_edited(
    qtbot: QtBot, session: Session
) -> None:
    item = submit(session, "waiting")
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    work = rows(panel)["waiting"]
    with qtbot.waitSignal(panel.openDraftRequested) as opened:
        panel.edit(work)
    assert opened.args[0].id == item.draft_id
    assert Outbox(session.store).get(item.id).state is S.DISCARDED  # type: ignore[arg-type, union-attr]
    assert Drafts(session.store).get(item.draft_id).state is DraftState.OPEN  # type: ignore[arg-type, union-attr]
    assert [w.state for w in rows(panel).values()] == [None]  # an open draft again


def test_a_row_the_sender_took_meanwhile_is_left_alone_with_a_word_why(
    qtbot: QtBot, session: Session
) -> None:
    item = submit(session, "waiting")
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    work = rows(panel)["waiting"]
    walk(session, item, S.SENDING)  # the background sender picked it up
    with qtbot.assertNotEmitted(panel.openDraftRequested):
        panel.edit(work)
    assert "being sent" in panel.message
    assert Outbox(session.store).get(item.id).state is S.SENDING  # type: ignore[arg-type, union-attr]


def test_send_again_and_it_was_saved_settle_a_row_nobody_could_decide(
    qtbot: QtBot, session: Session
) -> None:
    again = submit(session, "send again")
    saved = submit(session, "was saved")
    for item in (again, saved):
        walk(session, item, S.SENDING, S.UNKNOWN, S.NEEDS_ATTENTION)
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    found = rows(panel)
    with qtbot.waitSignal(panel.drainRequested):
        panel.send_again(found["send again"])
    with qtbot.waitSignal(session.changes.changed) as notice:
        panel.mark_saved(found["was saved"])
    assert notice.args == [Changes.of(Kind.TAXES)]
    outbox = Outbox(session.store)  # type: ignore[arg-type]
    assert outbox.get(again.id).state is S.QUEUED  # type: ignore[union-attr]
    assert outbox.get(saved.id).state is S.CONFIRMED  # type: ignore[union-attr]


def test_discard_drops_the_row_and_its_draft(session: Session) -> None:
    item = submit(session, "waiting")
    draft(session, "never submitted")
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    for work in rows(panel).values():
        panel.discard(work)
    assert rows(panel) == {}
    assert Outbox(session.store).get(item.id).state is S.DISCARDED  # type: ignore[arg-type, union-attr]
    assert Drafts(session.store).open_drafts() == []  # type: ignore[arg-type]
    assert "discarded" in panel.message


def test_a_refused_row_says_why_in_the_clerk_s_words(session: Session) -> None:
    """A business code the client knows is worded by the client (so translated), not by the
    server."""
    problem = {
        "type": "about:blank",
        "title": "Conflict",
        "status": 409,
        "detail": "Dupplicated code",
        "errorCode": "DupplicatedCode",
    }
    refused = submit(session, "refused")
    walk(
        session,
        refused,
        S.SENDING,
        S.REJECTED,
        error={"kind": "BusinessRuleViolation", "message": "409", "problem": problem},
    )
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    assert detail_of(rows(panel)["refused"]) == "This code is already used by another record."


def test_a_row_waiting_for_another_says_so(session: Session) -> None:
    customer = submit(session, "new customer")
    outbox = session.outbox
    assert outbox is not None
    order = outbox.submit(
        kind="tax",
        operation="create",
        payload={"customerId": {"$outbox": customer.id}},
        waits_for=customer.id,
    )
    panel = OutboxPanelViewModel(session, ErrorPresenter())
    panel.refresh()
    waiting = next(work for work in panel.model.rows if work.item and work.item.id == order.id)
    assert detail_of(waiting).startswith("Waits for the record it names")
