// A polite live region (components.Announcer): each message is read out, the same one twice too.
// Screen readers only watch a live region that was already in the page when its text changed:
// one inserted with its text in place is silent. The region is therefore always inserted empty,
// and a message that was waiting in the model (the Lesson tab is built by its first lesson, so
// its region arrives with that lesson's title and question) is written once the region is in.
const SETTLE_MS = 400;  // long enough for a screen reader to register the new region
function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "ct-announce ct-visually-hidden";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  region.setAttribute("lang", model.get("lang"));
  el.appendChild(region);
  let born = false;  // the region has been in the page long enough to be listened to
  const say = () => {
    if (!born) return;  // the first write below says the latest message
    region.textContent = "";  // the same verdict twice is still announced twice
    setTimeout(() => { region.textContent = model.get("text"); }, 60);
  };
  setTimeout(() => {
    born = true;
    if (model.get("text")) region.textContent = model.get("text");
  }, SETTLE_MS);
  model.on("change:serial", say);
  model.on("change:text", () => { if (!model.get("text")) region.textContent = ""; });
  model.on("change:lang", () => region.setAttribute("lang", model.get("lang")));
}
export default { render };
