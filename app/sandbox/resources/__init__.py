"""One module per REST collection: its router and the rules the spec gives it."""
