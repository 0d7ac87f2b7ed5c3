"""What the bundle spec and the build scripts derive from the checkout, in one place:

    python packaging/recipe.py version           # 0.1.0 (pyproject.toml's [project] version)
    python packaging/recipe.py numeric-version   # 0.1.0.0 (Windows file and installer version)

``packaging/backoffice.spec`` imports it (``windows_version_info``); the tests check it.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "Back Office Desktop"
BUNDLE_ID = "com.backoffice.desktop"
COMPANY = "BackOffice"


def project_version(root: Path = ROOT) -> str:
    """``[project] version`` of pyproject.toml: the app's only version number."""
    with (root / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def numeric_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows wants: the release part, padded (``1.2rc1`` -> 1.2.0.0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if release is None:
        raise ValueError(f"{version!r} does not start with a release number")
    numbers = [int(part) for part in release.group().split(".")][:4]
    padded = numbers + [0] * (4 - len(numbers))
    return padded[0], padded[1], padded[2], padded[3]


def windows_version_info(version: str) -> str:
    """PyInstaller's VSVersionInfo text: the executable's Details tab in Explorer."""
    numbers = numeric_version(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": APP_NAME,
        "FileVersion": version,
        "InternalName": "backoffice",
        "LegalCopyright": COMPANY,
        "OriginalFilename": "backoffice.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    table = ",\n".join(
        f"        StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
{table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def main(argv: list[str]) -> int:
    if argv == ["version"]:
        print(project_version())
    elif argv == ["numeric-version"]:
        print(".".join(str(number) for number in numeric_version(project_version())))
    else:
        print("usage: recipe.py version | numeric-version", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
