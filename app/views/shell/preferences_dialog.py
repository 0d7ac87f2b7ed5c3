"""File › Preferences: the language and digits of the app (applied at the next start)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.viewmodels.shell.preferences import (
    Language,
    LanguagePreferences,
    ProfileStore,
    language_names,
    load_preferences,
    save_preferences,
)
from app.views.widgets.dialogs import with_mnemonics


class PreferencesDialog(QDialog):
    """Shown with ``open()``; OK stores the choice and says it applies after a restart."""

    def __init__(self, store: ProfileStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("PreferencesDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self.setMinimumWidth(460)
        self._store = store
        self._started_with = load_preferences(store)

        self.language = QComboBox()
        for language, name in language_names():
            self.language.addItem(name, language.value)
        self.latin_digits = QCheckBox(
            self.tr("Show numbers with Latin digits ({digits})").format(digits="0123456789")
        )
        self.latin_digits.setToolTip(
            self.tr("Egyptian and Saudi Arabic show Arabic-Indic digits (٠١٢٣) unless this is on.")
        )
        form = QFormLayout()
        label = QLabel(self.tr("&Language"))
        label.setBuddy(self.language)
        self.language.setAccessibleName(self.tr("Language"))
        form.addRow(label, self.language)
        form.addRow("", self.latin_digits)
        self.note = QLabel(self.tr("Changes apply the next time Back Office Desktop starts."))
        self.note.setWordWrap(True)
        buttons = with_mnemonics(
            QDialogButtonBox(
                QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            )
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(buttons)

        index = self.language.findData(self._started_with.language.value)
        self.language.setCurrentIndex(max(index, 0))
        self.latin_digits.setChecked(self._started_with.latin_digits)
        self.language.currentIndexChanged.connect(self._language_chosen)
        self._language_chosen()
        self.finished.connect(self.deleteLater)

    def chosen(self) -> LanguagePreferences:
        return LanguagePreferences(
            Language(self.language.currentData()), self.latin_digits.isChecked()
        )

    def accept(self) -> None:
        save_preferences(self._store, self.chosen())
        super().accept()

    def _language_chosen(self) -> None:
        self.latin_digits.setEnabled(self.chosen().language is Language.ARABIC)
