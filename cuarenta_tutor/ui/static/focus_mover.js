// Move keyboard focus to the first usable control of a selector (components.FocusMover).
function render({ model, el }) {
  el.style.display = "none";
  // Once the kernel has drawn, focus goes to the first control the learner can use there,
  // unless the learner has already moved it somewhere else.
  model.on("msg:custom", (message) => {
    if (!message || typeof message.first !== "string") return;
    const start = document.activeElement;
    const until = Date.now() + 5000;
    const step = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== start) return;
      const target = [...document.querySelectorAll(message.first)]
        .find((node) => !node.disabled && node.tabIndex >= 0 && node.offsetParent !== null);
      if (target) target.focus(); else if (Date.now() < until) setTimeout(step, 50);
    };
    setTimeout(step, 50);
  });
}
export default { render };
