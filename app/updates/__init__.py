"""In-app updates, signed with TUF (Qt-free).

- ``feed``: whether this copy looks for updates at all (a release feed set in the app-wide
  preferences, and the feed's trusted root shipped with the bundle);
- ``client``: finds, downloads and verifies a newer release with python-tuf's client (by
  patch where it can, else the whole archive);
- ``install``: puts a verified release beside the running one and switches to it (a
  symbolic link on Linux, a directory junction on Windows, an ``.app`` swap on macOS), so
  a killed install leaves the previous version runnable.

The repository is written by ``packaging/release.py`` (tufup's repository tools).
"""
