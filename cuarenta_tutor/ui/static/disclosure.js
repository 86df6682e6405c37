// A button that shows or hides another widget and says so (components.Disclosure).
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button ct-disclosure";
  const sign = document.createElement("span");
  sign.className = "ct-disclosure-sign";
  sign.setAttribute("aria-hidden", "true");  // aria-expanded says it in words
  const text = document.createElement("span");
  button.append(sign, text);
  el.appendChild(button);
  // The part it opens is another widget, found by its class once both are on the page.
  const part = () => document.querySelector("." + model.get("controls"));
  const link = () => {
    const found = part();
    if (!found) return false;
    found.id = model.get("controls");
    found.setAttribute("role", "group");
    found.setAttribute("aria-label", model.get("part_label"));
    button.setAttribute("aria-controls", found.id);
    return true;
  };
  const draw = () => {
    const open = model.get("expanded");
    text.textContent = model.get("label");
    const name = model.get("name");  // e.g. the course, when several buttons say the same
    if (name) button.setAttribute("aria-label", name); else button.removeAttribute("aria-label");
    sign.textContent = open ? "▾" : "▸";
    button.setAttribute("aria-expanded", open ? "true" : "false");
    const found = part();
    if (found) found.style.display = open ? "" : "none";  // at once: not after the kernel
    link();
  };
  if (!link()) {
    const watch = new MutationObserver(() => { if (link()) watch.disconnect(); });
    watch.observe(document.body, { childList: true, subtree: true });
  }
  button.addEventListener("click", () => {  // Enter and Space too: a real button
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
    draw();
  });
  for (const key of ["expanded", "label", "name", "part_label"]) model.on("change:" + key, draw);
  draw();
}
export default { render };
