// The page itself (page.PageShell): <html lang>, the title, the address, focus that never falls to
// the page.
const PANELS = ".ct-player, .ct-practice, .ct-play, .ct-teacher";
// What takes focus in a panel, best first (each in page order): the main button of a lesson
// or of Practice; else where a lesson is answered (its first card, box or option: Check
// waits for an answer, as when a lesson is opened from the map: it is reachable by Tab then,
// marked ct-waiting, but not where focus is put); in Play the one button of
// a moment (Next deck; the mesa's result, where Enter does nothing: on its New mesa, one
// Enter more started a mesa and lost the review), the hand (after a ronda or a take-back the
// learner plays a card next), then Play, and only then New mesa.
// A lesson's answer controls: never its hint or its solution, which cost a star when Enter
// or Space is pressed by habit (lesson.ANSWER_START says the same to the kernel's FocusMover).
const ANSWER = ".ct-player :is(.ct-table, .ct-hand, .ct-options, .ct-count, .ct-typed)"
  + " :is(button, input, select)";
const COSTLY = ".ct-hint-button, .ct-solution";
const MAIN = [".ct-main:not(.ct-waiting)",
  ANSWER, ".ct-play-continue", ".ct-play-mesa-result",
  ".ct-play-hand button.ct-card[tabindex='0']", ".ct-play-play", ".ct-play-new"];
const usable = (node) => node && node.isConnected && !node.disabled && node.offsetParent !== null;
const first = (scope, selector) => [...scope.querySelectorAll(selector)].find(usable);
const best = (scope) => MAIN.map((selector) => first(scope, selector)).find(Boolean);
const ANY = `:is(button, select, input):not(${COSTLY})`;
const heading = (scope) => {
  const title = scope.matches(".ct-player") ? first(scope, ".ct-title") : null;
  if (title) { title.tabIndex = -1; }  // focusable by the page only, not in the Tab order
  return title;
};

// The join form of a class, gone once the pupil is in: focus goes to the sentence that says
// so (read out; focusable by the page only), as soon as it is drawn; never to the page's first
// control, the language menu, which one ↓ pressed to scroll would change.
const CLASS_SAID = ".ct-class .ct-class-said";
function joined(last, until) {
  const active = document.activeElement;
  if (active && active !== document.body && active !== last) { return; }  // she went on
  const said = first(document, CLASS_SAID);
  if (said) { said.focus(); } else if (Date.now() < until) { setTimeout(() => joined(last, until), 50); }
}

// Focus never falls to the page: when the focused control leaves the page or is disabled
// (a button not needed once a puzzle is solved), the main control of its panel takes it.
function keepFocus() {
  if (window.ctFocusKept) { return; }
  window.ctFocusKept = true;
  let last = null;
  let panel = null;
  let inJoinForm = false;  // known when focused: a hidden form's node may be gone
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (target.closest && target.closest(".ct-app")) {
      last = target;
      panel = target.closest(PANELS) || target.closest(".ct-app");
      inJoinForm = Boolean(target.closest(".ct-class-form"));
    }
  });
  const rescue = () => {
    const active = document.activeElement;
    // a control just hidden may keep focus until the browser's next rendering: it is lost too
    const lost = !active || active === document.body || active === last;
    if (!last || usable(last) || !lost) { return; }
    if (inJoinForm) { joined(last, Date.now() + 3000); return; }
    const scope = panel && panel.isConnected ? panel : document.querySelector(".ct-app");
    // a lesson whose answers are not drawn yet: its heading, never a button that costs
    const found = scope && (best(scope) || heading(scope) || first(scope, ANY));
    if (found) { found.focus(); }
  };
  new MutationObserver(() => setTimeout(rescue, 0)).observe(document.body, {
    // "style": a button hidden by its layout (display: none) also loses focus
    subtree: true, childList: true, attributes: true,
    attributeFilter: ["disabled", "class", "style"],
  });
}

// The page's address follows the learner (language, rules, the lesson open) without a new
// history entry, so that a reload comes back to the same place; other fields stay as set.
function follow(place) {
  const keys = Object.keys(place || {});
  if (!keys.length) { return; }
  const params = new URLSearchParams(window.location.search);
  for (const key of keys) {
    if (place[key]) { params.set(key, place[key]); } else { params.delete(key); }
  }
  const query = params.toString();
  if (query !== window.location.search.replace(/^\?/, "")) {
    const address = window.location.pathname + (query ? "?" + query : "") + window.location.hash;
    history.replaceState(history.state, "", address);
  }
}

// What the learner's action answered comes into view: on a phone the verdict of Check (or
// the coach's word in Play, or the hint a lesson's or Practice's Hint paid a star for) lands
// at or below the screen's edge, and nothing seemed to happen. The page scrolls to it, to
// the nearest edge; keyboard focus stays where it is.
const VERDICTS = ".ct-feedback-box, .ct-practice-feedback, .ct-play-coach, .ct-hints-box";
const MOMENTS = ".ct-moment-panel";
const shown = (selector) =>
  [...document.querySelectorAll(selector)].some((node) => node.offsetParent !== null);
function showVerdicts() {
  if (window.ctVerdictsShown) { return; }
  window.ctVerdictsShown = true;
  const changed = new Set();
  let quiet = false;  // the last action was in the page's header: the verdict is not its answer
  const reveal = () => {
    const boxes = [...changed];
    changed.clear();
    const box = boxes.find((node) => node.offsetParent !== null && node.textContent.trim());
    // a moment's panel (a deck's end, the mesa's end) is what to see: its focus mover shows
    // it from its heading; the verdict below it must not push that heading off the top
    if (!box || shown(MOMENTS) || quiet) { return; }
    const where = box.getBoundingClientRect();
    if (where.top < 0 || where.bottom > window.innerHeight) {
      box.scrollIntoView({ block: where.height > window.innerHeight ? "start" : "nearest" });
    }
    // Play's coach sits above the table: the hand and the actions below it come into view
    // too, as long as the verdict's start stays on screen. A long verdict is shown whole (no
    // box of its own to scroll): when it and the actions do not fit together, it starts at
    // the top and the hand and Play follow, a page scroll away (walk P1c-N1).
    const actions = box.closest(".ct-play")?.querySelector(".ct-play-actions");
    const play = actions && actions.offsetParent !== null;
    if (play) { window.ctPlayFit?.fitPlay(box, actions); }
    // a verdict drawn above the focused control may push it off the screen: it comes back
    // (in Play only for a keyboard's focus: a tapped Play button must not hide the verdict)
    const active = document.activeElement;
    const kept = !play || (active && active.matches && active.matches(":focus-visible"));
    if (kept && active && active !== document.body && active.closest(".ct-app")) {
      const there = active.getBoundingClientRect();
      if (there.top < 0 || there.bottom > window.innerHeight) {
        active.scrollIntoView({ block: "nearest" });
      }
    }
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const box = node && node.closest(VERDICTS);
      if (box) { changed.add(box); }
    }
    for (const box of changed) {  // before the verdict is first drawn
      if (box.matches(".ct-play-coach")) { window.ctPlayFit?.foldWhy(box, quiet); }
    }
    if (changed.size) { setTimeout(reveal, 30); }
  });
  // Watched only for a few seconds after the learner presses a control of the app: a redraw
  // nobody asked for moves nothing, and the page's first drawing pays nothing for it. A menu
  // of the header changed (the language: by a tap, or by the arrow keys, which press nothing)
  // redraws Play's verdict too: it folds as it would (play_fit.js), but the page stays at the
  // menu (quiet).
  let stop = null;
  const act = (event) => {
    if (!(event.target.closest && event.target.closest(".ct-app"))) { return; }
    quiet = Boolean(event.target.closest(".ct-header"));
    if (stop === null) {
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    } else { clearTimeout(stop); }
    stop = setTimeout(() => { observer.disconnect(); stop = null; }, 5000);
  };
  document.addEventListener("click", act, true);
  document.addEventListener("change", (event) => {
    if (event.target.closest && event.target.closest(".ct-header")) { act(event); }
  }, true);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") { act(event); }
  }, true);
}

// opens (by a click, or by a practice link), Play's Play button when a mesa starts or a hint
// is drawn above the table, a lesson's main button when it opens (from the map or by its
// link): on a phone, and for an endgame on a laptop, they were below the fold. The page
// scrolls to the nearest edge (the hand above the button comes with it); focus stays. Not
// while what "unless" names is shown: New mesa during a game asks first, and its question,
// not the Play button, is then what the learner must see.
const ARRIVALS = [
  { after: ".ct-tabs .lm-TabBar-tab", show: ".ct-practice .ct-practice-check" },
  { after: ".ct-play-new, .ct-play-hint", show: ".ct-play .ct-play-play", unless: ".ct-play-keep" },
  { after: ".ct-lessons button, .ct-continue", show: ".ct-player .ct-main" },
];
function showArrivals() {
  if (window.ctArrivalsShown) { return; }
  window.ctArrivalsShown = true;
  const watch = (show, seconds = 8, unless = "") => {
    const until = Date.now() + seconds * 1000;
    let last = null;  // where the target was at the last look: it must have settled
    const step = () => {
      const target = [...document.querySelectorAll(show)].find((node) => node.offsetParent !== null);
      const where = target && target.getBoundingClientRect();
      const settled = where && last !== null && Math.abs(where.bottom - last) < 1;
      last = where ? where.bottom : null;
      if (!settled) {
        if (Date.now() < until) { setTimeout(step, 150); }
        return;
      }
      if ((where.bottom > window.innerHeight || where.top < 0) && !(unless && shown(unless))) {
        target.scrollIntoView({ block: "nearest" });
      }
    };
    setTimeout(step, 100);
  };
  if (/[?&]practice=/.test(window.location.search)) { watch(ARRIVALS[0].show, 20); }
  if (/[?&]lesson=/.test(window.location.search)) { watch(ARRIVALS[2].show, 20); }
  document.addEventListener("click", (event) => {
    const node = event.target.closest ? event.target : event.target.parentElement;
    for (const arrival of ARRIVALS) {
      if (node && node.closest(arrival.after)) { watch(arrival.show, 8, arrival.unless); }
    }
    if (node && node.closest(PUZZLE_CHOICES)) { showNewPuzzle(); }
  }, true);
  document.addEventListener("change", (event) => {
    if (event.target.closest && event.target.closest(PUZZLE_CHOICES)) { showNewPuzzle(); }
  }, true);
}

// Practice's choices (a mode, a theme, the puzzle rules) sit below the puzzle: the puzzle they
// open was drawn above the screen, and the learner had to scroll up to find it. Once a new
// puzzle is served (its title's data-served changes) and drawn, it comes into view: its
// title when title to Check fit on the screen, else its table; focus stays on the choice.
const PUZZLE_CHOICES = ".ct-practice-modes button, .ct-practice-modes select, .ct-practice .ct-theme input";
function showNewPuzzle() {
  const served = () => {
    const title = document.querySelector(".ct-practice .ct-puzzle-title [data-served]");
    return title ? title.dataset.served : null;
  };
  const before = served();
  const until = Date.now() + 10000;
  let last = null;
  const step = () => {
    const check = [...document.querySelectorAll(".ct-practice .ct-practice-check")]
      .find((node) => node.offsetParent !== null);
    const table = document.querySelector(".ct-practice .ct-practice-table");
    const title = document.querySelector(".ct-practice .ct-puzzle-title");
    const fresh = served() !== before && check && table && table.querySelector(".ct-card");
    const where = fresh ? check.getBoundingClientRect() : null;
    const settled = where && last !== null && Math.abs(where.bottom - last) < 1;
    last = where ? where.bottom : null;
    if (!settled) {
      if (Date.now() < until) { setTimeout(step, 150); }
      return;
    }
    const top = table.getBoundingClientRect().top;
    if (top >= 0 && where.bottom <= window.innerHeight) { return; }
    const fits = title && where.bottom - title.getBoundingClientRect().top <= window.innerHeight;
    (fits ? title : table).scrollIntoView({ block: "start" });
  };
  setTimeout(step, 100);
}

// The tabs are one row; on a phone it scrolls sideways. On the side where more tabs wait the
// row fades out under an arrow (a tap scrolls that way: the Teacher tab was out of sight with
// no cue), and the open tab is scrolled into it (a lesson opened from the map). The arrows are
// for the pointer: the keyboard moves along the tabs with the arrow keys, each comes in view.
function tabRow(app) {
  const bar = app.querySelector(".ct-tabs > .lm-TabBar");
  if (!bar || bar.dataset.ctRow) { return; }
  bar.dataset.ctRow = "1";
  const arrow = (side, sign) => {
    const node = document.createElement("div");
    node.className = "ct-tabs-arrow ct-tabs-" + side;
    node.setAttribute("aria-hidden", "true");
    node.addEventListener("click", () => {
      bar.scrollBy({ left: sign * Math.max(80, bar.clientWidth * 0.7), behavior: "smooth" });
    });
    bar.after(node);
  };
  arrow("less", -1);
  arrow("more", 1);
  const mark = () => {
    bar.classList.toggle("ct-more", bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 2);
    bar.classList.toggle("ct-less", bar.scrollLeft > 2);
  };
  // a tab comes wholly into the row, clear of the arrows (40 px) where the row goes on
  const reveal = (tab) => {
    if (!tab || bar.scrollWidth <= bar.clientWidth) { return; }
    const box = bar.getBoundingClientRect();
    const where = tab.getBoundingClientRect();
    const left = where.left - box.left - (bar.scrollLeft > 2 || where.left < box.left ? 40 : 0);
    const right = where.right - box.right + 40;
    if (left < 0) { bar.scrollLeft += left; } else if (right > 0) {
      bar.scrollLeft += Math.min(right, left);
    }
  };
  let revealed = null;  // the open tab last scrolled into the row: the learner may scroll away
  // The tabs are one roving Tab stop; when the app opens a tab itself (a lesson from the map)
  // the stop moves to it, so that Tab or Shift+Tab back to the row lands on the open tab.
  const stop = (tab) => {
    for (const other of bar.querySelectorAll(".lm-TabBar-tab")) {
      other.tabIndex = other === tab ? 0 : -1;
    }
  };
  const current = (event) => {
    const tab = bar.querySelector(".lm-mod-current");
    const moved = tab !== revealed || (event && event.type === "resize");
    if (tab && tab !== revealed) { stop(tab); }
    revealed = tab;
    if (moved) { reveal(tab); }
    mark();
  };
  bar.addEventListener("scroll", mark, { passive: true });
  bar.addEventListener("focusin", (event) => {
    reveal(event.target.closest && event.target.closest(".lm-TabBar-tab"));
  });
  window.addEventListener("resize", current);
  new MutationObserver(current).observe(bar, { subtree: true, attributes: true,
    attributeFilter: ["class"], childList: true });
  current();
}

// A lesson opened by its link: focus starts in the lesson (its first card, option or box),
// as when it is opened from the map, unless the learner has already put focus somewhere.
function startInLesson() {
  if (window.ctStarted || !/[?&]lesson=/.test(window.location.search)) { return; }
  window.ctStarted = true;
  const until = Date.now() + 20000;
  const step = () => {
    const active = document.activeElement;
    if (active && active !== document.body) { return; }
    const player = [...document.querySelectorAll(".ct-player")].find(usable);
    const target = player && first(player, ":is(button, input, select)");
    if (target) { target.focus(); } else if (Date.now() < until) { setTimeout(step, 100); }
  };
  setTimeout(step, 100);
}

// A lesson's move box sends its text to the kernel on a change (leaving the box, or Enter), and
// the move is judged only on Enter's "submit" (lesson.LessonView): a learner who types a move
// and Tabs away to re-read the table keeps the text, unjudged. The browser fires the change
// after the keypress that sends "submit": on Enter the text is committed first, so the kernel
// judges what is in the box and not what it had before.
function commitTypedOnEnter() {
  if (window.ctTypedOnEnter) { return; }
  window.ctTypedOnEnter = true;
  document.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target.matches && event.target.matches(".ct-typed input")) {
      event.target.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, true);
}

function render({ model, el }) {
  el.style.display = "none";
  keepFocus();
  showVerdicts();
  showArrivals();
  commitTypedOnEnter();
  const rows = (tries) => {
    const app = el.closest(".ct-app");
    if (app && app.querySelector(".ct-tabs > .lm-TabBar")) { tabRow(app); return; }
    if (tries > 0) { setTimeout(rows, 100, tries - 1); }
  };
  rows(100);
  // The app is the page's main content: a landmark, unless its page already gives one
  // (our Voilà template does; the static site's page has none). The view is drawn before
  // it is in the page: look again until it is.
  const landmark = (tries) => {
    const app = el.closest(".ct-app");
    if (!app) { if (tries > 0) { setTimeout(landmark, 100, tries - 1); } return; }
    if (!app.closest("main, [role='main']")) { app.setAttribute("role", "main"); }
  };
  if (model.get("page")) { landmark(100); startInLesson(); }  // in a notebook, JupyterLab's page is not ours
  const apply = () => {
    if (model.get("lang")) { document.documentElement.lang = model.get("lang"); }
    if (model.get("title")) { document.title = model.get("title"); }
    follow(model.get("place"));
  };
  for (const name of ["lang", "title", "place"]) { model.on("change:" + name, apply); }
  apply();
}
export default { render };
