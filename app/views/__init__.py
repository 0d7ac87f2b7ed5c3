"""Windows, dialogs and widgets. They bind to view-models and hold no business logic.

One subpackage per area of the product: ``sales``, ``inventory``, ``purchasing``,
``accounting``, ``master_data``, ``reports``, ``printing``; ``shell`` is the main window and
what frames every screen; ``widgets`` the building blocks the areas' screens are made of.
"""
