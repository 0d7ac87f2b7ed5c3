"""Building blocks every area's screens are made of (grids, fields, lists, editors, accessibility
helpers).
"""
