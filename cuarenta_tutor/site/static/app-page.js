// Cuarenta Tutor's page script in the static site: the web app manifest of the learner's
// language, the service worker (app-worker.js) and the "new version" notice.
// `cuarenta-tutor site` fills in the constants below (cuarenta_tutor/site/app.py) and loads
// this file before JupyterLite's own scripts.
"use strict";

(function () {
  const BUILD = "@BUILD@";
  const NOTICES = "@NOTICES@"; // language -> {ready, reload}, from the gettext catalogues
  const ROOT = new URL("../../", document.currentScript.src).href; // the site's folder
  const WORKER = ROOT + "app-worker.js";
  const container = navigator.serviceWorker;
  window.cuarentaTutorBuild = BUILD;
  window.cuarentaTutorServiceWorker = container; // the real one (JupyterLite sees another)

  // The learner's language: the address's, else the app's (it sets the page's lang once it
  // runs), else the browser's.
  function language() {
    const asked = new URLSearchParams(location.search).get("lang");
    const wanted = [asked, document.documentElement.lang, ...(navigator.languages || [])];
    for (const tag of wanted.filter(Boolean)) {
      const code = tag.toLowerCase().split("-")[0];
      if (Object.prototype.hasOwnProperty.call(NOTICES, code)) return code;
    }
    return "en";
  }

  // The manifest of the page's language: its name on the home screen.
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = `${ROOT}manifest-${language()}.webmanifest`;
  document.head.appendChild(manifest);

  if (!container || !window.isSecureContext) return;

  // JupyterLite registers a worker of its own that mirrors the browser's file store into the
  // kernel (/drive): seeing any worker in control, it would take ours for it (and unregister
  // it), and the kernel would ask it about /drive on every import. It is shown a container
  // with no worker and one that refuses to register, as in a site with none.
  const hidden = {
    controller: null,
    ready: new Promise(() => {}),
    register: () => Promise.reject(new Error("Cuarenta Tutor runs its own service worker")),
    getRegistration: () => Promise.resolve(undefined),
    getRegistrations: () => Promise.resolve([]),
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, get: () => hidden });

  // Onto the new build, once: after its worker took over (this tab's Reload, or another
  // tab's), or at once when there is no waiting worker left to ask.
  let reloading = false;
  function reloadOnce() {
    if (!reloading) {
      reloading = true;
      location.reload();
    }
  }

  // "Reload" asks the waiting worker to take over and reloads once it has. The registration
  // is asked again at the click: the worker the notice was shown for may since have been
  // replaced by a newer one, or have taken over already.
  function activate(registration) {
    const worker = registration.waiting;
    if (!worker) return void reloadOnce(); // already in control (or gone): the page reloads onto it
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated" || worker.state === "redundant") reloadOnce();
    });
    worker.postMessage({ type: "activate" });
  }

  function showNotice(registration) {
    if (document.querySelector(".ct-update")) return;
    const words = NOTICES[language()];
    const bar = document.createElement("div");
    bar.className = "ct-update";
    bar.setAttribute("role", "status");
    bar.lang = language();
    bar.style.cssText =
      "position:fixed;left:0;right:0;bottom:0;z-index:10000;display:flex;gap:1em;" +
      "align-items:center;justify-content:center;flex-wrap:wrap;padding:0.75em 1em;" +
      "background:#2e6b3a;color:#fff;font:16px/1.4 system-ui,sans-serif";
    const text = document.createElement("span");
    text.textContent = words.ready;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "ct-update-reload";
    button.textContent = words.reload;
    button.style.cssText =
      "font:inherit;padding:0.4em 1em;min-height:44px;border:2px solid #fff;border-radius:6px;" +
      "background:#fff;color:#1b1b1b;cursor:pointer";
    button.addEventListener("click", () => {
      button.disabled = true;
      activate(registration);
    });
    bar.append(text, button);
    (document.body || document.documentElement).appendChild(bar);
  }

  // The notice waits for the app to be on screen (`settled`): until then the page is still
  // loading from the old worker. Chromium activates a waiting worker that skips waiting only
  // once the old one is idle; asked while the page still loads, it stops the old worker at a
  // pause, the next request or message (the page's `keep`) starts it again, and the started
  // copy no longer counts as leaving: the new worker waited up to five minutes (more under
  // DevTools, as in the browser tests), the page on the old build.
  function watch(registration) {
    const offer = () =>
      settled.then(() => {
        if (registration.waiting && container.controller) showNotice(registration);
      });
    offer();
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      if (installing) {
        installing.addEventListener("statechange", () => installing.state === "installed" && offer());
      }
    });
  }

  // Once the app is on screen, the worker keeps what the page loaded before it took over;
  // `settled` then resolves (the page has loaded and told the worker so).
  let settle;
  const settled = new Promise((resolve) => {
    settle = resolve;
  });
  function keepWhenReady() {
    const ready = () => document.querySelector(".ct-app .ct-tabs");
    const loaded = () => [
      location.href,
      ...performance.getEntriesByType("resource").map((entry) => entry.name),
    ];
    const send = () =>
      container.ready
        .then((registration) => registration.active.postMessage({ type: "keep", urls: loaded() }))
        .finally(settle);
    if (ready()) return void send();
    const observer = new MutationObserver(() => {
      if (ready()) {
        observer.disconnect();
        send();
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }

  // A new build took over (this tab's Reload, or another tab's): reload onto it, once. The
  // first visit's worker taking over is no new build.
  let hadController = Boolean(container.controller);
  container.addEventListener("controllerchange", () => {
    if (container.controller && container.controller.scriptURL === WORKER && hadController) {
      reloadOnce();
    }
    hadController = true;
  });

  container
    .register(WORKER, { scope: ROOT })
    .then((registration) => {
      if (!registration) return; // refused (a browser's setting)
      watch(registration);
      keepWhenReady();
      registration.update().catch(() => {}); // offline: the next visit asks again
    })
    .catch((error) => console.warn("Cuarenta Tutor works online only here:", error));
})();
