"""Master data > Cities and districts: cities on the left with their form, the chosen
city's districts on the right with theirs."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.models.geography import PLACE_NAME_MAX_LENGTH, CityResponse, DistrictResponse
from app.viewmodels.master_data.geography import COUNTRIES, GeographyViewModel, country_name
from app.viewmodels.table_export import TableExporter, model_sheet
from app.views.master_data.master_common import FormButtons, InlineFormView, fill_combo
from app.views.widgets.accessibility import ValueLabel
from app.views.widgets.export import ExportButton
from app.views.widgets.forms import LoadBanner, add_shortcut, command_bar, status_line
from app.views.widgets.screen import Screen
from app.views.widgets.tables import ColumnFitter, make_table, select_row, selected_row


class GeographyView(Screen):
    """Binds a ``GeographyViewModel``."""

    def __init__(self, view_model: GeographyViewModel, parent: QWidget | None = None) -> None:
        super().__init__(view_model, parent)
        self.view_model: GeographyViewModel = view_model
        self.setObjectName("GeographyView")
        vm = view_model

        # -- cities --------------------------------------------------------------------
        self.name_filter = QLineEdit()
        self.name_filter.setPlaceholderText(self.tr("Name contains…"))
        self.name_filter.setClearButtonEnabled(True)
        self.name_filter.setAccessibleName(self.tr("Filter cities by name"))
        self.country_filter = QComboBox()
        self.country_filter.setAccessibleName(self.tr("Filter cities by country"))
        self.country_filter.addItem(self.tr("All countries"), None)
        for country_id in COUNTRIES:
            self.country_filter.addItem(country_name(country_id), country_id)
        filters = QHBoxLayout()
        for text, widget in (
            (self.tr("Cit&y"), self.name_filter),
            (self.tr("Country"), self.country_filter),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            filters.addWidget(label)
            filters.addWidget(widget, 1)
        self.banner = LoadBanner()
        self.cities_table = make_table(vm.cities, self.tr("Cities"))
        self.cities_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.cities_fitter = ColumnFitter(self.cities_table)
        self.city_summary = ValueLabel(self.tr("Number of cities"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.refresh_button.setToolTip(self.tr("Load the cities again (F5)"))
        self.cities_export = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_sheet(vm.cities),
            self.tr("cities"),
            self.banner.show_status,
        )

        self.city_form = InlineFormView(
            vm.city_editor,
            new_title=self.tr("New city"),
            edit_title=lambda city: self.tr("City “{name}”").format(name=city.name),
            delete_question=lambda city: self.tr(
                "Delete the city “{name}” for good? A city still used by districts, "
                "customers, warehouses or accounts cannot be deleted."
            ).format(name=city.name),
        )
        self.city_name = self.city_form.add_line(
            "name", self.tr("Nam&e"), max_length=PLACE_NAME_MAX_LENGTH
        )
        self.city_country = self.city_form.add_combo("countryId", self.tr("Co&untry"))
        fill_combo(
            self.city_country,
            [(country_name(i), i) for i in COUNTRIES],
            vm.city_editor.values.get("countryId"),
        )
        self.city_form.finish()

        cities_box = QGroupBox(self.tr("Cities"))
        cities_layout = QVBoxLayout(cities_box)
        cities_layout.addLayout(filters)
        cities_layout.addLayout(command_bar(right=[self.cities_export, self.refresh_button]))
        cities_layout.addWidget(self.cities_table, 1)
        cities_layout.addLayout(status_line(self.city_summary))
        cities_layout.addWidget(self.city_form)

        # -- districts -----------------------------------------------------------------
        self.districts_heading = QLabel()
        self.districts_table = make_table(vm.districts, self.tr("Districts"))
        self.districts_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.district_summary = ValueLabel(self.tr("Number of districts"))
        self.districts_export = ExportButton(
            TableExporter(vm.errors, self),
            lambda: model_sheet(vm.districts),
            self.tr("districts"),
            self.banner.show_status,
            text=self.tr("Ex&port districts"),
        )
        self.district_form = InlineFormView(
            vm.district_editor,
            new_title=self.tr("New district"),
            edit_title=lambda d: self.tr("District “{name}”").format(name=d.name),
            delete_question=lambda d: self.tr(
                "Delete the district “{name}” for good? A district still used by customers, "
                "warehouses or accounts cannot be deleted."
            ).format(name=d.name),
            # Beside the cities' form in one window: its buttons on letters of their own.
            button_texts=FormButtons(
                save=self.tr("Save d&istrict"),
                new=self.tr("Ne&w district"),
                cancel=self.tr("C&ancel"),
                delete=self.tr("De&lete district…"),
            ),
        )
        self.district_name = self.district_form.add_line(
            "name", self.tr("Name"), max_length=PLACE_NAME_MAX_LENGTH
        )
        self.district_city = self.district_form.add_combo("cityId", self.tr("City"))
        self.district_form.finish()
        districts_box = QGroupBox(self.tr("Districts of the chosen city"))
        districts_layout = QVBoxLayout(districts_box)
        districts_layout.addLayout(
            command_bar(self.districts_heading, right=[self.districts_export])
        )
        districts_layout.addWidget(self.districts_table, 1)
        districts_layout.addLayout(status_line(self.district_summary))
        districts_layout.addWidget(self.district_form)

        splitter = QSplitter()
        splitter.addWidget(cities_box)
        splitter.addWidget(districts_box)
        splitter.setSizes([560, 480])
        layout = QVBoxLayout(self)
        layout.addWidget(self.banner)
        layout.addWidget(splitter, 1)
        self.setFocusProxy(self.cities_table)
        self.setTabOrder(self.name_filter, self.country_filter)
        self.setTabOrder(self.country_filter, self.cities_table)

        # view -> view-model
        self.name_filter.textChanged.connect(vm.set_name_filter)
        self.country_filter.currentIndexChanged.connect(
            lambda _i: vm.set_country_filter(self.country_filter.currentData())
        )
        self.cities_table.selectionModel().selectionChanged.connect(self._city_selected)
        self.districts_table.selectionModel().selectionChanged.connect(self._district_selected)
        self.city_form.newRequested.connect(self._new_city)
        self.district_form.newRequested.connect(self._new_district)
        self.refresh_button.clicked.connect(vm.reload)
        add_shortcut(self, QKeySequence.StandardKey.Refresh, vm.reload)
        add_shortcut(self, QKeySequence.StandardKey.New, self._new_city)

        # view-model -> view
        self.banner.watch(vm.errorChanged, vm.reload)
        vm.citySummaryChanged.connect(self.city_summary.setText)
        vm.districtSummaryChanged.connect(self.district_summary.setText)
        self.listen(vm.citiesLoadingChanged, lambda busy: self.refresh_button.setEnabled(not busy))
        vm.cities.modelReset.connect(self._cities_loaded)
        vm.districts.modelReset.connect(ColumnFitter(self.districts_table).fit)
        vm.currentCityChanged.connect(self._show_current_city)
        vm.district_editor.formChanged.connect(self._fill_district_cities)
        self._show_current_city(None)

    def title(self) -> str:
        return self.tr("Cities and districts")

    def has_unsaved_changes(self) -> bool:
        return self.view_model.city_editor.dirty or self.view_model.district_editor.dirty

    def selected_city(self) -> CityResponse | None:
        return self.view_model.cities.row_at(selected_row(self.cities_table))

    def select_city(self, name: str) -> None:
        """Select the city called ``name`` (as a click would)."""
        select_row(self.cities_table, self.view_model.cities.row_where(lambda c: c.name == name))

    def select_district(self, name: str) -> None:
        model = self.view_model.districts
        select_row(self.districts_table, model.row_where(lambda d: d.name == name))

    def _city_selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        city = self.selected_city()
        if city is not None and (
            self.view_model.city is None or city.id != self.view_model.city.id
        ):
            self.view_model.choose_city(city)

    def _district_selected(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        district: DistrictResponse | None = self.view_model.districts.row_at(
            selected_row(self.districts_table)
        )
        if district is not None:
            self.view_model.district_editor.follow(district)

    def _new_city(self) -> None:
        self.view_model.city_editor.start_new(countryId=self.country_filter.currentData() or 1)
        self.city_name.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _new_district(self) -> None:
        self.view_model.new_district()
        self.district_name.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _cities_loaded(self) -> None:
        self.cities_fitter.fit()
        city = self.view_model.city
        if city is not None:
            select_row(
                self.cities_table, self.view_model.cities.row_where(lambda c: c.id == city.id)
            )
        self._fill_district_cities()

    def _fill_district_cities(self) -> None:
        cities = self.view_model.cities.rows()
        fill_combo(
            self.district_city,
            [(f"{c.name} ({country_name(c.country_id)})", c.id) for c in cities],
            self.view_model.district_editor.values.get("cityId"),
        )

    def _show_current_city(self, city: CityResponse | None) -> None:
        if city is None:
            self.districts_heading.setText(self.tr("Choose a city to see its districts."))
        else:
            self.districts_heading.setText(
                self.tr("Districts of {city}, {country}").format(
                    city=city.name, country=country_name(city.country_id)
                )
            )
        self.district_form.setEnabled(city is not None)
