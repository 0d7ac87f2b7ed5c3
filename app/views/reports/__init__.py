"""The managers' windows: report screens, the home dashboard, charts."""
