// Move keyboard focus to the first usable control of a selector (components.FocusMover), or to
// a part marked data-ct-focus (the mesa's result, focusable by the page only), and
// bring a part of the page wholly into view with it (a panel's heading, a question).
// "show": only scroll a part into view once it is drawn (what just came), the focus stays.
function show(message) {
  const until = Date.now() + 5000;
  const look = () => {
    const part = document.querySelector(message.show);
    if (part && part.offsetParent !== null) part.scrollIntoView({ block: message.block || "nearest", inline: "nearest" });
    else if (Date.now() < until) setTimeout(look, 50);
  };
  setTimeout(look, 50);
}
function render({ model, el }) {
  el.style.display = "none";
  // Once the kernel has drawn, focus goes to the first control the learner can use there,
  // unless the learner has already moved it somewhere else. Focusing scrolls only as far as
  // the control itself: a panel above it (its heading) or a question beside it may stay cut,
  // so the part named by "reveal" is scrolled into view as well, aligned as "block" says.
  model.on("msg:custom", (message) => {
    if (message && typeof message.show === "string") return show(message);
    if (!message || typeof message.first !== "string") return;
    const start = document.activeElement;
    const until = Date.now() + 5000;
    // a key pressed or a pointer put down after this message is the learner acting: the
    // move is dropped, so that a late redraw never takes the focus from where they went
    let acted = false;
    const act = () => { acted = true; };
    const listening = { capture: true, once: true };
    document.addEventListener("keydown", act, listening);
    document.addEventListener("pointerdown", act, listening);
    const done = () => {
      document.removeEventListener("keydown", act, listening);
      document.removeEventListener("pointerdown", act, listening);
    };
    const step = () => {
      if (acted) return done();
      const active = document.activeElement;
      const target = [...document.querySelectorAll(message.first)]
        .find((node) => !node.disabled && (node.tabIndex >= 0 || node.hasAttribute("data-ct-focus"))
          && node.offsetParent !== null);
      // the page's own rescue of a lost focus may have got there first: still revealed
      const rescued = message.over && active && active.matches && active.matches(message.over);
      const moved = active && active !== document.body && active !== start && active !== target
        && !rescued;
      if (moved) return done();
      if (!target) { if (Date.now() < until) setTimeout(step, 50); else done(); return; }
      done();
      if (active !== target) target.focus();
      const part = message.reveal ? document.querySelector(message.reveal) : null;
      if (part) part.scrollIntoView({ block: message.block || "start", inline: "nearest" });
    };
    setTimeout(step, 50);
  });
}
export default { render };
