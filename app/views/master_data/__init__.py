"""Master data shared by the areas: places, and imports from spreadsheets."""
