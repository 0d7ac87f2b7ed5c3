"""View-models: the state, commands and signals of each screen (QtCore only).

Views bind to them and hold no logic; view-models own their asyncio tasks and send every
unexpected failure to the one ``ErrorPresenter``. One subpackage per area, as ``app.views``
has; the modules at the top are what every area shares (the session, tasks, errors,
numbers and words, record editors and lists, autosave, the change notices).
"""
