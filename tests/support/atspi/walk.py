"""Walk Back Office Desktop's accessible tree over AT-SPI as Orca reads it (run with the
system's python3, which has Debian's pyatspi): one line per showing object, indented by
depth, with role, name, description, text and labelled-by; long tables cut at 30 cells."""

from __future__ import annotations

import time

import pyatspi


def the_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for _ in range(100):
        for application in desktop:
            if application is not None and application.name == "Back Office Desktop":
                return application
        time.sleep(0.2)
    raise SystemExit("Back Office Desktop is not on the accessibility bus")


def text_of(accessible) -> str | None:
    try:
        text = accessible.queryText()
    except Exception:
        return None
    return text.getText(0, text.characterCount)


def labels_of(accessible) -> list[str]:
    names = []
    for relation in accessible.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            names += [relation.getTarget(i).name for i in range(relation.getNTargets())]
    return names


def walk(accessible, depth: int, lines: list[str]) -> None:
    states = accessible.getState()
    if depth > 1 and not states.contains(pyatspi.STATE_SHOWING):
        return
    line = "  " * depth + f"[{accessible.getRoleName()}] name={accessible.name!r}"
    if accessible.description:
        line += f" desc={accessible.description!r}"
    text = text_of(accessible)
    if text is not None and text != accessible.name:
        line += f" text={text!r}"
    if states.contains(pyatspi.STATE_FOCUSABLE):
        line += " focusable"
    if labels := labels_of(accessible):
        line += f" labelled-by={labels!r}"
    lines.append(line)
    count = accessible.childCount
    if accessible.getRoleName() in ("table", "tree table", "tree", "list"):
        count = min(count, 30)
    for index in range(count):
        child = accessible.getChildAtIndex(index)
        if child is not None:
            walk(child, depth + 1, lines)


def main() -> None:
    lines: list[str] = []
    for window in the_app():
        walk(window, 0, lines)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
