"""Printing from the windows: the document to print, its language and paper, and where it went."""
