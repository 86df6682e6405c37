"""The teacher's page of a class and its JSON API, on the server ``cuarenta-tutor serve`` runs.

Every address is under ``<base URL>cuarenta-class/<CODE>``. The page itself holds nothing
of the class; its script reads the teacher's key from the address's fragment (never sent
to the server with the page, so never in a log) and sends it with each request in the
``X-Class-Key`` header. A request without the right key gets 403 and nothing else, the
same for a class that does not exist: a stranger learns nothing, not even whether a code
is in use. The key header also stands in for the XSRF token: another site cannot send it.

The database is read and written in a worker thread, never on the server's event loop.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
from datetime import date
from typing import Any

from jupyter_server.utils import url_path_join
from tornado import web

from ..classroom.errors import ClassroomError
from ..classroom.export import class_csv
from ..classroom.model import DATABASE_ENV, LIVE_KINDS, TEACHER_PATH
from ..classroom.store import ClassStore
from ..classroom.summary import summarise
from ..i18n import Translator
from ..i18n.catalogs import LANGUAGES
from .class_page import class_lessons, label_answers, lesson_names, live_text, page_html

KEY_HEADER = "X-Class-Key"
CODE = r"([A-Za-z0-9]{1,16})"
MAX_BODY = 20_000
ID_TEXT = re.compile(r"[a-z0-9][a-z0-9._-]{0,199}")


class Classroom:
    """The server's class store, opened on first use from ``$CUARENTA_TUTOR_DATABASE``."""

    def __init__(self, url: str | None) -> None:
        self.url = url
        self._store: ClassStore | None = None

    def store(self) -> ClassStore:
        """Return the store (``serve`` made and migrated the database before starting)."""
        if self._store is None:
            if not self.url:
                raise ClassroomError("classes need cuarenta-tutor serve with a data folder")
            self._store = ClassStore(self.url)
        return self._store


class ClassHandler(web.RequestHandler):
    """What every address of a class has in common: the key check and JSON answers."""

    def initialize(self, classroom: Classroom) -> None:
        """Keep the server's classroom."""
        self.classroom = classroom

    def check_xsrf_cookie(self) -> None:
        """Accept the request: the key header, which no other site can send, guards it."""

    def set_default_headers(self) -> None:
        """Keep the class's data out of caches and frames."""
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Frame-Options", "DENY")
        self.set_header("Referrer-Policy", "no-referrer")

    async def call(self, work: Any, *args: Any) -> Any:
        """Run a store method in a worker thread."""
        return await asyncio.to_thread(work, *args)

    async def authorise(self, code: str) -> ClassStore:
        """Return the store if the request carries the class's key; else answer 403 and stop."""
        key = self.request.headers.get(KEY_HEADER, "")
        try:
            store = self.classroom.store()
            allowed = bool(key) and await self.call(store.key_matches, code, key)
        except ClassroomError as error:
            self.reply({"error": "database", "detail": str(error)}, status=503)
            raise web.Finish from error
        if not allowed:
            self.reply({"error": "key"}, status=403)
            raise web.Finish
        return store

    def reply(self, data: Any, status: int = 200) -> None:
        """Answer with JSON."""
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data, ensure_ascii=False))

    def body(self) -> dict[str, Any]:
        """Return the request's JSON object (an empty one when there is none or it is bad)."""
        if len(self.request.body) > MAX_BODY:
            return {}
        try:
            data = json.loads(self.request.body or b"{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}


class PageHandler(ClassHandler):
    """The teacher's page: the same for every code and key, in the language of ``?lang=``."""

    def get(self, code: str) -> None:
        """Send the page."""
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header(
            "Content-Security-Policy",
            "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            "img-src 'self' data:; connect-src 'self'",
        )
        self.finish(page_html(code.upper(), self.get_query_argument("lang", "en")))


class SummaryHandler(ClassHandler):
    """The class's work (``summarise``), with the live position's words in ``?lang=``."""

    async def get(self, code: str) -> None:
        """Send the summary."""
        store = await self.authorise(code)
        lang = self.get_query_argument("lang", "en")
        self.reply(await self.call(self.summary, store, code, lang))

    @staticmethod
    def summary(store: ClassStore, code: str, lang: str) -> dict[str, Any]:
        """Return the summary with the live position's words (in a worker thread)."""
        summary = summarise(store.class_data(code), store.clock())
        label_answers(summary, lang)
        summary["class"]["lessons"] = class_lessons(summary["class"]["pupils_query"])
        if summary["live"]:
            summary["live"]["text"] = live_text(summary["live"], lang, summary["class"]["rules"])
        return summary


class CsvHandler(ClassHandler):
    """The class's work as a CSV file for the teacher's spreadsheet."""

    async def get(self, code: str) -> None:
        """Send the CSV file, in the language of ``?lang=`` (headings, lesson titles)."""
        store = await self.authorise(code)
        lang = self.get_query_argument("lang", "en")
        lang = lang if lang in LANGUAGES else "en"
        summary = await self.call(lambda: summarise(store.class_data(code), store.clock()))
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        name = f"class-{code.upper()}.csv"
        self.set_header("Content-Disposition", f'attachment; filename="{name}"')
        self.finish(class_csv(summary, Translator(lang), lesson_names(lang)).encode("utf-8"))


class DeletePupilHandler(ClassHandler):
    """Delete one pupil and their work."""

    async def post(self, code: str, pupil_id: str) -> None:
        """Delete the pupil; 404 when the class has no such pupil."""
        store = await self.authorise(code)
        found = await self.call(store.delete_pupil, code, int(pupil_id))
        self.reply({"deleted": found}, status=200 if found else 404)


class NewCodeHandler(ClassHandler):
    """Give one pupil a new rejoin code (to let them back in after too many wrong codes)."""

    async def post(self, code: str, pupil_id: str) -> None:
        """Answer with the new code; 404 when the class has no such pupil."""
        store = await self.authorise(code)
        made = await self.call(store.renew_rejoin_code, code, int(pupil_id))
        self.reply({"rejoin_code": made}, status=200 if made else 404)


class DeleteClassHandler(ClassHandler):
    """Delete the whole class."""

    async def post(self, code: str) -> None:
        """Delete the class: its key opens nothing afterwards."""
        store = await self.authorise(code)
        await self.call(store.delete_class, code)
        self.reply({"deleted": True})


def _ids(value: Any) -> list[str]:
    if not isinstance(value, list) or len(value) > 200:
        return []
    return [item for item in value if isinstance(item, str) and ID_TEXT.fullmatch(item)]


class HomeworkHandler(ClassHandler):
    """Set homework: ``{"lessons": [...], "themes": [...], "due": "YYYY-MM-DD"}``."""

    async def post(self, code: str) -> None:
        """Set it; 400 when there is nothing to do or no valid date."""
        store = await self.authorise(code)
        data = self.body()
        lessons, themes, due = _ids(data.get("lessons")), _ids(data.get("themes")), data.get("due")
        try:
            date.fromisoformat(str(due))
        except ValueError:
            due = None
        if not (lessons or themes) or not isinstance(due, str) or len(due) != 10:
            self.reply({"error": "homework"}, status=400)
            return
        await self.call(store.set_homework, code, lessons, themes, due)
        self.reply({"set": True})


class LiveHandler(ClassHandler):
    """The live position: ``push`` (``{"kind", "item"}``), ``reveal`` or ``stop``."""

    async def post(self, code: str, action: str) -> None:
        """Do the action."""
        store = await self.authorise(code)
        if action == "reveal":
            await self.call(store.reveal_live, code)
        elif action == "stop":
            await self.call(store.stop_live, code)
        else:
            data = self.body()
            kind, item = data.get("kind"), data.get("item")
            if kind not in LIVE_KINDS or not isinstance(item, str) or not ID_TEXT.fullmatch(item):
                self.reply({"error": "live"}, status=400)
                return
            await self.call(store.push_live, code, kind, item)
        self.reply({"done": action})


def class_handlers(base_url: str, database: str | None = None) -> list[tuple[Any, ...]]:
    """Return the handlers of the teachers' pages, for a server under ``base_url``."""
    classroom = Classroom(database if database is not None else os.environ.get(DATABASE_ENV))
    root = url_path_join(base_url, TEACHER_PATH, CODE)
    routes: list[tuple[str, type[ClassHandler]]] = [
        ("", PageHandler),
        ("/api/summary", SummaryHandler),
        ("/api/class.csv", CsvHandler),
        (r"/api/pupils/(\d{1,12})/delete", DeletePupilHandler),
        (r"/api/pupils/(\d{1,12})/new-code", NewCodeHandler),
        ("/api/delete", DeleteClassHandler),
        ("/api/homework", HomeworkHandler),
        ("/api/live/(push|reveal|stop)", LiveHandler),
    ]
    return [(root + path + "/?$", handler, {"classroom": classroom}) for path, handler in routes]
