"""A worksheet printed to PDF in Chromium: every puzzle and every answer is there."""

import re

from cuarenta_tutor.cli import main
from cuarenta_tutor.lessons.course import load_courses


def test_worksheet_prints_to_pdf_with_puzzles_and_answer_key(tmp_path, browser, capsys):
    sheet = tmp_path / "sheet.html"
    assert main(["worksheet", "--course", "03-the-run", "--lang", "es", "-o", str(sheet)]) == 0
    lessons = next(c for c in load_courses() if c.slug == "03-the-run").lessons
    html = sheet.read_text(encoding="utf-8")
    for number, lesson in enumerate(lessons, start=1):
        assert f"id='puzzle-{number}'" in html
        assert f"id='answer-{number}'" in html
        assert lesson.texts["es"].title in html
    page = browser.new_context().new_page()
    page.goto(sheet.as_uri())
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages >= 2  # the puzzles, then the answer key on a page of its own
    text = page.evaluate("document.body.innerText")
    for number in range(1, len(lessons) + 1):
        assert re.search(rf"(^|\n){number}\. ", text)  # puzzle and answer numbered
    page.close()
