"""The API contract as pydantic types, shared by the client and the sandbox (no Qt here).

Wire names are camelCase (aliases), Python names snake_case; a request body read from the
wire knows wire names only (code builds a request by Python name). Request models carry
every rule the spec states so that a form can show an error before anything is sent;
response models are tolerant (unknown fields kept, open enums), as ``spec/gaps.md`` asks.
"""
