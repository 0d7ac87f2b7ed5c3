"""The shell: the main window and what frames every screen (menus, tabs, the status bar, dialogs of
the app as a whole).
"""
