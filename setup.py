"""What ``pyproject.toml`` cannot say:

- the top-level ``resources/`` folder (icons, translations, fonts, print layouts) travels in
  a wheel as the package data folder ``app/resources/``, so a plain install finds it where a
  checkout finds ``resources/`` (``app/store/resources.py`` looks in both);
- the wheel carries the version stamp ``app/VERSION``, as the frozen bundle does: the app
  reads it at start instead of the installed metadata (``app.find_version``), some 40 ms.
"""

from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py


class BuildWithVersionStamp(build_py):
    """``build_py`` that also writes ``app/VERSION`` into the build."""

    def run(self) -> None:
        super().run()
        if not self.dry_run:
            stamp = Path(self.build_lib) / "app" / "VERSION"
            stamp.parent.mkdir(parents=True, exist_ok=True)
            stamp.write_text(self.distribution.get_version() + "\n", encoding="utf-8")


setup(
    packages=[*find_packages(include=["app", "app.*"]), "app.resources"],
    package_dir={"app.resources": "resources"},
    cmdclass={"build_py": BuildWithVersionStamp},
)
