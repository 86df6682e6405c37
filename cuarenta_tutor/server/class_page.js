// The teacher's live page: polls the class's summary and draws it. Pupils' text is only
// ever written with textContent; the key travels in a header, read from the #key= fragment.
(() => {
  "use strict";
  const REFRESH_MS = 3000;
  const main = document.getElementById("class-page");
  const data = JSON.parse(document.getElementById("class-data").textContent);
  const T = data.texts;
  const lang = main.dataset.lang;
  const base = location.pathname.replace(/\/+$/, "");
  const key = new URLSearchParams(location.hash.slice(1)).get("key") || "";
  const status = document.getElementById("class-status");
  const lessons = new Map();
  data.courses.forEach((course) => course.lessons.forEach((l) => lessons.set(l.id, l)));
  const themes = new Map(data.themes.map((t) => [t.id, t.name]));
  let built = false;
  const shownCodes = new Set(); // pupils whose rejoin code the teacher chose to show (hidden on the projector otherwise)
  let timer = null;
  let last = null; // the summary drawn last (a shown code is redrawn from it at once)

  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  // A due date (ISO, as set) as the page's language writes a date: "12 december 2026".
  const longDate = (iso) => {
    const day = new Date(`${iso}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(day);
  };
  const lessonName = (id) => (lessons.has(id) ? `${lessons.get(id).number} ${lessons.get(id).title}` : id);
  const writtenFor = (lesson, rules) => lesson.rulesets.includes(rules) || lesson.rulesets.includes(rules.split("+")[0]);
  // The class's own courses: the lessons of its set (the whole course without one) and any in
  // `extra`; a lesson not written for the class's rules marked as the Teacher tab marks it.
  function classCourses(summary, extra = new Set()) {
    const kept = new Set(summary.class.lessons || []);
    const rules = summary.class.rules || "";
    return data.courses.map((course) => ({ title: course.title, lessons: course.lessons
      .filter((l) => !kept.size || kept.has(l.id) || extra.has(l.id))
      .map((l) => ({ ...l, label: `${l.number} ${l.title}${rules && !writtenFor(l, rules) ? ` — ${l.only}` : ""}` })) }))
      .filter((course) => course.lessons.length);
  }
  // the live picker's puzzles: the easiest of each theme under the class's rules
  const classPuzzles = (summary) => data.puzzles[(summary.class.rules || "").split("+")[0]] || data.puzzles[data.default_rules];
  function el(tag, props = {}, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (name === "text") node.textContent = value;
      else if (name === "on") Object.entries(value).forEach(([ev, fn]) => node.addEventListener(ev, fn));
      else node.setAttribute(name, value);
    }
    children.forEach((child) => child && node.append(child));
    return node;
  }
  async function api(path, body) {
    const answer = await fetch(`${base}/api/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "X-Class-Key": key, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    if (answer.status === 403) throw new Error("key");
    if (!answer.ok) throw new Error(String(answer.status));
    return answer;
  }
  function section(id, heading) {
    const box = el("section", { id, "aria-labelledby": `${id}-h` }, el("h2", { id: `${id}-h`, text: heading }));
    box.body = el("div", { class: "wrap" });
    box.append(box.body);
    main.append(box);
    return box;
  }
  function table(head, rows, caption) {
    const t = el("table", {}, caption ? el("caption", { text: caption }) : null);
    t.append(el("thead", {}, el("tr", {}, ...head.map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody");
    rows.forEach((cells) => body.append(el("tr", {}, ...cells)));
    t.append(body);
    return t;
  }
  async function act(path, body, confirmText) {
    if (confirmText && !window.confirm(confirmText)) return;
    try {
      await api(path, body);
      await refresh();
      return true;
    } catch (error) {
      say(T.failed, true);
      return false;
    }
  }
  function say(text, error = false) {
    status.textContent = text;
    status.className = error ? "error" : "";
  }

  // A table wider than a phone scrolls sideways in its box: then the box takes focus (keys
  // scroll it), named by its section's heading; a box that fits is no tab stop.
  function scrollers() {
    document.querySelectorAll("section > .wrap").forEach((box) => {
      if (box.scrollWidth > box.clientWidth + 1) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        box.setAttribute("aria-labelledby", `${box.parentElement.id}-h`);
      } else ["tabindex", "role", "aria-labelledby"].forEach((name) => box.removeAttribute(name));
    });
  }
  window.addEventListener("resize", scrollers);

  const parts = {};
  function build(summary) {
    document.getElementById("class-title").textContent = summary.class.name;  // the name alone: "Klas 3B", never "Klas Klas 3B"
    document.title = `${summary.class.name} · Cuarenta Tutor`;
    const join = `${location.origin}${base.replace(/cuarenta-class\/[^/]+$/, "")}?${summary.class.pupils_query || `class=${summary.class.code}`}`;  // with the set, language and rules the class was made with
    main.insertBefore(el("p", { id: "class-join", text: fill(T.code, { url: join, code: summary.class.code }) }), status);
    // what the class is doing now comes first: the live position, then the tables
    parts.live = section("live", T.live);
    parts.live.insertBefore(liveForm(summary), parts.live.body);
    parts.live.insertBefore(el("p", { id: "live-said", class: "said", role: "status", "aria-live": "polite" }), parts.live.body);
    parts.stuck = section("stuck", T.stuck);
    parts.pupils = section("pupils", T.pupils);
    parts.pupils.said = el("p", { id: "pupils-said", class: "said", role: "status", "aria-live": "polite" });
    parts.pupils.insertBefore(parts.pupils.said, parts.pupils.body);
    parts.practice = section("practice", T.practice);
    parts.themes = section("themes-missed", T.themes_missed);
    parts.wrong = section("wrong-answers", T.wrong_answers);
    parts.homework = section("homework", T.homework);
    parts.homework.insertBefore(homeworkForm(summary), parts.homework.body);
    const tools = el("p", {},
      el("button", { type: "button", id: "export-csv", on: { click: exportCsv } , text: T.export }), " ",
      el("button", { type: "button", id: "delete-class", class: "danger", text: T.delete_class,
        on: { click: deleteClass } }));
    main.append(tools);
    built = true;
  }
  function homeworkForm(summary) {
    const form = el("form", { id: "homework-form" });
    const lessonBox = el("fieldset", {}, el("legend", { text: T.lessons }));
    const courses = classCourses(summary);
    courses.forEach((course) => {
      // a class of one course shows its lessons at once
      const group = el("details", courses.length === 1 ? { open: "" } : {}, el("summary", { text: course.title }));
      course.lessons.forEach((l) => group.append(el("label", {},
        el("input", { type: "checkbox", name: "lesson", value: l.id }), ` ${l.label}`)));
      lessonBox.append(group);
    });
    const themeBox = el("fieldset", {}, el("legend", { text: T.themes }));
    data.themes.forEach((t) => themeBox.append(el("label", {},
      el("input", { type: "checkbox", name: "theme", value: t.id }), ` ${t.name}`)));
    const due = el("input", { type: "date", id: "homework-due", name: "due", required: "" });
    form.append(lessonBox, themeBox, el("label", { for: "homework-due", text: `${T.due} ` }), due, " ",
      el("button", { type: "submit", class: "primary", text: T.set_homework }));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const picked = (name) => [...form.querySelectorAll(`input[name=${name}]:checked`)].map((i) => i.value);
      const body = { lessons: picked("lesson"), themes: picked("theme"), due: due.value };
      if (!(body.lessons.length || body.themes.length) || !body.due) return say(T.homework_bad, true);
      act("homework", body);
    });
    return form;
  }
  function liveForm(summary) {
    const choose = el("select", { id: "live-item" });
    classCourses(summary).forEach((course) => {
      const group = el("optgroup", { label: course.title });
      course.lessons.forEach((l) => group.append(el("option", { value: l.id, text: l.label })));
      choose.append(group);
    });
    classPuzzles(summary).forEach((theme) => {
      const group = el("optgroup", { label: `${T.practice}: ${theme.theme}` });
      theme.puzzles.forEach((p) => group.append(el("option", { value: p.id, "data-kind": "puzzle",
        text: `${p.name} (${T.rating} ${p.rating})` })));
      choose.append(group);
    });
    choose.addEventListener("change", () => { choose.dataset.chosen = "1"; });
    const kind = () => choose.selectedOptions[0]?.dataset.kind || "lesson";
    return el("p", {}, el("label", { for: "live-item", text: `${T.live_choose} ` }), choose, " ",
      el("button", { type: "button", id: "live-push", class: "primary", text: T.push,
        on: { click: () => act("live/push", { kind: kind(), item: choose.value }) } }), " ",
      el("button", { type: "button", id: "live-reveal", text: T.reveal, on: { click: () => act("live/reveal", {}) } }), " ",
      el("button", { type: "button", id: "live-stop", text: T.stop, on: { click: () => act("live/stop", {}) } }));
  }

  function drawStuck(summary) {
    const items = [];
    summary.pupils.forEach((p) => p.stuck.forEach((s) => items.push(s.why === "misses"
      ? fill(T.stuck_misses, { name: p.name, lesson: lessonName(s.lesson), count: s.misses })
      : fill(T.stuck_idle, { name: p.name, count: s.minutes }))));
    parts.stuck.body.replaceChildren(items.length
      ? el("ul", {}, ...items.map((text) => el("li", { text })))
      : el("p", { text: T.nobody_stuck }));
  }
  function lessonCell(record) {
    if (!record) return el("td", { text: "·", "aria-label": T.not_tried, title: T.not_tried });
    if (record.stars) {
      // the best, with the first finish and the wrong answers a later retry must not hide
      // one star the first time: finished only once the solution was seen (or revealed)
      const seen = record.first_stars === 1;
      const label = [fill(T.stars, { count: record.stars }),
        ...(record.first_stars && record.first_stars !== record.stars ? [fill(T.first_stars, { count: record.first_stars })] : []),
        ...(seen ? [T.seen] : []),
        ...(record.misses ? [fill(T.misses, { count: record.misses })] : [])].join("; ");
      return el("td", { class: "stars", "aria-label": label, title: label }, "★".repeat(record.stars),
        seen ? el("span", { class: "seen", text: ` ${T.seen}` }) : null);
    }
    if (record.solved) return el("td", { text: "✓", "aria-label": T.solved, title: T.solved });
    const label = fill(T.misses, { count: record.misses });
    return el("td", { class: "misses", text: `✗${record.misses}`, "aria-label": label, title: label });
  }
  // A new code for a pupil: the row stays open on it, and the page says it in words (read
  // out by a screen reader), so the teacher knows the click did something and what to tell.
  async function renewCode(id) {
    shownCodes.add(id);
    if (!(await act(`pupils/${id}/new-code`, {}))) return;
    const now = last && last.pupils.find((x) => x.id === id);
    if (now) parts.pupils.said.textContent = fill(T.code_renewed, { name: now.name, code: now.rejoin_code });
  }
  // A pupil's rejoin code: hidden until asked, then shown with a button that makes a new one.
  function codeCell(p) {
    const shown = shownCodes.has(p.id);
    const toggle = el("button", { type: "button", class: "show-code", "data-pupil": String(p.id),
      "aria-expanded": String(shown), "aria-label": `${shown ? T.hide_code : T.show_code}: ${p.name}`,
      text: shown ? T.hide_code : T.show_code,
      on: { click: () => { shown ? shownCodes.delete(p.id) : shownCodes.add(p.id); drawPupils(last); } } });
    const renew = el("button", { type: "button", class: "new-code", "data-pupil": String(p.id),
      "aria-label": `${T.new_code}: ${p.name}`, text: T.new_code,
      // the new code stays in view (the row must not fold back to Show code): it is read out
      on: { click: () => renewCode(p.id) } });
    // too many wrong codes: the teacher must see it, and the button that unlocks
    const lock = p.rejoin_locked ? [el("strong", { class: "code-locked", text: T.code_locked }), " "] : [];
    if (!shown) return el("td", {}, ...lock, toggle, ...(p.rejoin_locked ? [" ", renew] : []));
    return el("td", {}, ...lock, el("code", { class: "rejoin-code", text: p.rejoin_code }), " ", toggle, " ", renew);
  }
  function drawPupils(summary) {
    if (!summary.pupils.length) return parts.pupils.body.replaceChildren(el("p", { text: T.no_pupils }));
    // the class's lessons, and any other a pupil has worked on
    const worked = new Set(summary.pupils.flatMap((p) => Object.keys(p.lessons)));
    const boxes = classCourses(summary, worked).map((course) => {
      const head = [T.pupil, ...course.lessons.map((l) => l.number)];
      const t = table(head, summary.pupils.map((p) => [el("th", { scope: "row", text: p.name }),
        ...course.lessons.map((l) => lessonCell(p.lessons[l.id]))]), course.title);
      t.querySelectorAll("thead th").forEach((th, i) => i && th.setAttribute("title", course.lessons[i - 1].title));
      return t;
    });
    const focused = document.activeElement?.dataset?.pupil ? document.activeElement : null;
    // one row per pupil with what the teacher does to her: code, new code, delete
    const roster = table([T.pupil, T.last_seen, T.rejoin_code, T.delete],
      summary.pupils.map((p) => [el("th", { scope: "row", text: p.name }),
        el("td", { text: new Date(p.last_seen).toLocaleTimeString(lang) }),
        codeCell(p),
        el("td", {}, el("button", { type: "button", class: "danger delete-pupil", "data-pupil": String(p.id),
          "aria-label": `${T.delete}: ${p.name}`, text: T.delete,
          on: { click: () => act(`pupils/${p.id}/delete`, {}, fill(T.delete_pupil, { name: p.name })) } }))]));
    roster.id = "roster";
    parts.pupils.body.replaceChildren(roster, ...boxes);
    parts.practice.body.replaceChildren(table([T.pupil, T.answers, T.right, T.rating],
      summary.pupils.map((p) => [el("th", { scope: "row", text: p.name }),
        el("td", { text: String(p.practice.answers) }), el("td", { text: String(p.practice.correct) }),
        el("td", { text: p.practice.rating === null ? "–" : String(p.practice.rating) })])));
    // the table is drawn anew every few seconds: a keyboard user's button keeps the focus
    if (focused && !focused.isConnected) {
      const selector = `button.${focused.classList[focused.classList.length - 1]}[data-pupil="${focused.dataset.pupil}"]`;
      parts.pupils.body.querySelector(selector)?.focus();
    }
  }
  function drawLists(summary) {
    parts.themes.body.replaceChildren(summary.themes_missed.length
      ? el("ul", {}, ...summary.themes_missed.map((r) => el("li", { text: `${themes.get(r.theme) || r.theme}: ${r.misses}` })))
      : el("p", { text: T.none_yet }));
    const wrong = Object.entries(summary.wrong_answers);
    parts.wrong.body.replaceChildren(wrong.length
      ? el("ul", {}, ...wrong.map(([id, rows]) => el("li", { text:
        `${lessonName(id)}: ${rows.map((r) => `${r.label || r.play} (${r.count})`).join(", ")}` })))
      : el("p", { text: T.none_yet }));
    parts.homework.body.replaceChildren(...summary.homework.map((work, index) => {
      const done = summary.pupils.filter((p) => p.homework[index].done).length;
      const items = [...work.lessons.map(lessonName), ...work.themes.map((t) => themes.get(t) || t)];
      return el("div", {}, el("h3", { text: fill(T.homework_item, { due: longDate(work.due), count: done, total: summary.pupils.length }) }),
        el("p", { text: items.join(" · ") }),
        el("p", { text: `${T.homework_done}: ${summary.pupils.filter((p) => p.homework[index].done).map((p) => p.name).join(", ") || "–"}` }),
        // partial progress too (each pupil's items done), not only who has finished everything
        el("p", { class: "homework-progress", text: `${T.homework_progress}: ${summary.pupils.map((p) =>
          `${p.name} ${p.homework[index].items_done}/${p.homework[index].items}`).join(" · ") || "–"}` }));
    }));
  }
  let shownLive = null; // the round and reveal drawn last: a new reveal is announced once
  function drawLive(summary) {
    const live = summary.live;
    const said = document.getElementById("live-said");
    if (!live) {
      shownLive = null;
      said.textContent = "";
      return parts.live.body.replaceChildren(el("p", { text: T.live_none }));
    }
    const most = Math.max(1, ...live.answers.map((a) => a.count));
    // left: what the pupils see (the position; the explanation beside it once revealed)
    // the tutor's own HTML (prose, cards with their spoken names), rendered and cleaned by the server
    const prompt = el("div", { class: "prompt" });
    prompt.innerHTML = live.text.prompt;
    const spot = el("div", { class: "live-spot" }, prompt);
    if (live.text.board) {
      const board = el("div", { class: "board", id: "live-board", role: "group", "aria-label": T.position });
      board.innerHTML = live.text.board;
      spot.append(board);
    }
    if (live.revealed) {
      const words = el("div");
      words.innerHTML = live.text.explanation;
      spot.append(el("div", { class: "explanation", id: "live-explanation" }, el("h4", { text: T.explanation }), words));
    }
    // right: the class's answers; each pupil's first answer, so a retry or Reveal never paints the class all right
    const answers = el("div", { class: "live-answers" }, el("p", { text: fill(T.live_answers, { count: live.answered }) }),
      el("h4", { id: "live-first", text: T.live_first }),
      el("ul", { class: "chart", id: "live-chart" }, ...live.answers.map((a) => el("li", {},
        el("span", { class: a.correct ? "bar" : "bar wrong", style: `width:${Math.round((a.count / most) * 12)}rem` }), " ",
        el("span", { text: `${a.label || a.play}: ${a.count} (${a.correct ? T.live_right : T.live_wrong})` })))),
      el("p", { id: "live-now-right", text: fill(T.live_now_right, { count: live.now_right, total: live.answered }) }),
      ...(live.after_reveal ? [el("p", { id: "live-after-reveal", text: fill(T.live_after_reveal, { count: live.after_reveal }) })] : []),
      // a pupil's retry after Reveal is said apart: never counted as one more pupil
      ...(live.retried ? [el("p", { id: "live-retried", text: fill(T.live_retried, { count: live.retried }) })] : []));
    parts.live.body.replaceChildren(el("h3", { id: "live-title", text: live.text.title }), el("div", { class: "live-now" }, spot, answers));
    // the picker shows what is live until the teacher picks something else
    const choose = document.getElementById("live-item");
    if (!choose.dataset.chosen) choose.value = live.item;
    const newlyRevealed = live.revealed && shownLive !== null && shownLive.round === live.round && !shownLive.revealed;
    shownLive = { round: live.round, revealed: live.revealed };
    if (newlyRevealed) {
      said.textContent = T.revealed;
      document.getElementById("live-explanation").scrollIntoView({ block: "nearest" });
    } else if (!live.revealed) said.textContent = "";
  }

  async function exportCsv() {
    try {
      const blob = await (await api(`class.csv?lang=${encodeURIComponent(lang)}`)).blob();
      const link = el("a", { href: URL.createObjectURL(blob), download: `class-${main.dataset.code}.csv` });
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      say(T.failed, true);
    }
  }
  async function deleteClass() {
    if (!window.confirm(T.delete_class_confirm)) return;
    try {
      await api("delete", {});
      clearInterval(timer);
      main.replaceChildren(el("h1", { text: T.deleted_class }));
    } catch (error) {
      say(T.failed, true);
    }
  }

  async function refresh() {
    try {
      const summary = await (await api(`summary?lang=${encodeURIComponent(lang)}`)).json();
      last = summary;
      if (!built) build(summary);
      drawStuck(summary);
      drawPupils(summary);
      drawLists(summary);
      drawLive(summary);
      scrollers();
      say(fill(T.updated, { time: new Date().toLocaleTimeString(lang) }));
    } catch (error) {
      if (error.message === "key") {
        clearInterval(timer);
        main.replaceChildren(el("h1", { text: "Cuarenta Tutor" }), el("p", { class: "error", id: "wrong-key", role: "alert", text: T.wrong_key }));
        return;
      }
      say(T.offline, true);
    }
  }
  refresh();
  timer = setInterval(refresh, REFRESH_MS);
})();
