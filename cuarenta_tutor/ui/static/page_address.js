// A link to this page with a query, shown, opened and copied (page.PageAddress).
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "ct-address";
  const link = document.createElement("a");
  link.className = "ct-address-link";
  link.target = "_blank";
  link.rel = "noopener";
  const field = document.createElement("input");
  field.type = "text";
  field.readOnly = true;
  field.className = "ct-address-field";
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "ct-address-copy jupyter-button";
  const status = document.createElement("span");
  status.className = "ct-address-status";
  status.setAttribute("role", "status");
  const row = document.createElement("div");
  row.className = "ct-address-row";
  row.append(field, copy);
  box.append(link, row, status);
  el.appendChild(box);
  const draw = () => {
    const query = model.get("query");
    const relative = model.get("relative");
    box.style.display = query || relative ? "" : "none";
    let path = window.location.pathname;
    const own = model.get("own_prefix");
    if (own && path.startsWith(own)) { path = model.get("shared_prefix") + path.slice(own.length); }
    const address = relative ? new URL(relative, document.baseURI).href
      : window.location.origin + path + (query ? "?" + query : "");
    link.href = address;
    link.textContent = model.get("label");
    field.value = address;
    field.setAttribute("aria-label", model.get("field_label"));
    copy.textContent = model.get("copy_label");
    status.textContent = "";
  };
  copy.addEventListener("click", async () => {
    field.select();
    let done = false;
    try { await navigator.clipboard.writeText(field.value); done = true; } catch (e) {
      try { done = document.execCommand("copy"); } catch (e2) { done = false; }
    }
    status.textContent = done ? model.get("copied_label") : model.get("copy_failed_label");
  });
  for (const name of ["query", "relative", "label", "field_label", "copy_label"]) {
    model.on("change:" + name, draw);
  }
  draw();
}
export default { render };
