// The learner's moves of a finished mesa in a list grouped by deck, and a button that asks
// the kernel for the analysis of the chosen one (play_analysis.MoveChooser). The review's
// buttons (data-analyse-ply, inside "scope") ask for theirs through it: plain HTML cannot.
function render({ model, el }) {
  const make = (tag, className) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    return node;
  };
  const box = make("div", "ct-analysis-pick ct-wrap");
  const label = make("label", "ct-analysis-pick-label");
  const select = make("select", "ct-analysis-select");
  select.id = "ct-analysis-select-" + Math.random().toString(36).slice(2);
  label.htmlFor = select.id;
  const button = make("button", "jupyter-button widget-button ct-analysis-show");
  button.type = "button";
  box.append(label, select, button);
  el.appendChild(box);
  const ask = (ply, review) => { if (ply > 0) model.send({ ply, review }); };
  const drawn = { key: "" };
  const draw = () => {
    label.textContent = model.get("label");
    button.textContent = model.get("button");
    const groups = model.get("groups");
    const key = JSON.stringify(groups);
    if (drawn.key !== key) {  // redrawn only when the moves or their names change
      drawn.key = key;
      select.replaceChildren(...groups.map((group) => {
        const part = make("optgroup");
        part.label = group.label;
        part.append(...group.moves.map((move) => {
          const option = make("option");
          option.value = String(move.ply);
          option.textContent = move.name;  // "… 2♣ → 2♠ 3♥": said in words, the cards named
          if (move.said) option.setAttribute("aria-label", move.said);
          return option;
        }));
        return part;
      }));
    }
    const chosen = model.get("chosen");
    if (chosen > 0) select.value = String(chosen);
  };
  button.addEventListener("click", () => ask(Number(select.value), false));
  const review = (event) => {
    const opener = event.target.closest && event.target.closest("button[data-analyse-ply]");
    if (!opener || !el.isConnected || !opener.closest(model.get("scope") || "body")) return;
    const ply = Number(opener.dataset.analysePly);
    select.value = String(ply);
    ask(ply, true);
  };
  document.addEventListener("click", review);
  for (const key of ["groups", "chosen", "label", "button"]) model.on("change:" + key, draw);
  draw();
  return () => document.removeEventListener("click", review);
}
export default { render };
