"""Inventory: stock and service items, warehouses, work orders, brands, classifications, item
properties.
"""
