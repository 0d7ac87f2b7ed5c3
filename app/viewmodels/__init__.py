"""View-models: the state, commands and signals of each screen (QtCore only).

Views bind to them and hold no logic; view-models own their asyncio tasks and send every
unexpected failure to the one ``ErrorPresenter``.
"""
