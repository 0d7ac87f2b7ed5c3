"""In-app updates, signed with TUF (Qt-free).

- ``feed``: whether this copy looks for updates at all (a release feed set in the app-wide
  preferences, and the feed's trusted root shipped with the bundle);
- ``client``: finds, downloads and verifies a newer release with python-tuf's client;
- ``install``: puts a verified release beside the running one and switches to it in one
  step, so a killed install leaves the previous version runnable.

The repository is written by ``packaging/release.py`` (tufup's repository tools).
"""
