// The learner's progress in localStorage (components.BrowserStore): read once, written back.
function render({ model, el }) {
  el.style.display = "none";
  const key = model.get("key");
  let stored = null;
  try { stored = window.localStorage.getItem(key); } catch (e) { stored = null; }
  let writable = true;
  if (stored !== null && stored.length > model.get("max_chars")) {
    model.set("oversized", stored.length);
  } else {
    model.set("loaded", stored === null ? "" : stored);
  }
  model.set("ready", true);
  model.save_changes();
  model.on("change:set_aside", () => {
    const aside = model.get("set_aside");
    if (!aside || stored === null) return;
    try {
      window.localStorage.removeItem(key);
      window.localStorage.setItem(aside, stored);
    } catch (e) {
      writable = false;  // could not move it: leave it where it was, write nothing over it
      try { window.localStorage.setItem(key, stored); } catch (e2) {}
    }
  });
  model.on("change:value", () => {
    if (!writable) return;
    try { window.localStorage.setItem(key, model.get("value")); } catch (e) {}
  });
}
export default { render };
