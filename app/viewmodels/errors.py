"""One place that turns failures into words a clerk can act on.

``describe_error`` words any exception; ``ErrorPresenter`` is the single channel through
which failures reach the screen: ``report`` for expected ones (the status bar says what
happened while the window shows it in place), ``present`` for the unexpected (logged with
its traceback and shown in a non-modal message box). Never a traceback dialog.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QObject, Signal

# What words an error are imported with the first error (``describe_error``): the presenter
# exists before the window shows, and start-up needs none of them.
if TYPE_CHECKING:
    from app.api import errors as api_errors

log = logging.getLogger(__name__)


translate = QCoreApplication.translate


class Severity(StrEnum):
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


@dataclass(frozen=True)
class UserMessage:
    """What to tell the clerk: a short title, a sentence or two, and technical details."""

    title: str
    text: str
    severity: Severity = Severity.ERROR
    details: str = ""


def business_message(error: api_errors.ApiError) -> str:
    """The clerk's sentence for a business error: ours for known codes, else the server's."""
    from app.models.error_codes import message_for

    code = error.error_code
    known = message_for(code) if code else None
    if known is not None:
        return QCoreApplication.translate("ErrorCode", known)
    return error.detail or translate("Errors", "The server refused the request.")


def _host(error: api_errors.ApiError) -> str:
    return urlsplit(error.url or "").netloc or translate("Errors", "the server")


def describe_error(error: BaseException) -> UserMessage:
    """Words for any failure; the details keep the technical text for the log."""
    # Imported here: the presenter exists before the window shows, the client (httpx,
    # pydantic) is loaded later, off the window's path (app.viewmodels.shell.main_window).
    from app.api import errors as api_errors
    from app.api.connection import InvalidConnection
    from app.viewmodels.numbers import format_count

    details = str(error)
    match error:
        case InvalidConnection():
            return UserMessage(
                translate("Errors", "Connection settings"), str(error), Severity.WARNING, details
            )
        case api_errors.OutcomeUnknown():
            text = translate(
                "Errors",
                "The connection dropped before the server answered, so the change may or may "
                "not have been saved. Refresh to check before you try again.",
            )
            return UserMessage(
                translate("Errors", "Result unknown"), text, Severity.WARNING, details
            )
        case api_errors.Offline():
            text = translate(
                "Errors",
                "Cannot reach {host}. Check the network connection and the server address.",
            ).format(host=_host(error))
            return UserMessage(translate("Errors", "Offline"), text, Severity.WARNING, details)
        case api_errors.TimedOut():
            text = translate("Errors", "The server did not answer in time. Try again in a moment.")
            return UserMessage(translate("Errors", "No answer"), text, Severity.WARNING, details)
        case api_errors.Unauthorized():
            text = translate(
                "Errors",
                "The server did not accept the API token. Check it in File > Connect to a server.",
            )
            return UserMessage(translate("Errors", "Not signed in"), text, Severity.ERROR, details)
        case api_errors.Forbidden():
            text = translate("Errors", "Your API user is not allowed to do this.")
            if error.detail:
                text += " " + error.detail
            return UserMessage(translate("Errors", "Not allowed"), text, Severity.ERROR, details)
        case api_errors.NotFound():
            text = translate(
                "Errors", "The record no longer exists on the server; someone may have deleted it."
            )
            return UserMessage(translate("Errors", "Not found"), text, Severity.WARNING, details)
        case api_errors.RateLimited():
            text = translate(
                "Errors", "The server's request limit was reached. Try again in {seconds} seconds."
            ).format(seconds=format_count(max(1, round(error.retry_after))))
            return UserMessage(
                translate("Errors", "Too many requests"), text, Severity.WARNING, details
            )
        case api_errors.BusinessRuleViolation():
            return UserMessage(
                translate("Errors", "Not saved"), business_message(error), Severity.WARNING, details
            )
        case api_errors.RequestRefused():
            text = translate("Errors", "Not sent: {problems}").format(
                problems="; ".join(
                    QCoreApplication.translate("Validation", issue.message)
                    for issue in error.issues
                )
            )
            return UserMessage(
                translate("Errors", "Check the values"), text, Severity.WARNING, details
            )
        case api_errors.ValidationFailed():
            problems = "; ".join(
                f"{field}: {' '.join(messages)}" for field, messages in error.field_errors.items()
            )
            text = translate("Errors", "The server refused some values.")
            if problems:
                text += " " + problems
            return UserMessage(
                translate("Errors", "Check the values"), text, Severity.WARNING, details
            )
        case api_errors.ServerError() | api_errors.BadResponse() | api_errors.UnexpectedStatus():
            return UserMessage(
                translate("Errors", "Server problem"),
                _server_problem(error),
                Severity.ERROR,
                details,
            )
        case api_errors.ApiError():
            return UserMessage(
                translate("Errors", "Server problem"), str(error), Severity.ERROR, details
            )
    text = translate(
        "Errors",
        "Something went wrong inside the app. What you typed is still here; the details "
        "were written to the log file.",
    )
    return UserMessage(
        translate("Errors", "Unexpected error"),
        text,
        Severity.ERROR,
        f"{type(error).__name__}: {error}",
    )


def _server_problem(error: api_errors.ApiError) -> str:
    from app.api import errors as api_errors

    if "web page" in error.message:
        return translate(
            "Errors",
            "The server answered with a web page instead of API data. Check that the address "
            "is the Business Management API.",
        )
    if isinstance(error, api_errors.BadResponse):
        return translate(
            "Errors", "The server's answer could not be read. Is the address the right API?"
        )
    if isinstance(error, api_errors.ServerError):
        return translate(
            "Errors", "The server had an internal error (HTTP {status}). Try again later."
        ).format(status=error.status)
    return translate(
        "Errors", "The server answered HTTP {status}, which this app does not expect."
    ).format(status=error.status)


def loggable(error: BaseException) -> str:
    """An error as the log may keep it: an API error without the server's words (they quote
    the values sent, personal data included)."""
    from app.api import errors as api_errors  # lazily, as above: start-up imports no client

    if isinstance(error, api_errors.ApiError):
        return error.log_text()
    return f"{type(error).__name__}: {error}"


class ErrorPresenter(QObject):
    """The one channel from failures to the screen (and the log)."""

    reported = Signal(object)
    """An expected failure, already shown in its window: ``UserMessage`` for the status bar."""
    presented = Signal(object)
    """An unexpected failure: ``UserMessage`` for a non-modal message box."""

    def report(self, error: BaseException, context: str) -> UserMessage:
        """An expected failure the window shows in place; tell the status bar too."""
        message = describe_error(error)
        message = UserMessage(
            context or message.title, message.text, message.severity, message.details
        )
        log.warning("%s: %s", context, loggable(error))
        self.reported.emit(message)
        return message

    def present(self, error: BaseException, context: str) -> UserMessage:
        """A failure nothing else handled: log it with its traceback and show it."""
        message = describe_error(error)
        message = UserMessage(
            context or message.title, message.text, message.severity, message.details
        )
        from app.api import errors as api_errors
        from app.api.connection import InvalidConnection

        if isinstance(error, api_errors.ApiError | InvalidConnection):
            log.warning("%s: %s", context, loggable(error))
        else:
            log.error("%s: unexpected error", context, exc_info=error)
        self.presented.emit(message)
        return message
