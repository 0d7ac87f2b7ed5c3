"""Tables of cities, districts and streets (migration 2). Countries are reference data.

Names compare and sort ignoring case (``COLLATE NOCASE``), as the service's database does:
"cairo" finds and duplicates "Cairo".
"""

DDL = """
CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL COLLATE NOCASE,
    country_id INTEGER NOT NULL REFERENCES countries(id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE districts (
    id INTEGER PRIMARY KEY,
    tenant_id INTEGER NOT NULL REFERENCES tenants(id),
    name TEXT NOT NULL COLLATE NOCASE,
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
-- Lists sort by name (within a country or city when filtered by it); names are unique
-- within their parent.
CREATE INDEX cities_by_name ON cities(tenant_id, name);
CREATE INDEX cities_by_country ON cities(tenant_id, country_id, name);
CREATE INDEX districts_by_name ON districts(tenant_id, name);
CREATE INDEX districts_by_city ON districts(city_id, name);
-- "In use" checks before a delete (accounts got their address columns in the reference part).
CREATE INDEX streets_by_district ON streets(district_id);
CREATE INDEX accounts_by_city ON accounts(city_id);
CREATE INDEX accounts_by_district ON accounts(district_id);
"""
