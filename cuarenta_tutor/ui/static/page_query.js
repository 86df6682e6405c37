// Send the page's query string to the kernel once (page_query.PageQuery: the static site's deep
// link).
function render({ model, el }) {
  el.style.display = "none";
  model.set("query", window.location.search.replace(/^\?/, ""));
  model.save_changes();
}
export default { render };
