"""The things a person does, as small Qt-free functions: each does it and returns what it
changed as a typed change set (``changes.Changes``), from which the screens refresh.

Modeled on Anki's ``aqt/operations``: a view-model asks an operation to act, shows its
outcome, and publishes its change set on the session's ``ChangeNotices``.
"""
