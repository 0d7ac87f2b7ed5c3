"""Sales: customers, sales orders and their documents, returns, sales persons."""
