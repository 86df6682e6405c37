// Play's verdict beside the hand and the Play button on a phone (page.PlayFit): the page's
// verdict watcher (page_shell.js, showVerdicts) calls these through window.ctPlayFit for each
// Play verdict it sees drawn. quiet: the redraw answers a menu of the page's header (the
// language), not an action in Play: the verdict folds as it would, but nothing scrolls, and
// the learner stays at the menu (keyboard focus on it stays on the screen).
const MOMENTS = ".ct-moment-panel";
const shown = (selector) =>
  [...document.querySelectorAll(selector)].some((node) => node.offsetParent !== null);

// Play's verdict, hand and Play button on one screen (walk17 L1). The actions come into view
// at once, the verdict's start staying on screen, and again once the table and the hand are
// drawn (the Play button has stopped moving) if they are then below the screen. A verdict
// that does not fit with them folds its reasons (foldWhy), and they come into view again.
function fitPlay(box, actions, seconds = 3) {
  const show = () => {
    actions.scrollIntoView({ block: "nearest" });
    if (box.getBoundingClientRect().top < 0) { box.scrollIntoView({ block: "start" }); }
  };
  show();
  const button = actions.querySelector(".ct-play-play") || actions;
  const until = Date.now() + seconds * 1000;
  let last = null;
  const step = () => {
    const bottom = button.getBoundingClientRect().bottom;
    if (bottom !== last && Date.now() < until) {
      last = bottom;
      setTimeout(step, 150);
      return;
    }
    // not while a question or a moment shows, nor once the learner has gone up to a menu
    const away = document.activeElement && document.activeElement.closest(".ct-header");
    if (shown(".ct-play-keep") || shown(MOMENTS) || !box.isConnected || away) { return; }
    if (button.getBoundingClientRect().bottom > window.innerHeight) { show(); }
  };
  setTimeout(step, 150);
}

// Play's verdict folds (its <details> shows "Why?") once the span from its top to Play's bottom,
// its reasons shown, is unchanged for two animation frames (a 150 ms poll drew it open for 0.3 s
// first: benchmarks/bench_verdict_fold.py); meanwhile one that does not fit is drawn folded
// (ct-deciding). Decided within a second, always; until then a later layout may still fold it.
// Once per verdict: opened, it stays open. Not while a question (New mesa during a game) or a
// moment's panel (deck end, mesa end) shows.
const UNFOLDED = "details.ct-play-why[open]:not(.ct-folded)";
function foldWhy(box, quiet = false) {
  const why = box.querySelector(UNFOLDED);
  const actions = box.closest(".ct-play")?.querySelector(".ct-play-actions");
  if (!why || why.dataset.ctFit || !actions) { return; }
  why.dataset.ctFit = "deciding";
  const button = actions.querySelector(".ct-play-play") || actions;
  const began = performance.now();
  const over = () => {  // does the verdict, its reasons shown, push Play below the screen?
    if (!box.isConnected || button.offsetParent === null) { return [false, null]; }
    const deciding = why.classList.contains("ct-deciding");
    if (deciding) { why.classList.remove("ct-deciding"); }  // measured, never drawn
    const span = button.getBoundingClientRect().bottom - box.getBoundingClientRect().top;
    if (deciding) { why.classList.add("ct-deciding"); }
    return [span > window.innerHeight && !shown(".ct-play-keep") && !shown(MOMENTS), span];
  };
  const fold = (open = false) => {  // open: its label was pressed while the page decided
    why.classList.replace("ct-deciding", "ct-folded") || why.classList.add("ct-folded");
    Object.assign(why, { open }).dataset.ctFit = "folded";
    if (!open && !quiet) { fitPlay(box, actions, 0); }
  };
  const check = () => {  // drawn as it will fold meanwhile
    const [folds, span] = over();
    if (folds !== why.classList.contains("ct-deciding")) { why.classList.toggle("ct-deciding"); }
    return [folds, span];
  };
  const decide = (folds) => {
    if (why.dataset.ctFit !== "deciding") { return; }
    if (folds) { fold(); } else { why.classList.remove("ct-deciding"); why.dataset.ctFit = "open"; }
  };
  // after each layout, before it is painted: the table or the hand drawn in a later task
  // hides the reasons at once; after the decision, a layout that changes late folds them
  const watch = new ResizeObserver(() => {
    const fit = why.dataset.ctFit;
    if (!why.isConnected || fit === "folded" || performance.now() > began + 1000) {
      watch.disconnect();
    } else if (fit === "deciding") { check(); } else if (over()[0]) { fold(); }
  });
  for (let part = box; part; part = part === actions ? null : part.nextElementSibling) {
    watch.observe(part);  // the verdict, the table, the hand, the actions: what lies between
  }
  why.addEventListener("toggle", () => {
    if (why.dataset.ctFit === "deciding" && !why.open) { fold(true); }
  });
  let last = null;
  let same = 0;
  const frame = () => {
    if (why.dataset.ctFit !== "deciding") { return; }
    const [folds, span] = check();
    same = span !== null && span === last ? same + 1 : 0;
    last = span;
    if (same < 2 && performance.now() < began + 1000) { requestAnimationFrame(frame); } else {
      decide(folds);
    }
  };
  frame();
  setTimeout(() => decide(over()[0]), 1000);  // no animation frames in a hidden tab
}


function render({ el }) {
  el.style.display = "none";
  window.ctPlayFit = { fitPlay, foldWhy };
}
export default { render };
