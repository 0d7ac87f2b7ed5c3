"""The main window's parts: the registry of screens (what opens what, imported when first
opened) and the registry of commands (every menu entry, key and Alt letter, declared once)."""
