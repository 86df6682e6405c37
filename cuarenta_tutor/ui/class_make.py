"""The Teacher tab's class maker: a new live class, when the server keeps classes.

Without a server with a data folder (the static site, a notebook) it says that classes
need one. Both links are shown whole, with *Copy*, as the lesson link builder shows its
links (the browser writes the address it sees): the pupils' from the page's address, the
teacher's relative to the page, with a line that says to keep it private. Both work under
any base URL. The pupils' address carries the rules chosen at the top of the app and, once
the tab's lesson link is made, that set of lessons under its rules (:func:`class_query`).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs, urlencode

import ipywidgets as w

from ..classroom.errors import ClassroomError
from ..classroom.model import TEACHER_PATH
from ..classroom.pupil import class_store
from ..i18n import Translator, alert_text
from .class_join import servers_only_html
from .guard import guarded
from .page import PageAddress, hub_prefixes, label_address

if TYPE_CHECKING:
    from ..classroom.store import ClassStore


class ClassMaker:
    """A name field and a button that make a class, then its two links."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.store: ClassStore | None = class_store()
        self.heading = w.HTML()
        self.name = w.Text(continuous_update=False, style={"description_width": "initial"})
        self.name.add_class("ct-class-new-name")
        self.make = w.Button()
        self.make.add_class("ct-class-new")
        self.make.on_click(self._on_make)
        self.result = w.HTML()
        self.result.add_class("ct-class-made")
        self.pupils = PageAddress()  # the pupils' whole address, with Copy
        self.pupils.own_prefix, self.pupils.shared_prefix = hub_prefixes()
        self.pupils.add_class("ct-class-pupils")
        self.teacher = PageAddress()  # the teacher's secret address, with Copy
        self.teacher.add_class("ct-class-teacher")
        self.keep = w.HTML()
        self.keep.add_class("ct-class-keep")
        self.code = ""  # the class made last, whose pupils' address follows the lesson link
        made = [self.result, self.pupils, self.teacher, self.keep]
        parts = [self.heading] + ([w.HBox([self.name, self.make]), *made] if self.store else [])
        self.root = w.VBox(parts)
        self.root.add_class("ct-class-maker")

    def show_error(self, details: str) -> None:
        """Show an error as the app shows its own."""
        self.app.show_error(details)

    def render(self, tr: Translator) -> None:
        """Write the texts in the teacher's language."""
        if self.store is None:
            self.heading.value = servers_only_html(tr)
            return
        heading = tr.gettext("A live class")
        self.heading.value = f"<h2>{escape(heading)}</h2>"
        self.name.description = tr.gettext("Name of the class")
        self.make.description = tr.gettext("Create the class")
        label_address(self.pupils, tr)
        self.pupils.label = tr.gettext("The pupils' page")
        label_address(self.teacher, tr)
        self.teacher.label = tr.gettext("Your page for this class (keep it to yourself)")
        self.teacher.field_label = tr.gettext("Address of your page for this class")
        self.teacher.copied_label = tr.gettext("Copied. Keep it somewhere only you can open.")

    @guarded
    def _on_make(self, _button: w.Button) -> None:
        tr = self.app.tr
        assert self.store is not None
        try:
            made = self.store.create_class(self.name.value)
        except ClassroomError as error:
            self.result.value = f"<p role='alert'>{escape(alert_text(error, tr))}</p>"
            self.pupils.query = self.teacher.relative = self.keep.value = self.code = ""
            return
        teacher = f"{TEACHER_PATH}/{made.code}?lang={tr.lang}#key={made.key}"
        said = escape(tr.gettext("{name} is ready. Class code: {code}").format(
            name=made.name, code=made.code))  # fmt: skip
        private = tr.gettext(
            "Keep this address private: whoever has it sees your pupils' work and can delete it."
        )
        keep = tr.gettext("Bookmark that page now: the tutor does not show its address again.")
        self.result.value = f"<p role='status'>{said}</p>"
        self.code = made.code
        self.follow()
        self.teacher.relative = teacher
        self.keep.value = f"<p>{escape(private)}</p><p>{escape(keep)}</p>"

    def follow(self) -> None:
        """Write the pupils' address of the class made: the app's rules, the lesson link's set."""
        if self.code:
            lessons = self.app.teacher.address.query
            self.pupils.query = class_query(
                self.code, self.app.tr.lang, self.app.session.rules, lessons
            )


def class_query(code: str, lang: str, rules: str, lesson_link: str = "") -> str:
    """Return the pupils' query string of class ``code``, with the rules and the lesson set.

    ``lesson_link`` is the query of the Teacher tab's lesson link (if one was made): its set
    and its rules go with the class, since the set was chosen for those rules.

    >>> class_query("KM859Y", "nl", "pagat")
    'class=KM859Y&lang=nl&rules=pagat'
    >>> class_query("KM859Y", "nl", "quito", "set=03-the-run,captures-match&lang=nl&rules=pagat")
    'class=KM859Y&set=03-the-run,captures-match&lang=nl&rules=pagat'
    >>> class_query("KM859Y", "de", "")
    'class=KM859Y&lang=de'
    """
    link = {key: values[-1] for key, values in parse_qs(lesson_link).items()}
    query = {"class": code}
    if link.get("set"):
        query["set"], rules = link["set"], link.get("rules", "")
    query["lang"] = lang
    if rules:
        query["rules"] = rules
    return urlencode(query, safe=",")
