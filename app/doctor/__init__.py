"""The doctor: how a server's answers compare with our reading of the contract.

Qt-free. ``run.examine`` reads every list of the contract (GET only, paced by the client's
rate limiter), ``shapes`` compares each answer with our models field by field, and
``report`` says what works, what differs and what that means for the app, with a JSON of
the details in which no record's value is kept. ``backoffice doctor`` (``app.cli.doctor``)
and Help › Check this server… show the same report.
"""
