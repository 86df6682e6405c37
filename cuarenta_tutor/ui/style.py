"""The app's stylesheet (inline, so nothing is fetched from the internet)."""

CSS = """
<style>
.ct-app { font-family: "DejaVu Sans", Arial, sans-serif; max-width: 1100px; }
.ct-app h1 { font-size: 1.6em; margin: 0.2em 0; }
.ct-title { font-size: 1.35em; font-weight: 700; margin: 0.3em 0; }
.ct-felt { background: #2e6b3a; border-radius: 10px; padding: 8px 12px; color: #fff; }
.ct-felt .ct-caption { color: #e8f5e9; font-weight: 600; margin: 2px 0 4px; }
.ct-row { display: flex; flex-wrap: wrap; gap: 6px; min-height: 104px; align-items: center; }
.ct-card { background: none; border: 3px solid transparent; border-radius: 10px; padding: 0;
  cursor: pointer; line-height: 0; transition: transform 60ms; }
.ct-row { padding: 10px 6px 6px; overflow: visible; }
.ct-card:focus-visible { outline: 3px dashed #ffffff; outline-offset: 3px;
  box-shadow: 0 0 0 6px #0b3d91; }
.ct-card.ct-selected { border-color: #ffd54f; transform: translateY(-8px); }
.ct-card.ct-best { border-color: #81d4fa; }
.ct-card:disabled { cursor: default; opacity: 0.9; }
.ct-empty { color: #c8e6c9; font-style: italic; }
.ct-chip { display: inline-block; padding: 0 4px; border: 1px solid #bbb; border-radius: 4px;
  background: #fffdf7; font-weight: 700; line-height: 1.35; }
.ct-red { color: #c62828; } .ct-black { color: #1b1b1b; }
.ct-green { color: #1b7a2e; } .ct-blue { color: #1f5fbf; }
.ct-feedback { padding: 8px 12px; border-radius: 8px; margin: 6px 0; font-size: 1.05em; }
.ct-fb-correct { background: #e8f5e9; border-left: 6px solid #2e7d32; }
.ct-fb-wrong, .ct-fb-illegal { background: #fff3e0; border-left: 6px solid #ef6c00; }
.ct-fb-solution, .ct-fb-info { background: #e3f2fd; border-left: 6px solid #1565c0; }
.ct-fb-incomplete { background: #fafafa; border-left: 6px solid #9e9e9e; }
.ct-hint { background: #fffde7; border-left: 6px solid #f9a825; padding: 6px 10px; margin: 4px 0; }
.ct-error { background: #ffebee; border-left: 6px solid #c62828; padding: 8px 12px; }
.ct-mark { color: #2e7d32; font-weight: 700; }
.ct-untranslated { font-size: 0.85em; color: #8d6e63; }
.ct-score { font-size: 1.05em; margin: 4px 0; }
.ct-rules-page { max-width: 760px; line-height: 1.5; }
.ct-rules-page table { border-collapse: collapse; }
.ct-rules-page td, .ct-rules-page th { border: 1px solid #ccc; padding: 3px 8px; }
.ct-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.ct-play-settings { flex-wrap: wrap; gap: 4px; }
.ct-play-actions { flex-wrap: wrap; gap: 4px; margin: 6px 0; }
.ct-scores { margin: 4px 0 8px; }
.ct-scoreline { display: flex; align-items: center; gap: 8px; margin: 2px 0; flex-wrap: wrap; }
.ct-score-name { min-width: 15em; }
.ct-bar { position: relative; display: inline-block; width: 240px; max-width: 60vw; height: 14px;
  background: #eceff1; border-radius: 7px; margin-bottom: 12px; }
.ct-fill { position: absolute; left: 0; top: 0; bottom: 0; border-radius: 7px; }
.ct-side0 { background: #2e7d32; } .ct-side1 { background: #c62828; }
.ct-mark-line { position: absolute; top: -2px; height: 18px; border-left: 2px solid #37474f;
  font-size: 0.7em; padding-top: 16px; line-height: 1; color: #37474f; }
.ct-play-moves { margin: 4px 0; padding-left: 1.2em; }
.ct-play-results h2 { font-size: 1.15em; margin: 0.6em 0 0.3em; }
.ct-play-decks, .ct-play-decks ul { margin: 2px 0; padding-left: 1.2em; }
.ct-play-question { align-self: center; }
.ct-band-best, .ct-band-good { background: #e8f5e9; border-left: 6px solid #2e7d32; }
.ct-band-inaccuracy { background: #fffde7; border-left: 6px solid #f9a825; }
.ct-band-mistake { background: #fff3e0; border-left: 6px solid #ef6c00; }
.ct-band-blunder { background: #ffebee; border-left: 6px solid #c62828; }
@media (max-width: 480px) {
  .ct-play .ct-card svg, .ct-practice .ct-card svg { width: 52px; height: auto; }
  .ct-play .ct-row, .ct-practice .ct-row { min-height: 80px; }  /* one small card high */
  .ct-felt { padding: 8px 6px; }  /* five small cards to a row on a 390-px phone */
  .ct-score-name { min-width: 0; }
}
/* Readable and reachable on every screen (WCAG 2.2 AA): targets of at least 36 px (44 px
   on touch screens and phones), text contrast of at least 4.5:1, a visible focus ring. */
.ct-app { --jp-widgets-inline-height: 36px; --jp-widgets-horizontal-tab-height: 36px;
  --jp-ui-font-color2: #424242; --jp-success-color1: #2e7d32; --ct-focus: #0b57d0;
  --jp-warn-color1: #b45309; --jp-warn-color0: #8a3f06; }  /* white text: 5.0:1 and more */
@media (pointer: coarse), (max-width: 600px) {
  .ct-app { --jp-widgets-inline-height: 44px; --jp-widgets-horizontal-tab-height: 44px; }
}
/* (the cards on the green felt have their own ring, drawn by the card row) */
.ct-app :is(button:not(.ct-card), select, input, textarea, summary, a):focus-visible,
.ct-app .jupyter-button:focus-visible, .ct-tabs .lm-TabBar-tab:focus-visible {
  outline: 3px solid var(--ct-focus) !important; outline-offset: 2px; }
.ct-app .widget-html-content { line-height: 1.5; }
.ct-app .jupyter-button { width: auto; min-width: 44px; max-width: 100%; padding: 4px 12px;
  height: auto; min-height: var(--jp-widgets-inline-height); line-height: 1.3;
  white-space: normal; overflow-wrap: anywhere; }
.ct-app .widget-hbox { flex-wrap: wrap; }
.ct-header { align-items: center; column-gap: 12px; }
.ct-header .widget-dropdown, .ct-header .widget-checkbox { width: auto; }
.ct-header select { max-width: 16em; }  /* "oppitunnin omat säännöt" whole */
.ct-app .widget-checkbox input, .ct-app .widget-radio-box input { width: 22px; height: 22px;
  margin: 0 10px 0 2px; accent-color: var(--ct-focus); }
/* a checkbox's label wraps (a long lesson title on a phone) and keeps the target's height */
.ct-app .widget-checkbox { height: auto; min-height: var(--jp-widgets-inline-height);
  max-width: 100%; }
.ct-app .widget-checkbox label { display: flex; align-items: center; white-space: normal;
  overflow: visible; height: auto; min-height: var(--jp-widgets-inline-height);
  line-height: 1.3; }
.ct-app .widget-checkbox input { flex: none; }
.ct-app .widget-radio-box label { display: flex; align-items: center; min-height: 44px;
  height: auto; line-height: 1.3; }
.ct-app .widget-radio-box input { order: -1; }
.ct-app .widget-radio-box { margin-bottom: 0; }
.ct-app .widget-vbox > .jupyter-button { align-self: flex-start; }
/* a link or a disclosure that acts as a control is a target as tall as the buttons */
.ct-app :is(.ct-export-link, .ct-address-link) { display: inline-flex; align-items: center;
  min-height: var(--jp-widgets-inline-height); }
.ct-app .ct-guide > summary { padding-block: calc((var(--jp-widgets-inline-height) - 1.5em) / 2);
  cursor: pointer; }
.ct-app .widget-upload { width: auto; }
.ct-app .widget-text input { min-width: 0; }
.ct-app .widget-text { max-width: 100%; }
.ct-tabs > .lm-TabBar { min-height: calc(var(--jp-widgets-horizontal-tab-height) + 2px); }
.ct-tabs > .lm-TabBar .lm-TabBar-tab { font-size: 14px; }
.ct-choose-course label { font-weight: 700; }
.ct-choose-lessons { padding-left: 28px; }
/* a disclosure: a button that says what the part it opens holds (Practice's themes) */
.ct-app .ct-disclosure { margin: var(--jp-widgets-margin); background: #fff;
  border: 1px solid #757575; text-align: start; }
.ct-disclosure-sign { display: inline-block; width: 1.1em; }
.ct-practice-themes { margin: 0 0 6px; padding-left: 8px; border-left: 4px solid #c5cae9; }
.ct-address { margin: 6px 0; }
/* the teacher's guide: its tables fit the screen (their words wrap) rather than run off it */
.ct-guide table { table-layout: fixed; width: 100%; border-collapse: collapse; }
.ct-guide th, .ct-guide td { overflow-wrap: anywhere; vertical-align: top; padding: 2px 4px; }
.ct-address-link { font-weight: 700; }
.ct-address-row { display: flex; flex-wrap: wrap; gap: 6px; margin: 6px 0; }
.ct-address-field { flex: 1 1 20em; min-width: 0; min-height: var(--jp-widgets-inline-height);
  font-family: "DejaVu Sans Mono", monospace; padding: 0 6px; box-sizing: border-box; }
.ct-address-status { color: #1b5e20; }
@media (max-width: 600px) {
  .ct-app { font-size: 15px; --jp-widgets-container-padding: 8px; }
  .ct-app h1 { font-size: 1.3em; }
  /* six tabs do not fit one row of a phone: wrap them rather than cut their labels (each
     as wide as its label: the tab's selector outweighs ipywidgets' fixed 144 px) */
  .ct-tabs > .lm-TabBar { height: auto !important; }
  .ct-tabs > .lm-TabBar .lm-TabBar-content { flex-wrap: wrap; }
  .ct-app .ct-tabs > .lm-TabBar .lm-TabBar-content .lm-TabBar-tab { padding: 0 10px;
    flex: 0 0 auto; min-width: 0; max-width: none; }
  .ct-tabs > .lm-TabBar .lm-TabBar-tabLabel { text-overflow: clip; overflow: visible; }
  .ct-app .widget-text { width: 100%; }
  /* a long rules name ("oppitunnin omat säännöt") is shown whole: the menu takes the row */
  .ct-header select { max-width: calc(100vw - 130px); }
}
/* the lesson player: one main action, help that costs stars, labels that wrap on phones */
.ct-actions, .ct-wrap, .ct-typed-box .widget-hbox { flex-wrap: wrap; gap: 6px;
  align-items: center; }
.ct-actions .widget-button, .ct-typed-go, .ct-continue, .ct-lesson {
  width: auto !important; max-width: 100%; white-space: normal; height: auto !important;
  min-height: var(--jp-widgets-inline-height); overflow: visible; text-overflow: clip; }
.ct-actions .widget-button .widget-label, .ct-lesson { white-space: normal; }
.ct-actions .ct-main { font-weight: 700; font-size: 1.05em; padding: 0 18px; }
.ct-actions .ct-hint-button, .ct-actions .ct-solution, .ct-actions .ct-retry {
  background: #fff; border: 1px solid #9e9e9e; }
.ct-typed { max-width: 100%; flex: 1 1 220px; }
.ct-count { flex-wrap: nowrap !important; }
.ct-count input { width: 4.5em; flex: 0 0 4.5em; }
.ct-typed input { min-width: 0; }
.ct-small { font-size: 0.9em; color: #444; }
.ct-stakes { margin-left: 4px; }
.ct-stars { color: #b26a00; letter-spacing: 1px; }
.ct-finish { font-weight: 700; padding: 6px 12px; margin: 4px 0; border-radius: 8px;
  background: #fff8e1; border-left: 6px solid #f9a825; animation: ct-pop 400ms ease-out; }
.ct-course-finish { background: #e8f5e9; border-left-color: #2e7d32; }
.ct-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* the map: stars, where you are, what comes next, a solution only seen */
.ct-lesson.ct-current { outline: 3px solid #1565c0; outline-offset: 1px; }
.ct-lesson.ct-suggested { border: 2px solid #1565c0; font-weight: 700; }
.ct-lesson.ct-seen { border: 2px dashed #8d6e63; font-style: italic; }
.ct-lesson.ct-done { background: #f1f8e9; }
.ct-course-done { color: #2e7d32; font-size: 0.8em; }
.ct-map-top { display: flex; align-items: center; margin: 4px 0; }
.ct-overall { width: 300px; max-width: 40vw; height: 1.2em; accent-color: #2e7d32; }
.ct-legend { margin: 4px 0; }
.ct-course { margin: 10px 0 6px; line-height: 1.5; }
.ct-course .ct-title { margin: 0.2em 0; }
.ct-lessons { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 8px; }
.ct-continue { font-weight: 700; }
/* motion with meaning: captured cards go to the pile, caída and limpia are marked */
.ct-card.ct-taken { opacity: 0.45; transform: scale(0.9); }
.ct-felt, .ct-felt .lm-Widget { overflow: visible !important; }
.ct-pile { display: inline-block; margin: 4px 8px 0 0; padding: 2px 10px; border-radius: 6px;
  border: 2px solid #c8e6c9; color: #fff; font-weight: 600; }
.ct-event { display: inline-block; margin: 4px 8px 0 0; padding: 2px 10px; border-radius: 12px;
  background: #ffd54f; color: #1b1b1b; font-weight: 700; animation: ct-pop 500ms ease-out; }
@keyframes ct-pop { from { transform: scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .ct-app *, .ct-app *::before, .ct-app *::after { animation: none !important;
    transition: none !important; }
}
</style>
"""
