"""Master data > Classifications: the stock-item classification tree, and a new node.

What the API allows, and so what the screen offers:
- read the whole tree (in tree order, inactive nodes included);
- create a node *under* an existing one: ``parentId`` is required, so a new root cannot be
  made here; a parent that is a leaf already holding stock items is refused
  (``ClassificationParentIsLeafWithStockItems``: items live on leaves only), a leaf without
  items becomes a branch;
- nothing else: there is no update and no delete of a classification.

Before offering "New under…", the screen asks how many stock items the selected node
holds directly (the stock-item list's ``classificationId`` lookup), so a refused parent is
explained before anything is typed. A new node goes through the outbox (kind
"classification", ``app.sync.master_kinds``).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.api import errors as api_errors
from app.models.classifications import (
    StockItemClassificationResponse,
    StockItemClassificationUpsertRequest,
)
from app.models.error_codes import ErrorCode
from app.models.validation import issues_from
from app.operations.changes import Changes
from app.store.tabular import Table
from app.viewmodels.errors import ErrorPresenter, describe_error
from app.viewmodels.record_editor import EditorTexts, RecordEditorViewModel
from app.viewmodels.session import Session
from app.viewmodels.tasks import TaskOwner
from app.viewmodels.validation_text import describe_issue

translate = QCoreApplication.translate

DRAFT_KIND = "classification"
RESOURCE = "classifications"

Node = StockItemClassificationResponse


@dataclass(frozen=True)
class NodeState:
    """What the screen knows about the selected node."""

    node: Node
    is_leaf: bool
    item_count: int | None
    """Stock items directly in the node; None while unknown (asking, or it failed)."""

    @property
    def can_add_child(self) -> bool:
        return not (self.is_leaf and (self.item_count or 0) > 0) and self.item_count is not None


def node_label(node: Node) -> str:
    return f"{node.code} · {node.description}" if node.code else node.description


class ClassificationTreeViewModel(TaskOwner):
    """The stock-item tree: nodes in tree order, the selected node's details and whether
    a child may be created under it (with the reason when not)."""

    loadingChanged = Signal(bool)
    errorChanged = Signal(str)
    treeChanged = Signal()
    selectionChanged = Signal()
    """The selected node's state (``selected``) or its explanation changed."""

    def __init__(
        self, session: Session, errors: ErrorPresenter, parent: QObject | None = None
    ) -> None:
        super().__init__(errors, parent)
        self.session = session
        self.nodes: list[Node] = []
        self.error = ""
        self.loading = False
        self.selected: NodeState | None = None
        self.explanation = ""
        """Why "New under…" is not offered for the selection (empty when it is)."""
        self._generation = 0
        self._selection_generation = 0
        session.changes.changed.connect(self._on_change)

    # -- the tree ------------------------------------------------------------------------
    def nodes_under(self, parent_id: int | None) -> list[Node]:
        """The nodes directly under ``parent_id`` (None: the roots, and nodes whose parent
        is missing from the list), in the server's order."""
        known = {node.id for node in self.nodes}
        if parent_id is None:
            return [node for node in self.nodes if node.parent_id not in known]
        return [node for node in self.nodes if node.parent_id == parent_id]

    def node(self, node_id: int) -> Node | None:
        return next((node for node in self.nodes if node.id == node_id), None)

    def is_leaf(self, node_id: int) -> bool:
        return not any(node.parent_id == node_id for node in self.nodes)

    def table(self) -> Table:
        """The tree as a flat table in tree order, for export."""
        codes = {node.id: node.code for node in self.nodes}
        return Table(
            [
                translate("Classifications", "Code"),
                translate("Classifications", "Description"),
                translate("Classifications", "Level"),
                translate("Classifications", "Parent code"),
            ],
            [
                [
                    node.code,
                    node.description,
                    str(node.tree_level),
                    codes.get(node.parent_id or 0, ""),
                ]
                for node in self.nodes
            ],
        )

    def reload(self) -> None:
        self._generation += 1
        self.run(self._load(self._generation), context=translate("Classifications", "Loading tree"))

    async def _load(self, generation: int) -> None:
        self._set_loading(True)
        try:
            nodes = [
                node async for node in self.session.client.classifications.iterate_stock_items()
            ]
        except api_errors.ApiError as exc:
            if generation == self._generation:
                self.error = describe_error(exc).text
                self.errorChanged.emit(self.error)
                self.errors.report(exc, translate("Classifications", "Loading tree"))
            return
        finally:
            if generation == self._generation:
                self._set_loading(False)
        if generation != self._generation:
            return
        self.nodes = nodes
        self.error = ""
        self.errorChanged.emit("")
        self.treeChanged.emit()
        if self.selected is not None:
            self.select(self.selected.node.id)

    # -- the selection -------------------------------------------------------------------
    def select(self, node_id: int | None) -> None:
        """The clerk selected a node: find out whether a child may go under it."""
        self._selection_generation += 1
        node = self.node(node_id) if node_id is not None else None
        if node is None:
            self.selected = None
            self.explanation = translate(
                "Classifications",
                "Select the classification the new one goes under. A new top-level "
                "classification cannot be created here: the server requires a parent.",
            )
            self.selectionChanged.emit()
            return
        leaf = self.is_leaf(node.id)
        self.selected = NodeState(node, leaf, None if leaf else 0)
        self.explanation = ""
        self.selectionChanged.emit()
        if leaf:
            self.run(
                self._count_items(node, self._selection_generation),
                context=translate("Classifications", "Counting stock items"),
            )

    async def _count_items(self, node: Node, generation: int) -> None:
        try:
            page = await self.session.client.stock_items.list(classification_id=node.id)
        except api_errors.ApiError as exc:
            if generation == self._selection_generation:
                self.explanation = translate(
                    "Classifications",
                    "Could not find out whether “{name}” holds stock items: {reason}",
                ).format(name=node.description, reason=describe_error(exc).text)
                self.selectionChanged.emit()
            return
        if generation != self._selection_generation:
            return  # another node was selected meanwhile
        count = max(page.total_count, len(page.items))
        self.selected = NodeState(node, True, count)
        if count:
            self.explanation = translate(
                "Classifications",
                "“{name}” holds %Ln stock items, so it cannot get sub-classifications: "
                "stock items live on the last level only. Move its items first, or choose "
                "another classification.",
                "",
                count,
            ).format(name=node.description)
        self.selectionChanged.emit()

    def details(self) -> str:
        """A line about the selected node for the side panel."""
        state = self.selected
        if state is None:
            return ""
        if not state.is_leaf:
            return translate(
                "Classifications",
                "%Ln sub-classifications",
                "",
                len(self.nodes_under(state.node.id)),
            )
        if state.item_count is None:
            return translate("Classifications", "Last level; counting its stock items…")
        return translate("Classifications", "Last level; %Ln stock items", "", state.item_count)

    def _on_change(self, changes: Changes) -> None:
        if changes.touches(RESOURCE):
            self.reload()

    def _set_loading(self, loading: bool) -> None:
        self.loading = loading
        self.loadingChanged.emit(loading)


# -- a new node ------------------------------------------------------------------------------


class ClassificationField:
    CODE = "code"
    DESCRIPTION = "description"
    PARENT = "parentId"


@dataclass(frozen=True)
class ClassificationForm:
    code: str = ""
    description: str = ""
    parent_id: int | None = None


def build_classification_request(
    form: ClassificationForm,
) -> tuple[StockItemClassificationUpsertRequest | None, dict[str, str]]:
    """The request for ``form``, or None and the errors per field (wire names)."""
    errors: dict[str, str] = {}
    if form.parent_id is None:
        errors[ClassificationField.PARENT] = translate(
            "Classifications", "Choose the classification this one goes under."
        )
    try:
        request = StockItemClassificationUpsertRequest(
            code=form.code.strip(),
            description=form.description.strip(),
            parent_id=form.parent_id or 1,
        )
    except ValidationError as exc:
        for issue in issues_from(exc):
            errors.setdefault(issue.field, describe_issue(issue))
        return None, errors
    return (None, errors) if errors else (request, {})


class ClassificationEditorViewModel(RecordEditorViewModel[ClassificationForm, Node]):
    """A new stock-item classification under a parent (a saved one is shown read-only:
    the API cannot change it)."""

    draft_kind = DRAFT_KIND
    resource = RESOURCE
    record_type = StockItemClassificationResponse
    form_type = ClassificationForm
    error_code_fields = MappingProxyType(
        {
            ErrorCode.DupplicatedCode: ClassificationField.CODE,
            ErrorCode.DupplicatedName: ClassificationField.DESCRIPTION,
            ErrorCode.ClassificationParentIsLeafWithStockItems: ClassificationField.PARENT,
        }
    )

    def __init__(self, *args: Any, parent_id: int | None = None, **kwargs: Any) -> None:
        self._start_parent = parent_id
        self.nodes: list[Node] = []
        super().__init__(*args, **kwargs)

    def texts(self) -> EditorTexts:
        return EditorTexts(
            new_title=translate("Classifications", "New classification"),
            saving=translate("Classifications", "Saving classification"),
            deleting="",
            loading=translate("Classifications", "Loading tree"),
            waiting_offline=translate(
                "Classifications",
                "The server cannot be reached: the classification is kept in the outbox and "
                "will be sent when it can. You can close this tab.",
            ),
            waiting_unknown=translate(
                "Classifications",
                "The server's answer was lost: the outbox checks whether the classification "
                "was saved before sending anything again. See View › Drafts and outbox.",
            ),
            conflict="",
            not_saved=translate("Classifications", "The server did not save the classification."),
        )

    @property
    def read_only(self) -> bool:
        return self.base is not None

    def save(self) -> bool:
        if self.read_only and self.dirty:
            return False  # the API cannot change a saved classification
        return super().save()

    def empty_form(self) -> ClassificationForm:
        return ClassificationForm(parent_id=self._start_parent)

    def form_of(self, record: Node) -> ClassificationForm:
        return ClassificationForm(record.code, record.description, record.parent_id)

    def build_request(
        self, form: ClassificationForm
    ) -> tuple[StockItemClassificationUpsertRequest | None, dict[str, str]]:
        return build_classification_request(form)

    def record_key(self, record: Node) -> str:
        return str(record.id)

    def record_title(self, record: Node) -> str:
        return record.description

    def draft_title(self, form: ClassificationForm) -> str:
        return form.description.strip() or self.texts().new_title

    def known_fields(self) -> frozenset[str]:
        return frozenset(
            {
                ClassificationField.CODE,
                ClassificationField.DESCRIPTION,
                ClassificationField.PARENT,
            }
        )

    async def fetch(self, server_key: str) -> Node:
        """The saved node as the tree lists it (the create's answer has no real depth)."""
        node_id = int(server_key or 0)
        async for node in self.session.client.classifications.iterate_stock_items():
            if node.id == node_id:
                return node
        raise api_errors.NotFound("The new classification is not in the tree.", status=404)

    async def _load_choices(self) -> None:
        try:
            self.nodes = [
                node async for node in self.session.client.classifications.iterate_stock_items()
            ]
        except api_errors.ApiError as exc:
            self._set_form_error(
                translate("Classifications", "The tree could not be loaded: {reason}").format(
                    reason=describe_error(exc).text
                )
            )
            self.errors.report(exc, self.texts().loading)
        self.choicesLoaded.emit()

    def update(self, field: str, value: object) -> None:
        attribute = {
            ClassificationField.CODE: "code",
            ClassificationField.DESCRIPTION: "description",
            ClassificationField.PARENT: "parent_id",
        }[field]
        self.set_value(attribute, value, field=field)
