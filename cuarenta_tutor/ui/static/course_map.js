// The course map (course_map.MapWidget): courses and lessons drawn from the model's state.
const ANSWER = ".ct-player :is(.ct-table, .ct-hand, .ct-options, .ct-count, .ct-typed)"
  + " :is(button, input, select)";  // as page_shell.js and lesson.ANSWER_START
function render({ model, el }) {
  const make = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  // The map hides when the lesson opens: keyboard focus follows the learner to the lesson
  // (the first control of the player, once the kernel has drawn it) instead of the page.
  const follow = (button) => {
    const until = Date.now() + 10000;
    const step = () => {
      if (Date.now() > until) return;
      if (button.offsetParent !== null) { setTimeout(step, 50); return; }  // still shown
      const active = document.activeElement;
      if (active && active !== document.body && active !== button) return;  // moved on
      // an answer control, never the hint (it costs a star): wait until the kernel draws one
      const target = [...document.querySelectorAll(ANSWER)]
        .find((node) => !node.disabled && node.tabIndex >= 0 && node.offsetParent !== null);
      if (target) target.focus(); else setTimeout(step, 50);
    };
    setTimeout(step, 50);
  };
  const go = make("button", "jupyter-button widget-button mod-primary ct-continue");
  go.type = "button";
  go.addEventListener("click", () => { model.send({ continue: true }); follow(go); });
  const bar = make("progress", "ct-overall");
  const label = make("span", "ct-overall-label");
  const top = make("div", "ct-map-top ct-wrap");
  top.append(go, bar, label);
  // A newcomer's first screen: what Cuarenta is in two lines, and the one button that starts
  // the first lesson (the same Continue button, moved here and named for what it does).
  const welcome = make("section", "ct-welcome");
  const welcomeTitle = make("h2", "ct-welcome-title");
  const welcomeText = make("p", "ct-welcome-text");
  welcome.append(welcomeTitle, welcomeText);
  const legend = make("div", "ct-legend ct-small");
  const list = make("div", "ct-course-map");
  el.append(welcome, top, legend, list);
  const courses = new Map();  // course slug -> its nodes, kept across redraws
  const buttons = new Map();  // lesson id -> its button, kept across redraws (focus stays)
  const course = () => {
    const box = make("div", "ct-course");
    const title = make("div", "ct-title");
    title.setAttribute("role", "heading");  // a screen reader moves from course to course
    title.setAttribute("aria-level", "2");
    const summary = make("div", "ct-course-summary");
    const row = make("div", "ct-lessons");
    box.append(title, summary, row);
    return { box, title, summary, row };
  };
  const lessonButton = (id) => {
    const button = make("button");
    button.type = "button";
    button.dataset.lesson = id;
    button.addEventListener("click", () => { model.send({ open: id }); follow(button); });
    return button;
  };
  const drawLesson = (button, lesson) => {
    button.className = ["jupyter-button", "widget-button", "ct-lesson", "ct-lesson-" + lesson.id,
      ...lesson.marks].join(" ");
    button.removeAttribute("title");  // no tooltip: read as a description, it said the notes twice
    const key = JSON.stringify([lesson.signs, lesson.title, lesson.notes, lesson.only,
      lesson.homework]);
    if (button.dataset.drawn === key) return;
    button.dataset.drawn = key;
    const notes = lesson.notes ? make("span", "ct-visually-hidden", " (" + lesson.notes + ")") : "";
    const signs = make("span", "ct-signs", lesson.signs);
    signs.setAttribute("aria-hidden", "true");  // the notes say it in words
    const only = make("span", "ct-only", lesson.only);  // not for the chosen rules: before a click
    only.setAttribute("aria-hidden", "true");  // the notes say it in words
    // set as homework: a tag of its own, seen beside the "next" arrow and any frame
    const homework = make("span", "ct-homework-tag", lesson.homework);
    homework.setAttribute("aria-hidden", "true");  // the notes say it in words
    button.replaceChildren(...(lesson.signs ? [signs] : []), lesson.title,
      ...(lesson.only ? [" ", only] : []), ...(lesson.homework ? [" ", homework] : []), notes);
  };
  // A lesson not written for the chosen rules: the note says so beside its button, where the
  // learner clicked, with a button per rules of its own (they open it for that visit only).
  // Focus moves from the lesson's button to the first of them, which the note describes.
  const refusals = new Map();  // lesson id -> { node, key }
  const refusal = (lesson) => {
    const old = refusals.get(lesson.id);
    const wanted = lesson.refusal || {};
    if (!wanted.text) { if (old) { old.node.remove(); refusals.delete(lesson.id); } return null; }
    const key = JSON.stringify(wanted);
    if (old && old.key === key) return old.node;
    const node = old ? old.node : make("div", "ct-refusal ct-hint");
    const text = make("span", "", wanted.text);
    text.id = "ct-refusal-" + lesson.id;
    const choices = wanted.rules.map((rules) => {
      const choice = make("button", "jupyter-button widget-button ct-open-under", rules);
      choice.type = "button";
      choice.setAttribute("aria-describedby", text.id);
      choice.addEventListener("click", () => { model.send({ open: lesson.id, rules }); follow(choice); });
      return choice;
    });
    node.replaceChildren(text, " ", ...choices);
    refusals.set(lesson.id, { node, key });
    const until = Date.now() + 5000;
    const show = () => {
      if (node.offsetParent === null) { if (Date.now() < until) setTimeout(show, 50); return; }
      const active = document.activeElement;
      const place = !active || active === document.body || active === buttons.get(lesson.id);
      if (place && choices.length) choices[0].focus({ preventScroll: true });
      node.scrollIntoView({ block: "nearest", inline: "nearest" });
    };
    setTimeout(show, 0);
    return node;
  };
  const draw = () => {
    const overall = model.get("overall");
    go.textContent = model.get("continue_label");
    go.hidden = !model.get("suggested");
    const greet = model.get("welcome");
    welcome.hidden = !greet.title;
    welcomeTitle.textContent = greet.title || "";
    welcomeText.textContent = greet.text || "";
    const home = greet.title ? welcome : top;
    if (go.parentNode !== home) {
      const focused = document.activeElement === go;
      if (greet.title) welcome.append(go); else top.prepend(go);
      if (focused) go.focus();
    }
    go.classList.toggle("ct-start", !!greet.title);
    bar.max = Math.max(1, overall.total);
    bar.value = overall.solved;
    bar.setAttribute("aria-label", overall.text);
    const star = make("span", "ct-stars", "★");
    label.replaceChildren(overall.text + " · ", star, " " + overall.stars);
    legend.textContent = model.get("legend");
    const wanted = model.get("courses");
    const kept = new Set(wanted.map((c) => c.slug));
    for (const [slug, nodes] of courses) {
      if (!kept.has(slug)) { nodes.box.remove(); courses.delete(slug); }
    }
    let before = list.firstChild;
    for (const c of wanted) {
      let nodes = courses.get(c.slug);
      if (!nodes) { nodes = course(); courses.set(c.slug, nodes); }
      const trophy = make("span", "ct-trophy");
      trophy.setAttribute("aria-hidden", "true");
      const done = c.finished
        ? [" ", make("span", "ct-course-done")] : [];
      if (done.length) done[1].append(trophy, c.finished);
      nodes.title.replaceChildren(c.title + " ", make("small", "", `(${c.solved}/${c.total})`),
        ...done);
      nodes.summary.textContent = c.summary;
      let next = nodes.row.firstChild;
      for (const lesson of c.lessons) {
        let button = buttons.get(lesson.id);
        if (!button) { button = lessonButton(lesson.id); buttons.set(lesson.id, button); }
        drawLesson(button, lesson);
        if (button !== next) nodes.row.insertBefore(button, next);
        next = button.nextSibling;
        const note = refusal(lesson);
        if (note && note !== next) nodes.row.insertBefore(note, next);
        if (note) next = note.nextSibling;
      }
      while (next) { const gone = next; next = next.nextSibling; gone.remove(); }
      if (nodes.box !== before) list.insertBefore(nodes.box, before);
      before = nodes.box.nextSibling;
    }
    const shown = new Set(wanted.flatMap((c) => c.lessons.map((l) => l.id)));
    for (const id of [...buttons.keys()]) if (!shown.has(id)) buttons.delete(id);
  };
  for (const name of ["overall", "continue_label", "suggested", "legend", "courses",
    "welcome"]) {
    model.on("change:" + name, draw);
  }
  // The learner comes back from a lesson: focus goes to that lesson's button once shown.
  model.on("msg:custom", (message) => {
    if (!message || typeof message.focus !== "string") return;
    const until = Date.now() + 10000;
    const step = () => {
      const button = buttons.get(message.focus);
      if (button && button.offsetParent !== null) { button.focus(); return; }
      if (Date.now() < until) setTimeout(step, 50);
    };
    step();
  });
  draw();
}
export default { render };
