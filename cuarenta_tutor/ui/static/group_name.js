// Give another widget a role and a name (components.GroupName): radio options become one group.
function render({ model, el }) {
  el.style.display = "none";
  // The group is another widget of the same app, found by its class (redraws may make it
  // anew); two tutors in one notebook each name their own.
  const group = model.get("controls") + "-" + Math.random().toString(36).slice(2, 10);
  let watched = document.body;
  const apply = () => {
    const app = el.closest(".ct-app");
    if (!app) return;  // not in the page yet: the observer calls again
    if (watched !== app) {  // from now on, only this app's redraws
      observer.disconnect();
      observer.observe(app, OPTIONS);
      watched = app;
    }
    const wanted = { role: model.get("role"), "aria-label": model.get("label") };
    for (const node of app.querySelectorAll("." + model.get("controls"))) {
      for (const [name, value] of Object.entries(wanted)) {
        if (node.getAttribute(name) !== value) node.setAttribute(name, value);
      }
      // Radio buttons with one name are one group: one Tab stop, arrow keys to choose.
      if (wanted.role !== "radiogroup") continue;
      for (const radio of node.querySelectorAll("input[type='radio']")) {
        if (radio.name !== group) radio.name = group;
      }
    }
  };
  const OPTIONS = { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] };
  const observer = new MutationObserver(apply);
  observer.observe(document.body, OPTIONS);
  model.on("change:label", apply);
  apply();
  return () => { observer.disconnect(); model.off("change:label", apply); };
}
export default { render };
