"""Tables of cities, districts and streets (migration 2). Countries are reference data."""

DDL = """
CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE districts (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    city_id INTEGER NOT NULL REFERENCES cities(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- Streets have no endpoint; they exist because a district in use by one cannot be deleted.
CREATE TABLE streets (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL,
    district_id INTEGER NOT NULL REFERENCES districts(id)
);
"""
