"""Back Office Desktop: a desktop client for the Business Management Service API v3."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("backoffice-desktop")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
