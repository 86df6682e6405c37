// The learner's moves of a finished mesa in a list grouped by deck; choosing one asks the
// kernel for its analysis at once (play_analysis.MoveChooser): no second button to press.
// Keyboard arrows step through the list, so a choice is sent once the list rests a moment.
// The review's buttons (data-analyse-ply, inside "scope") ask for theirs through it too.
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
  box.append(label, select);
  el.appendChild(box);
  const ask = (ply, review) => { if (ply > 0) model.send({ ply, review }); };
  const drawn = { key: "" };
  const draw = () => {
    label.textContent = model.get("label");
    const groups = model.get("groups");
    const key = JSON.stringify([groups, model.get("placeholder")]);
    if (drawn.key !== key) {  // redrawn only when the moves or their names change
      drawn.key = key;
      const none = make("option");  // "choose a move": no move is shown until one is chosen
      none.value = "0";
      none.disabled = true;
      none.textContent = model.get("placeholder");
      select.replaceChildren(none, ...groups.map((group) => {
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
    select.value = String(model.get("chosen"));
  };
  let resting = 0;
  select.addEventListener("change", () => {
    window.clearTimeout(resting);
    resting = window.setTimeout(() => ask(Number(select.value), false), 300);
  });
  const review = (event) => {
    const opener = event.target.closest && event.target.closest("button[data-analyse-ply]");
    if (!opener || !el.isConnected || !opener.closest(model.get("scope") || "body")) return;
    const ply = Number(opener.dataset.analysePly);
    select.value = String(ply);
    ask(ply, true);
  };
  document.addEventListener("click", review);
  for (const key of ["groups", "chosen", "label", "placeholder"]) model.on("change:" + key, draw);
  draw();
  return () => document.removeEventListener("click", review);
}
export default { render };
