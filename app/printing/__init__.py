"""Printed documents as data: what goes on the page (Qt-free); app.views.printing draws it."""
