// Link a field or a button to the text that explains it (components.DescribedBy):
// aria-describedby.
function render({ model, el }) {
  el.style.display = "none";
  const suffix = Math.random().toString(36).slice(2, 10);  // two tutors in one notebook
  const apply = () => {
    const app = el.closest(".ct-app") || document;
    const controls = model.get("controls");  // a text field inside it, or a button itself
    const field = app.querySelector(`.${controls}:is(button), .${controls} :is(input, textarea)`);
    const help = app.querySelector("." + model.get("by"));
    if (!field || !help) return false;
    if (!help.id) help.id = `${model.get("by")}-${suffix}`;
    if (field.getAttribute("aria-describedby") !== help.id) {
      field.setAttribute("aria-describedby", help.id);
    }
    return true;
  };
  // The field is drawn by another view, maybe later: look again on each change of the page,
  // and every 200 ms until it is there.
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = setInterval(() => { if (apply()) clearInterval(timer); }, 200);
  return () => { observer.disconnect(); clearInterval(timer); };
}
export default { render };
