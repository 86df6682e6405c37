"""The files a teacher opens in a browser pass axe-core: the worksheet and the HTML report.

Walk P4 (N11): both had no ``<main>``, so axe found ``landmark-one-main`` once and
``region`` on every block of the page (39 on a worksheet, 6 on a report).
"""

from helpers import axe_at_sizes

from cuarenta_tutor.cli import main
from cuarenta_tutor.tutor.progress import Progress


def test_a_worksheet_and_a_report_pass_axe_at_phone_and_laptop_sizes(tmp_path, browser, capsys):
    sheet = tmp_path / "sheet.html"
    assert main(["worksheet", "--course", "04-caida-limpia", "--lang", "nl", "--rules", "pagat",
                 "-o", str(sheet)]) == 0  # fmt: skip
    pupil = tmp_path / "ana.json"
    pupil.write_text(Progress(learner="Ana").update("caida-first-caida", attempts=1).to_json())
    capsys.readouterr()
    assert main(["report", "--html", "--lang", "nl", str(pupil)]) == 0
    report = tmp_path / "report.html"
    report.write_text(capsys.readouterr().out, encoding="utf-8")
    context = browser.new_context()
    try:
        page = context.new_page()
        found = []
        for path in (sheet, report):
            page.goto(path.as_uri())
            found += axe_at_sizes(page, path.name)
        assert found == []
    finally:
        context.close()
