"""Every command of the main window declared once: its id, its text (whose "&" gives its
Alt letter), its keys, and where it shows (a menu, or the window alone).

The menus, File › New, the F1 list (it reads the menus) and the actions' names are built
from ``COMMANDS``. Building a registry refuses a second command with the same id, a key
bound twice and a letter used twice in one menu; ``CommandRegistry.check_letters`` does
the same for the texts of another language (tests/views/test_command_registry.py checks
the Arabic catalogue with it).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from app.models.i18n import QT_TRANSLATE_NOOP
from app.views.shell.new_menu import NEW_RECORDS

Translate = Callable[[str], str]
"""A command's text -> the text shown: Qt's translation (context "Commands"), or another
catalogue's."""

WINDOW = ""
"""The place of a command that no menu shows (its keys work anywhere in the window)."""


@dataclass(frozen=True)
class Menu:
    """A menu (``parent`` empty: on the menu bar), itself an entry of its parent's."""

    id: str
    text: str
    parent: str = WINDOW


@dataclass(frozen=True)
class Command:
    """One command: what it is called, the keys that run it, the menu that shows it."""

    id: str
    text: str
    menu: str
    keys: tuple[str, ...] = ()
    standard: QKeySequence.StandardKey | None = None
    """The platform's own keys for it, when it has them (``keys``: where it has none)."""
    role: QAction.MenuRole = QAction.MenuRole.NoRole
    status_tip: str = ""


@dataclass(frozen=True)
class Separator:
    """A line between groups of a menu."""

    menu: str


@dataclass(frozen=True)
class Insert:
    """Where a menu takes entries it builds itself (the reports, one per report)."""

    menu: str
    id: str


Entry = Menu | Command | Separator | Insert


def letter(text: str) -> str:
    """The Alt letter of a text ("Sa&ve" -> "v"; "R&&D" has none), lower-cased."""
    at = 0
    while (at := text.find("&", at)) >= 0 and at + 1 < len(text):
        if text[at + 1] != "&":
            return text[at + 1].lower()
        at += 2
    return ""


def with_alt_letters(texts: Sequence[str], taken: Iterable[str] = ()) -> list[str]:
    """``texts`` (entries without Alt letters of their own: the report titles in any
    language) each with a letter no other entry has: not one of ``taken`` (the letters of
    the menu's other entries), nor one given to a text before it. The first letter of one
    of its words where one is free ("Gross &profit"), else the first free one of its other
    letters ("S&ales summary" after "&Sales"), else none. An ``&`` of the text itself is
    doubled, shown as it is."""
    used = {character.lower() for character in taken if character}
    marked: list[str] = []
    for text in texts:
        letters = [at for at, ch in enumerate(text) if ch.isalpha()]
        starts = [at for at in letters if at == 0 or not text[at - 1].isalpha()]
        others = [at for at in letters if at not in starts]
        at = next((at for at in (*starts, *others) if text[at].lower() not in used), None)
        if at is None:
            marked.append(text.replace("&", "&&"))
            continue
        used.add(text[at].lower())
        marked.append(f"{text[:at].replace('&', '&&')}&{text[at:].replace('&', '&&')}")
    return marked


def key_name(key: str) -> str:
    """A key in one spelling: modifiers in a fixed order ("Shift+Ctrl+O" is "Ctrl+Shift+O")."""
    parts = key.split("+")
    modifiers = sorted(part.lower() for part in parts[:-1])
    return "+".join([*modifiers, parts[-1].lower()])


@dataclass
class CommandRegistry:
    """The commands, menus and separators of the window in their order; refuses
    duplicates when built (see the module's docstring)."""

    entries: tuple[Entry, ...]
    _by_id: dict[str, Menu | Command] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._by_id = {}
        keys: dict[str, str] = {}
        for entry in self.entries:
            if isinstance(entry, Menu | Command):
                if entry.id in self._by_id:
                    raise ValueError(f"two commands are called {entry.id!r}")
                self._by_id[entry.id] = entry
            if isinstance(entry, Command):
                for key in entry.keys:
                    other = keys.setdefault(key_name(key), entry.id)
                    if other != entry.id:
                        raise ValueError(f"{key} is bound to {other!r} and to {entry.id!r}")
        for entry in self.entries:
            place = entry.parent if isinstance(entry, Menu) else entry.menu
            if place and not isinstance(self._by_id.get(place), Menu):
                raise ValueError(f"{place!r} is not a menu")
        self.check_letters(lambda text: text)

    def __getitem__(self, command_id: str) -> Command:
        found = self._by_id[command_id]
        if not isinstance(found, Command):
            raise KeyError(command_id)
        return found

    def menu(self, menu_id: str) -> Menu:
        found = self._by_id[menu_id]
        if not isinstance(found, Menu):
            raise KeyError(menu_id)
        return found

    def in_menu(self, menu_id: str) -> Iterator[Entry]:
        """What menu ``menu_id`` shows, in order (``WINDOW``: the menu bar's menus)."""
        for entry in self.entries:
            if (entry.parent if isinstance(entry, Menu) else entry.menu) == menu_id:
                yield entry

    def commands(self) -> Iterator[Command]:
        yield from (entry for entry in self.entries if isinstance(entry, Command))

    def check_letters(self, translate: Translate) -> None:
        """Refuse two entries of one menu (or of the menu bar) with the same Alt letter, in
        the language of ``translate``."""
        taken: dict[tuple[str, str], list[str]] = defaultdict(list)
        for entry in self.entries:
            if isinstance(entry, Menu):
                place = entry.parent
            elif isinstance(entry, Command) and entry.menu:
                place = entry.menu
            else:
                continue
            shown = letter(translate(entry.text))
            if shown:
                taken[(place, shown)].append(entry.id)
        clashes = {where: ids for where, ids in taken.items() if len(ids) > 1}
        if clashes:
            raise ValueError(f"one Alt letter for two entries of a menu: {clashes}")

    def bindings(self, command: Command) -> list[QKeySequence]:
        """The keys that run ``command`` here: the platform's own, else the declared."""
        own = QKeySequence.keyBindings(command.standard) if command.standard else []
        return own or [QKeySequence(key) for key in command.keys]

    def action(
        self, command_id: str, owner: QObject, slot: Callable[[], object] | None = None
    ) -> QAction:
        """A QAction for command ``command_id`` (translated now), running ``slot`` (None:
        its owner connects it)."""
        command = self[command_id]
        action = QAction(QCoreApplication.translate("Commands", command.text), owner)
        action.setObjectName(command.id)
        action.setShortcuts(self.bindings(command))
        if command.role is not QAction.MenuRole.NoRole:
            action.setMenuRole(command.role)
        if command.status_tip:
            action.setStatusTip(QCoreApplication.translate("Commands", command.status_tip))
        if slot is not None:
            action.triggered.connect(lambda _checked=False: slot())
        return action


def _new_records() -> Iterable[Entry]:
    """File › New: one command per kind of record (``app/views/shell/new_menu.py`` lists them)."""
    for record in NEW_RECORDS:
        if record is None:
            yield Separator("file/new")
        else:
            keys = (record.keys,) if record.keys else ()
            yield Command(f"new.{record.kind}", record.text, "file/new", keys)


def _tab_numbers() -> Iterable[Entry]:
    """Ctrl+1 … Ctrl+9: the tab of that number (no menu shows them; F1 lists them)."""
    for number in range(1, 10):
        yield Command(f"tab.{number}", "", WINDOW, (f"Ctrl+{number}",))


COMMANDS = CommandRegistry(
    (
        Menu("file", QT_TRANSLATE_NOOP("Commands", "&File")),
        Menu("file/new", QT_TRANSLATE_NOOP("Commands", "&New"), "file"),
        *_new_records(),
        Separator("file"),
        Command(
            "connect",
            QT_TRANSLATE_NOOP("Commands", "&Connect to a server…"),
            "file",
            ("Ctrl+Shift+O",),
        ),
        Command("demo", QT_TRANSLATE_NOOP("Commands", "Open the &demo company"), "file"),
        Separator("file"),
        Command("import.items", QT_TRANSLATE_NOOP("Commands", "Import stock &items…"), "file"),
        Command("import.customers", QT_TRANSLATE_NOOP("Commands", "Import c&ustomers…"), "file"),
        Command(
            "print-code",
            QT_TRANSLATE_NOOP("Commands", "Print a docu&ment…"),
            "file",
            ("Ctrl+Shift+P",),
        ),
        Separator("file"),
        Command(
            "close-tab",
            QT_TRANSLATE_NOOP("Commands", "Close &tab"),
            "file",
            ("Ctrl+W", "Ctrl+F4"),
            standard=QKeySequence.StandardKey.Close,
        ),
        Separator("file"),
        Command(
            "preferences",
            QT_TRANSLATE_NOOP("Commands", "&Preferences…"),
            "file",
            ("Ctrl+,",),
            role=QAction.MenuRole.PreferencesRole,
        ),
        Command("company", QT_TRANSLATE_NOOP("Commands", "Company detai&ls…"), "file"),
        Separator("file"),
        # Some platforms bind no standard Quit key (Windows, some Linux desktops): Ctrl+Q.
        Command(
            "quit",
            QT_TRANSLATE_NOOP("Commands", "&Quit"),
            "file",
            ("Ctrl+Q",),
            standard=QKeySequence.StandardKey.Quit,
            role=QAction.MenuRole.QuitRole,
        ),
        Menu("view", QT_TRANSLATE_NOOP("Commands", "&View")),
        Command(
            "sync",
            QT_TRANSLATE_NOOP("Commands", "&Sync lists now"),
            "view",
            ("F9",),
            status_tip=QT_TRANSLATE_NOOP(
                "Commands", "Sync the lists, send the outbox and reconcile the whole ledger"
            ),
        ),
        Command(
            "outbox",
            QT_TRANSLATE_NOOP("Commands", "&Drafts and outbox"),
            "view",
            ("Ctrl+Shift+D",),
        ),
        Command("jump", QT_TRANSLATE_NOOP("Commands", "&Go to…"), "view", ("Ctrl+K",)),
        Separator("view"),
        Command(
            "tab.next",
            QT_TRANSLATE_NOOP("Commands", "&Next tab"),
            "view",
            ("Ctrl+Tab", "Ctrl+PgDown"),
        ),
        Command(
            "tab.previous",
            QT_TRANSLATE_NOOP("Commands", "&Previous tab"),
            "view",
            ("Ctrl+Shift+Tab", "Ctrl+PgUp", "Ctrl+Shift+Backtab"),
        ),
        Command(
            "pane.next",
            QT_TRANSLATE_NOOP("Commands", "Next p&ane"),
            "view",
            ("F6",),
        ),
        Command(
            "pane.previous",
            QT_TRANSLATE_NOOP("Commands", "Pre&vious pane"),
            "view",
            ("Shift+F6",),
        ),
        Menu("view/reports", QT_TRANSLATE_NOOP("Commands", "&Reports"), parent="view"),
        Command("dashboard", QT_TRANSLATE_NOOP("Commands", "&Dashboard"), "view/reports"),
        Separator("view/reports"),
        Insert("view/reports", "reports"),
        Separator("view/reports"),
        Command(
            "statement-layout",
            QT_TRANSLATE_NOOP("Commands", "Statement &layout…"),
            "view/reports",
        ),
        Menu("tools", QT_TRANSLATE_NOOP("Commands", "&Tools")),
        Command(
            "adjust-invoiced",
            QT_TRANSLATE_NOOP("Commands", "&Adjust invoiced quantity…"),
            "tools",
        ),
        Menu("help", QT_TRANSLATE_NOOP("Commands", "&Help")),
        Command(
            "shortcuts",
            QT_TRANSLATE_NOOP("Commands", "&Keyboard shortcuts"),
            "help",
            ("F1", "Ctrl+/"),
        ),
        Command("server-check", QT_TRANSLATE_NOOP("Commands", "Check this &server…"), "help"),
        Command(
            "updates",
            QT_TRANSLATE_NOOP("Commands", "Check for &updates…"),
            "help",
        ),
        Command(
            "about",
            QT_TRANSLATE_NOOP("Commands", "&About Back Office Desktop"),
            "help",
            role=QAction.MenuRole.AboutRole,
        ),
        *_tab_numbers(),
    )
)
"""The main window's commands, in the order the menus show them."""
