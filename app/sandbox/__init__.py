"""The sandbox: a faithful local implementation of the Business Management Service API v3.

It is the demo/training company a new user lands in and the server every test talks to.
FastAPI over SQLite, multi-tenant like the real service. It shares ``app.models`` with the
client (so the two cannot drift apart) and imports nothing else of the app.

Entry points: ``create_app`` (ASGI app for a database), ``SandboxServer`` (that app on a
loopback port in a background thread), ``python -m app.sandbox`` (command line).
Where the spec says "not shown", the choices made are listed in ``GUESSES.md``.
"""
