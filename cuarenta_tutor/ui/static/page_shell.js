// The page itself (page.PageShell): <html lang>, the title, the address, focus that never falls to
// the page.
const PANELS = ".ct-player, .ct-practice, .ct-play, .ct-teacher";
// What takes focus in a panel, best first (each in page order): the main button of a lesson
// or of Practice; else where a lesson is answered (its first card, box or option: Check
// waits for an answer, as when a lesson is opened from the map); in Play the hand (after a
// ronda or a take-back the learner plays a card next), then Play, and only then New mesa
// (at the end of a mesa).
const MAIN = [".ct-main",
  ".ct-player :is(button, input, select)",
  ".ct-play-hand button.ct-card[tabindex='0']", ".ct-play-play", ".ct-play-new"];
const usable = (node) => node && node.isConnected && !node.disabled && node.offsetParent !== null;
const first = (scope, selector) => [...scope.querySelectorAll(selector)].find(usable);
const best = (scope) => MAIN.map((selector) => first(scope, selector)).find(Boolean);

// Focus never falls to the page: when the focused control leaves the page or is disabled
// (a button not needed once a puzzle is solved), the main control of its panel takes it.
function keepFocus() {
  if (window.ctFocusKept) { return; }
  window.ctFocusKept = true;
  let last = null;
  let panel = null;
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (target.closest && target.closest(".ct-app")) {
      last = target;
      panel = target.closest(PANELS) || target.closest(".ct-app");
    }
  });
  const rescue = () => {
    const active = document.activeElement;
    // a control just hidden may keep focus until the browser's next rendering: it is lost too
    const lost = !active || active === document.body || active === last;
    if (!last || usable(last) || !lost) { return; }
    const scope = panel && panel.isConnected ? panel : document.querySelector(".ct-app");
    const found = scope && (best(scope) || first(scope, "button, select, input"));
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

function render({ model, el }) {
  el.style.display = "none";
  keepFocus();
  // The app is the page's main content: a landmark, unless its page already gives one
  // (our Voilà template does; the static site's page has none). The view is drawn before
  // it is in the page: look again until it is.
  const landmark = (tries) => {
    const app = el.closest(".ct-app");
    if (!app) { if (tries > 0) { setTimeout(landmark, 100, tries - 1); } return; }
    if (!app.closest("main, [role='main']")) { app.setAttribute("role", "main"); }
  };
  if (model.get("page")) { landmark(100); }  // in a notebook, JupyterLab's page is not ours
  const apply = () => {
    if (model.get("lang")) { document.documentElement.lang = model.get("lang"); }
    if (model.get("title")) { document.title = model.get("title"); }
    follow(model.get("place"));
  };
  for (const name of ["lang", "title", "place"]) { model.on("change:" + name, apply); }
  apply();
}
export default { render };
