"""One class per REST collection; each method is one operation of the spec."""
