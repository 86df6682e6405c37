// The learner's name and the Save button (save_file.ProgressSaver). The file carries the name the
// field shows at the moment of the click: the click sends it with the request, the kernel writes
// the file from it and sends it back, and the page hands it to the browser as a download.
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "ct-save-row";
  const field = document.createElement("input");
  field.type = "text";
  field.className = "ct-learner-field";
  field.autocomplete = "name";
  field.maxLength = 120;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button ct-save-progress";
  // beside the button, what the click did: read out politely, in the learner's language
  const note = document.createElement("p");
  note.className = "ct-save-note";
  note.setAttribute("role", "status");
  note.setAttribute("aria-live", "polite");
  box.append(field, button, note);
  el.appendChild(box);
  const draw = () => {
    // never under the learner's fingers: a name written back while they type would undo keys
    if (document.activeElement !== field) field.value = model.get("learner");
    field.placeholder = model.get("placeholder");
    field.setAttribute("aria-label", model.get("field_label"));
    button.textContent = model.get("save_label");
  };
  const commit = () => { model.set("learner", field.value); model.save_changes(); };
  field.addEventListener("change", commit);  // Enter, or leaving the field
  field.addEventListener("keydown", (event) => { if (event.key === "Enter") commit(); });
  button.addEventListener("click", () => model.send({ save: field.value }));
  model.on("msg:custom", (message) => {
    if (!message || typeof message.download !== "string") return;
    const url = URL.createObjectURL(new Blob([message.text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = message.download;
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
    note.textContent = message.said || "";
    draw();
  });
  for (const name of ["learner", "placeholder", "field_label", "save_label"]) {
    model.on("change:" + name, draw);
  }
  model.on("change:saved_label", () => { note.textContent = ""; });  // another language
  field.addEventListener("input", () => { note.textContent = ""; });  // a new name: not saved yet
  field.addEventListener("blur", draw);
  draw();
}
export default { render };
