// Escape cancels a question (components.EscapeKey): while one is asked, the key is told to the kernel.
function render({ model, el }) {
  el.style.display = "none";
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !model.get("active") || !el.isConnected) return;
    const area = el.closest("." + model.get("within"));
    if (area && event.target instanceof Node && !area.contains(event.target)
        && event.target !== document.body) return;  // a key for another part of the page
    event.preventDefault();
    model.send({ escape: true });
  });
}
export default { render };
