"""Docstrings in each style, and none."""


def t_doc_google(query: str, limit: int = 5):
    """Search the catalog.

    Args:
        query: The text to search for.
        limit: How many results to return.

    Returns:
        The matching items.
    """


def t_doc_numpy(query: str, limit: int = 5):
    """Search the catalog.

    Parameters
    ----------
    query : str
        The text to search for.
    limit : int
        How many results to return.

    Returns
    -------
    list
        The matching items.
    """


def t_doc_sphinx(query: str, limit: int = 5):
    """Search the catalog.

    :param query: The text to search for.
    :param limit: How many results to return.
    :returns: The matching items.
    """


def t_doc_none(query: str):
    pass
