"""The tables of schema migration 2 (master data), one module per resource group.

Each module holds ``DDL``, the SQL that creates its group's tables. Tables may name each
other in REFERENCES clauses regardless of module order (SQLite resolves foreign keys when
rows are written). Until the demo company ships in a release, migration 2 may still change;
after that, changes go into a new migration.
"""
