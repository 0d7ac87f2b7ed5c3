"""Windows, dialogs and widgets. They bind to view-models and hold no business logic."""
