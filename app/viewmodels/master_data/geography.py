"""Master data > Cities and districts: the cities of a country, the districts of the chosen
city, and a form for each (create, rename or move, delete).

Cities and districts have no outbox kind: they are saved straight through the client, and
a refusal is shown next to the field it concerns.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from app.api import errors as api_errors
from app.models.error_codes import ErrorCode
from app.models.geography import (
    CityResponse,
    CityUpsertRequest,
    DistrictResponse,
    DistrictUpsertRequest,
)
from app.models.i18n import QT_TRANSLATE_NOOP
from app.operations.changes import Changes
from app.viewmodels.errors import ErrorPresenter
from app.viewmodels.master_data.master_common import InlineEditor, build_request, failure_text
from app.viewmodels.rows_table import Column, RowsTableModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner

translate = QCoreApplication.translate

FILTER_DELAY_MS = 300

COUNTRIES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Countries", "Egypt"),
    2: QT_TRANSLATE_NOOP("Countries", "Saudi Arabia"),
    3: QT_TRANSLATE_NOOP("Countries", "United Arab Emirates"),
    4: QT_TRANSLATE_NOOP("Countries", "Jordan"),
}
"""The countries the service knows (reference data, the same for every organization; the
API has no endpoint listing them, so the client carries them). A country id this table does
not know is shown as ``#id`` and kept."""


def country_name(country_id: int) -> str:
    name = COUNTRIES.get(country_id)
    return translate("Countries", name) if name else f"#{country_id}"


def _city_values(city: CityResponse | None) -> dict[str, Any]:
    return {"name": city.name if city else "", "countryId": city.country_id if city else 1}


def _district_values(district: DistrictResponse | None) -> dict[str, Any]:
    return {
        "name": district.name if district else "",
        "cityId": district.city_id if district else None,
    }


def city_request(values: dict[str, Any]) -> tuple[CityUpsertRequest | None, dict[str, str]]:
    return build_request(
        lambda: CityUpsertRequest(name=values["name"], country_id=values["countryId"])
    )


def district_request(
    values: dict[str, Any],
) -> tuple[DistrictUpsertRequest | None, dict[str, str]]:
    extra = {}
    if values.get("cityId") is None:
        extra["cityId"] = translate("Geography", "Choose the city first.")
    return build_request(
        lambda: DistrictUpsertRequest(name=values["name"], city_id=values["cityId"] or 0), extra
    )


_NAME_CODES: dict[str, str] = {ErrorCode.DupplicatedName: "name"}


class GeographyViewModel(TaskOwner):
    """Cities (filtered on the server by name and country) and the chosen city's districts."""

    citiesLoadingChanged = Signal(bool)
    errorChanged = Signal(str)
    """Why a list could not load (empty when it could)."""
    citySummaryChanged = Signal(str)
    districtSummaryChanged = Signal(str)
    currentCityChanged = Signal(object)
    """The city whose districts are shown (a ``CityResponse``) or None."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.cities = RowsTableModel[CityResponse](
            [
                Column(translate("Geography", "City"), lambda c: c.name),
                Column(translate("Geography", "Country"), lambda c: country_name(c.country_id)),
            ],
            parent=self,
        )
        self.districts = RowsTableModel[DistrictResponse](
            [Column(translate("Geography", "District"), lambda d: d.name)], parent=self
        )
        client = session.client
        self.city_editor = InlineEditor[CityResponse, CityUpsertRequest](
            errors,
            values_of=_city_values,
            make_request=city_request,
            create=client.cities.create,
            update=lambda city, request: client.cities.update(city.id, request),
            delete=lambda city: client.cities.delete(city.id),
            code_fields=_NAME_CODES,
            context=translate("Geography", "Saving city"),
            parent=self,
        )
        self.district_editor = InlineEditor[DistrictResponse, DistrictUpsertRequest](
            errors,
            values_of=_district_values,
            make_request=district_request,
            create=client.districts.create,
            update=lambda district, request: client.districts.update(district.id, request),
            delete=lambda district: client.districts.delete(district.id),
            code_fields=_NAME_CODES,
            context=translate("Geography", "Saving district"),
            parent=self,
        )
        self.city: CityResponse | None = None
        self.error = ""
        self._name = ""
        self._country: int | None = None
        self._generation = 0
        self._district_generation = 0
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(FILTER_DELAY_MS)
        self._debounce.timeout.connect(self.reload)
        self.city_editor.saved.connect(lambda _c: self._changed("cities"))
        self.city_editor.deleted.connect(lambda _c: self._changed("cities"))
        self.district_editor.saved.connect(lambda _d: self._changed("districts"))
        self.district_editor.deleted.connect(lambda _d: self._changed("districts"))

    # -- filters -------------------------------------------------------------------------
    def set_name_filter(self, text: str) -> None:
        self._name = text.strip()
        self._debounce.start()

    def set_country_filter(self, country_id: int | None) -> None:
        self._country = country_id
        self.reload()

    # -- loading -------------------------------------------------------------------------
    def reload(self) -> None:
        self._debounce.stop()
        self._generation += 1
        self.run(self._load(self._generation), context=translate("Geography", "Loading cities"))

    async def _load(self, generation: int) -> None:
        self.citiesLoadingChanged.emit(True)
        try:
            rows = [
                city
                async for city in self.session.client.cities.iterate(
                    name=self._name or None, country_id=self._country
                )
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self._set_error(
                    translate("Geography", "The cities could not be loaded. {reason}").format(
                        reason=failure_text(exc)
                    )
                )
                self.errors.report(exc, translate("Geography", "Loading cities"))
            return
        finally:
            if generation == self._generation:
                self.citiesLoadingChanged.emit(False)
        if generation != self._generation:
            return  # a newer filter asked again meanwhile
        self._set_error("")
        self.cities.set_rows(rows)
        self.citySummaryChanged.emit(translate("Geography", "%Ln cities", "", len(rows)))
        if self.city is not None:
            still = next((c for c in rows if c.id == self.city.id), None)
            self.choose_city(still)

    def choose_city(self, city: CityResponse | None) -> None:
        """Show ``city``'s districts (None: none); the city form follows unless it holds
        typing."""
        self.city = city
        self.currentCityChanged.emit(city)
        self.city_editor.follow(city)
        if not self.district_editor.dirty:
            self.district_editor.start_new(cityId=city.id if city else None)
        self._district_generation += 1
        if city is None:
            self.districts.set_rows([])
            self.districtSummaryChanged.emit("")
            return
        self.run(
            self._load_districts(city, self._district_generation),
            context=translate("Geography", "Loading districts"),
        )

    async def _load_districts(self, city: CityResponse, generation: int) -> None:
        try:
            rows = [d async for d in self.session.client.districts.iterate(city_id=city.id)]
        except api_errors.ApiError as exc:
            if generation == self._district_generation:
                self._set_error(
                    translate("Geography", "The districts could not be loaded. {reason}").format(
                        reason=failure_text(exc)
                    )
                )
                self.errors.report(exc, translate("Geography", "Loading districts"))
            return
        if generation != self._district_generation:
            return
        self.districts.set_rows(rows)
        self.districtSummaryChanged.emit(
            translate("Geography", "%Ln districts in {city}", "", len(rows)).format(city=city.name)
        )

    def new_district(self) -> None:
        self.district_editor.start_new(cityId=self.city.id if self.city else None)

    def _changed(self, resource: str) -> None:
        self.session.changes.publish(Changes.of(resource))
        if resource == "cities":
            saved = self.city_editor.record
            if saved is None:
                self.choose_city(None)  # it was deleted
            else:
                self.city = saved
            self.reload()
        elif self.city is not None:
            self._district_generation += 1
            self.run(
                self._load_districts(self.city, self._district_generation),
                context=translate("Geography", "Loading districts"),
            )

    def _set_error(self, text: str) -> None:
        self.error = text
        self.errorChanged.emit(text)
