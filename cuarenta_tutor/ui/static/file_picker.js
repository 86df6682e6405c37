// A button that reads one chosen text file (components.FilePicker); large files are not read.
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = model.get("accept");
  input.className = "ct-import-input";
  input.style.display = "none";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button ct-import-button";
  const draw = () => {
    button.textContent = model.get("description");
    button.title = model.get("tooltip");
  };
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const large = file.size > model.get("max_size");
    model.set("text", large ? "" : await file.text());
    model.set("too_large", large ? file.size : 0);
    model.set("name", file.name);
    model.set("uploads", model.get("uploads") + 1);
    model.save_changes();
    input.value = "";  // choosing the same file again is a new upload
  });
  model.on("change:description", draw);
  model.on("change:tooltip", draw);
  draw();
  el.append(button, input);
}
export default { render };
