// A clock in the page (class_join.Ticker): "tick" goes up every "seconds" while the page is open.
function render({ model, el }) {
  el.style.display = "none";
  const timer = setInterval(() => {
    model.set("tick", model.get("tick") + 1);
    model.save_changes();
  }, model.get("seconds") * 1000);
  return () => clearInterval(timer);
}
export default { render };
