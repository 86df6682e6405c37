"""The pupils' address of a class, which the class keeps: its lesson set, language and rules.

The Teacher tab's *Create the class* and ``cuarenta-tutor class new`` give the pupils an
address such as ``/?class=KM859Y&set=04-caida-limpia&lang=nl&rules=pagat``. The class keeps
that query (``classes.pupil_query``, schema version 5), so the teacher's page shows the same
whole address any day after, and shows the live position under the class's rules, as the
pupils' screens do. A class made before keeps none: its address is ``class=CODE`` alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import parse_qs, urlencode

from .errors import unknown_class

if TYPE_CHECKING:
    from .store import ClassStore


def class_query(code: str, lang: str, rules: str, lesson_link: str = "") -> str:
    """Return the pupils' query string of class ``code``, with the rules and the lesson set.

    ``lesson_link`` is the query of the Teacher tab's lesson link (if one was made): its set
    and its rules go with the class, since the set was chosen for those rules.

    >>> class_query("KM859Y", "nl", "pagat")
    'class=KM859Y&lang=nl&rules=pagat'
    >>> class_query("KM859Y", "nl", "quito", "set=03-the-run,captures-match&lang=nl&rules=pagat")
    'class=KM859Y&set=03-the-run,captures-match&lang=nl&rules=pagat'
    >>> class_query("KM859Y", "", "", "set=03-the-run")
    'class=KM859Y&set=03-the-run'
    """
    link = {key: values[-1] for key, values in parse_qs(lesson_link).items()}
    query = {"class": code}
    if link.get("set"):
        query["set"], rules = link["set"], link.get("rules", "")
    if lang:
        query["lang"] = lang
    if rules:
        query["rules"] = rules
    return urlencode(query, safe=",")


def pupils_query(code: str, kept: str) -> str:
    """Return the pupils' query of class ``code``: the one it keeps, else ``class=CODE``.

    >>> pupils_query("KM859Y", "")
    'class=KM859Y'
    >>> pupils_query("KM859Y", "class=KM859Y&rules=pagat")
    'class=KM859Y&rules=pagat'
    """
    return kept or urlencode({"class": code})


def query_rules(query: str) -> str:
    """Return the rules a pupils' query names (nothing: each lesson's own).

    >>> query_rules("class=KM859Y&set=03-the-run&rules=pagat")
    'pagat'
    >>> query_rules("class=KM859Y")
    ''
    """
    return query_field(query, "rules")


def query_field(query: str, name: str) -> str:
    """Return the field ``name`` of a pupils' query (the last, if repeated), or nothing.

    >>> query_field("class=KM859Y&set=03-the-run&rules=pagat", "set")
    '03-the-run'
    """
    return parse_qs(query).get(name, [""])[-1]


def keep_pupils_query(store: ClassStore, code: str, query: str) -> None:
    """Keep ``query`` as the pupils' address of class ``code`` (the teacher's page shows it)."""
    from .schema import classes  # here: the class views import this module without SQLAlchemy

    with store._transaction() as db:
        done = db.execute(classes.update().where(classes.c.code == code).values(pupil_query=query))
        if not done.rowcount:
            raise unknown_class(code)
