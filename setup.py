"""The one thing ``pyproject.toml`` cannot say: the top-level ``resources/`` folder (icons,
translations, fonts, print layouts) travels in a wheel as the package data folder
``app/resources/``, so a plain install finds it where a checkout finds ``resources/``
(``app/store/resources.py`` looks in both)."""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["app", "app.*"]), "app.resources"],
    package_dir={"app.resources": "resources"},
)
