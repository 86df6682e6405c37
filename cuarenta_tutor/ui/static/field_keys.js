// Give the text fields of a widget class extra attributes (components.FieldKeys): the count
// boxes ask a phone for its number keys (inputmode, pattern) and stay text boxes, so what
// the learner types is still read and judged as before.
function render({ model, el }) {
  el.style.display = "none";
  const apply = () => {
    const app = el.closest(".ct-app") || document;
    const fields = app.querySelectorAll(`.${model.get("controls")} :is(input, textarea)`);
    const wanted = model.get("attributes") || {};
    for (const field of fields) {
      for (const [name, value] of Object.entries(wanted)) {
        if (field.getAttribute(name) !== value) { field.setAttribute(name, value); }
      }
    }
    return fields.length > 0;
  };
  // The fields are drawn by other views, maybe later: look again on each change of the page.
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setInterval(() => { if (apply()) clearInterval(timer); }, 200);
  model.on("change:attributes", apply);
  return () => { observer.disconnect(); clearInterval(timer); };
}
export default { render };
