"""The managers' screens' state: report tables, parameters, the dashboard."""
