"""What counts as an e-mail address a clerk can mean.

The service takes any text up to 250 characters in a customer's ``email``; the client
refuses, at the field, text that cannot be an address: ``abc@`` or ``a b@c.com`` would be
saved and every mail to it lost. Deliberately loose past that (no list of domains, no
quoting rules): one ``@`` with something before it, a domain with a dot that is neither
its first nor its last character, and no spaces anywhere.
"""

from __future__ import annotations

from app.models.i18n import QT_TRANSLATE_NOOP

NOT_AN_EMAIL = QT_TRANSLATE_NOOP(
    "Validation", "Enter an e-mail address such as name@example.com (one @, a dot in the domain)."
)
NO_SPACES = QT_TRANSLATE_NOOP("Validation", "An e-mail address has no spaces.")


def email_problem(text: str) -> str | None:
    """Why ``text`` (already stripped of surrounding spaces) is not an e-mail address, as
    an untranslated sentence (context "Validation"), or None when it is one or is empty."""
    if not text:
        return None
    if any(character.isspace() for character in text):
        return NO_SPACES
    local, at, domain = text.partition("@")
    if not at or not local or "@" in domain:
        return NOT_AN_EMAIL
    if "." not in domain.strip(".") or domain.startswith(".") or domain.endswith("."):
        return NOT_AN_EMAIL
    if ".." in domain:
        return NOT_AN_EMAIL
    return None
