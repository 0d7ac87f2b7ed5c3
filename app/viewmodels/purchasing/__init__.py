"""Purchasing: purchase orders and returns, suppliers."""
