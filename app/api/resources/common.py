"""``client.common``: money in words, file tokens, invoiced quantities (``/v3/common``)."""

from __future__ import annotations

from decimal import Decimal
from urllib.parse import quote

import httpx

from app.api import errors
from app.api.operations import operation
from app.api.ratelimit import Priority, RateLimitStatus
from app.api.resources.base import Resource
from app.models.utilities import AdjustInvoicedQuantityRequest, AdjustInvoicedQuantityResponse

_REDIRECTS = frozenset({301, 302, 303, 307, 308})


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
        response = await self._send_expecting_redirect(
            f"/common/files/{quote(token, safe='')}", priority
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

    async def _send_expecting_redirect(self, path: str, priority: Priority) -> httpx.Response:
        """One GET whose *success* is a redirect, under the rate limiter.

        A stopgap: ``ApiClient.request`` treats every non-2xx answer as an error and drops
        its headers, so this sends through the client's own httpx client (which never
        follows redirects) and maps failures to the same typed errors. It does not retry.
        """
        client = self._client
        await client.limiter.acquire(priority)
        try:
            response = await client._http.get(path)
        except httpx.TimeoutException as exc:
            raise errors.TimedOut(
                f"GET {path}: the server did not answer in time ({type(exc).__name__})",
                method="GET",
                url=path,
            ) from exc
        except httpx.TransportError as exc:
            raise errors.Offline(
                f"GET {path}: cannot reach the server ({type(exc).__name__})",
                method="GET",
                url=path,
            ) from exc
        rate_limit = RateLimitStatus.from_headers(response.headers)
        if rate_limit is not None:
            client.last_rate_limit = rate_limit
            client.limiter.observe(rate_limit)
        if response.status_code in _REDIRECTS and "location" in response.headers:
            return response
        if response.is_success:
            raise errors.BadResponse(
                f"GET {path}: expected a redirect to the file, got HTTP {response.status_code}",
                status=response.status_code,
                method="GET",
                url=str(response.request.url),
            )
        raise errors.error_from_response(response)
