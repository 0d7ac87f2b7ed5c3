"""``client.common``: money in words, file tokens, invoiced quantities (``/v3/common``)."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import quote

from app.api.operations import operation
from app.api.ratelimit import Priority
from app.api.resources.base import Resource
from app.models.utilities import AdjustInvoicedQuantityRequest, AdjustInvoicedQuantityResponse


class CommonResource(Resource):
    """Common utilities (``/v3/common``): money in words, file tokens, invoiced quantities."""

    @operation("GET", "/v3/common/convert-money-to-arabic-words")
    async def money_to_arabic_words(
        self, *, number_value: Decimal, currency: str, currency_fraction: str
    ) -> str:
        """The amount in Arabic words (read:common-utility), *with the service's quirks*:

        - ``currency`` and ``currency_fraction`` are glued on exactly as given, with no
          space added: pass ``" جنيه"`` to get a space;
        - the fraction is read as one digit-run without its zeros: 12.50, 12.05 and 12.5
          all read "five" piasters; print the fraction yourself where that matters;
        - a zero amount gives only the closing phrase; an amount the service cannot convert
          gives the word for zero alone, without currency;
        - the text ends with a space.
        """
        return await self._call(
            "GET",
            "/common/convert-money-to-arabic-words",
            str,
            params={
                "numberValue": number_value,
                "currency": currency,
                "currencyFraction": currency_fraction,
            },
        )

    @operation("GET", "/v3/common/convert-money-to-english-words")
    async def money_to_english_words(
        self, *, number_value: Decimal, currency: str, currency_fraction: str
    ) -> str:
        """The amount in English words (read:common-utility), e.g. ``"Twelve Pounds,and Fifty
        Piasters"`` (the comma has no spaces around it) or ``"Twelve Pounds Only"`` when the
        fraction is zero. The fraction is the first two digits after the point, *cut, not
        rounded* (12.999 reads "Ninety Nine"); a space is put before each currency name.
        """
        return await self._call(
            "GET",
            "/common/convert-money-to-english-words",
            str,
            params={
                "numberValue": number_value,
                "currency": currency,
                "currencyFraction": currency_fraction,
            },
        )

    @operation("GET", "/v3/common/files/{token}")
    async def file_download_url(
        self, token: str, *, priority: Priority = Priority.INTERACTIVE
    ) -> str:
        """The temporary download link of a file token (read:common-utility).

        The service never sends the file here: it answers 302 and this returns the
        ``Location`` (not followed). A good token's link is valid for 10 minutes and serves
        the PDF as an attachment; an *expired* token also gives a link, to an "expired link"
        page, so open the link in a browser rather than trusting it holds the file. A
        missing or invalid token raises ``NotFound`` (its body is plain text, not problem
        details). ``ExpiredLink``/``InvalidLink`` are declared 409 codes of the spec that
        this operation does not return.
        """
        response = await self._client.request(
            "GET", f"/common/files/{quote(token, safe='')}", priority=priority, expect_redirect=True
        )
        return response.headers["location"]

    @operation("PUT", "/v3/common/adjust-invoiced-quantity")
    async def adjust_invoiced_quantity(
        self, request: AdjustInvoicedQuantityRequest
    ) -> AdjustInvoicedQuantityResponse:
        """Add signed deltas to the invoiced quantities of a document's lines
        (update:invoiced-quantity; advanced invoicing mode only). All lines or none.

        **Not safe to repeat** although it is a PUT: each call adds its deltas again, so a
        lost answer is never retried automatically (the error is ``OutcomeUnknown``).
        409 codes, checked in this order: ``InvalidSourceDocumentType``,
        ``SourceDocumentNotFound`` (blank code), ``InvalidQuantityAdjustment``,
        ``DuplicateSourceLineId`` (all four also checked by the request model),
        ``InvoicingModeNotSupported``, then ``SourceDocumentNotFound``,
        ``DocumentNotApproved`` (SO, SR), ``RelatedDocumentExistsSO``/``SR``/``PO``/``PR``
        (work orders must be standalone), ``SourceLineNotFound``,
        ``NegativeInvoicedQuantity``, ``InvoicedQuantityExceeded``.
        """
        return await self._call(
            "PUT",
            "/common/adjust-invoiced-quantity",
            AdjustInvoicedQuantityResponse,
            json=request,
            safe_to_repeat=False,
        )
