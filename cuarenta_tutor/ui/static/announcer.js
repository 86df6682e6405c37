// A polite live region (components.Announcer): each message is read out, the same one twice too.
function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "ct-announce ct-visually-hidden";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  el.appendChild(region);
  const say = () => {
    region.textContent = "";  // the same verdict twice is still announced twice
    setTimeout(() => { region.textContent = model.get("text"); }, 60);
  };
  model.on("change:serial", say);
  model.on("change:text", () => { if (!model.get("text")) region.textContent = ""; });
  region.setAttribute("lang", model.get("lang"));
  model.on("change:lang", () => region.setAttribute("lang", model.get("lang")));
}
export default { render };
