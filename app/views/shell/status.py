"""The status bar (profile, connection, lists, ledger, outbox, quota, messages) and the
landing page shown while no tab is open."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.viewmodels.shell.main_window import ConnectionState
from app.views.shell.parts import WindowPart
from app.views.shell.theme import Tone, text_color
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.screen import silence

if TYPE_CHECKING:
    from app.viewmodels.errors import UserMessage
    from app.viewmodels.session import Session


STATUS_MESSAGE_MS = 10_000
FIRST_FIGURES_WAIT_S = 1.0
_CONNECTION_TONES = {
    ConnectionState.ONLINE: Tone.SUCCESS,
    ConnectionState.CONNECTING: Tone.WARNING,
    ConnectionState.OFFLINE: Tone.ERROR,
    ConnectionState.TOKEN_REFUSED: Tone.ERROR,
    ConnectionState.SERVER_PROBLEM: Tone.ERROR,
    ConnectionState.NOT_CONNECTED: Tone.MUTED,
}


class StatusPart(WindowPart):
    """The status bar and the landing page."""

    def _build_status_bar(self) -> None:
        """The permanent labels, left to right (right to left in Arabic)."""
        # Each says its caption and its value to a screen reader (ValueLabel).
        self.profile_label = ValueLabel(QCoreApplication.translate("MainWindow", "Profile"))
        self.connection_label = ValueLabel(QCoreApplication.translate("MainWindow", "Connection"))
        self.sync_label = ValueLabel(QCoreApplication.translate("MainWindow", "Reference lists"))
        self.ledger_label = ValueLabel(QCoreApplication.translate("MainWindow", "Ledger"))
        self.outbox_label = ValueLabel(QCoreApplication.translate("MainWindow", "Outbox"))
        self.quota_label = ValueLabel(QCoreApplication.translate("MainWindow", "API quota"))
        for label in (
            self.profile_label,
            self.connection_label,
            self.sync_label,
            self.ledger_label,
            self.outbox_label,
            self.quota_label,
        ):
            label.setContentsMargins(8, 0, 8, 0)
            self.statusBar().addPermanentWidget(label)

    def _show_welcome(self) -> None:
        name = self.view_model.profile_name
        self.welcome.setText(
            QCoreApplication.translate(
                "MainWindow",
                "<h2>{name}</h2><p>Choose a list on the left, for example Master data › Taxes.</p>",
            ).format(name=name or QCoreApplication.translate("MainWindow", "Back Office Desktop"))
        )
        self.center.setCurrentWidget(self._landing_page() if not self._tabs else self.tabs)

    def _landing_page(self) -> QWidget:
        """With no tab open: the profile's dashboard, or the welcome text while there is
        none. Before the session opens it is drawn from the profile's kept ledger cache
        (``build_kept_dashboard``), and the session takes that page over when it opens;
        otherwise it is built as the session opens (once per session)."""
        session = self.view_model.session
        kept = self.view_model.kept_ledger()
        if self._landing is not None and not self._landing_serves(session, kept):
            self.center.removeWidget(self._landing)
            silence(self._landing.view_model)
            if self._landing_session is None:  # no session took it: nobody else stops it
                self.view_model.discard(self._landing.view_model)
            self._landing.deleteLater()
            self._landing = None
            self._landing_ledger = None
        if session is None or not session.has_store:
            if session is not None or kept is None:
                return self.welcome
            if self._landing is None:
                from app.views.reports.landing import build_kept_dashboard

                # Not the session's yet (none is open): the session adopts the page as it
                # takes it over; a switch to another profile first discards it.
                self._landing = build_kept_dashboard(self.whole(), kept)
                self._landing_ledger = kept
                self._landing_session = None
                self.view_model.hold(self._landing.view_model)
                self.center.addWidget(self._landing)
            return self._landing
        if self._landing is not None and self._landing_session is None:
            from app.views.reports.dashboard import DashboardView
            from app.views.reports.landing import attach_session

            assert isinstance(self._landing, DashboardView)
            attach_session(self.whole(), self._landing, session)
            self._landing_session = session
            self.view_model.adopt(self._landing.view_model)
        if self._landing is None:
            from app.views.reports.screens import build_dashboard

            self._landing = build_dashboard(self.whole(), session, landing=True)
            self._landing_session = session
            self.view_model.adopt(self._landing.view_model)
            self.center.addWidget(self._landing)
        return self._landing

    def _landing_serves(self, session: Session | None, kept: Path | None) -> bool:
        """Whether the landing page shown is this session's: built for it, or built from
        its profile's kept cache before it opened (and not yet taken by another)."""
        if self._landing_session is not None:
            return self._landing_session is session
        return kept is not None and kept == self._landing_ledger

    async def _landing_drawn(self) -> None:
        """Until the landing page built from the kept cache has its first figures (at most
        ``FIRST_FIGURES_WAIT_S``: a huge cache does not hold the session back long)."""
        first = getattr(self._landing, "first_figures", None)
        if first is not None and not first.done():
            await asyncio.wait([first], timeout=FIRST_FIGURES_WAIT_S)

    def _show_profile(self, name: str) -> None:
        self.profile_label.setText(
            QCoreApplication.translate("MainWindow", "Profile: {name}").format(name=name)
        )
        self._profile_title = name
        self._show_title()
        self._show_welcome()

    def _show_connection(self, state: str, text: str) -> None:
        color = text_color(_CONNECTION_TONES.get(ConnectionState(state), Tone.MUTED))
        self.connection_label.setText(f"<span style='color:{color}'>●</span> {text}")

    def _show_outbox(self, text: str, needs_attention: bool) -> None:
        color = text_color(Tone.ERROR) if needs_attention else "palette(window-text)"
        self.outbox_label.setText(f"<span style='color:{color}'>{text}</span>")

    def _show_quota(self, text: str, tooltip: str) -> None:
        self.quota_label.setText(text)
        self.quota_label.setToolTip(tooltip)

    def _show_status_message(self, message: UserMessage) -> None:
        self._reported = f"{message.title}: {message.text}"
        self.statusBar().showMessage(self._reported, STATUS_MESSAGE_MS)

    def _forget_refusal(self, _changes: object) -> None:
        """A save went through (its change set): a refusal still in the status bar
        ("This code is already used") is about the attempt before it, and goes."""
        if self._reported and self.statusBar().currentMessage() == self._reported:
            self.statusBar().clearMessage()
        self._reported = ""

    def _show_message_box(self, message: UserMessage) -> None:
        from app.views.widgets.dialogs import show_message

        self._show_status_message(message)
        show_message(self, message)
