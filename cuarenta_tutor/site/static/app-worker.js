// Cuarenta Tutor's service worker: the site works offline after one visit, and a new build
// is picked up. `cuarenta-tutor site` fills in the two constants below (cuarenta_tutor/site/app.py).
//
// It keeps the site's own files only (ASSETS: path -> content hash) in one cache per build.
// It never answers JupyterLite's /drive API: the page hides this worker from JupyterLite
// (app-page.js), so the Pyodide kernel mounts no drive and asks nothing per import.
//
// - First visit: install starts Python's downloads, caches the small shell and takes over at
//   once; every file the page then loads is kept as it arrives (one download), and once the
//   app is on screen the page names the files it loaded before (`keep`; the browser's HTTP
//   cache answers with 304).
//   Files the page never loads (JavaScript for paths the app does not take) are not kept.
// - A new build: the new worker copies the files whose hash did not change from the old
//   cache, downloads the others, and waits; the page shows its notice; "reload" activates it.
"use strict";

const BUILD = "@BUILD@";
const ASSETS = "@ASSETS@";
const SIZES = "@SIZES@"; // the largest files of CORE, to fetch first
const SHELL = "@SHELL@";
const PREFIX = "cuarenta-tutor-";
const CACHE = PREFIX + BUILD;
const CORE = "static/pyodide/"; // Python, its library and the wheels: always kept
const INDEX = "@INDEX@"; // the cached list of ASSETS, to compare with the next build's
const BASE = new URL("./", self.location.href).href;

const address = (path) => new URL(path, BASE).href;

function assetOf(url) {
  if (!url.startsWith(BASE)) return null;
  let path = decodeURIComponent(url.slice(BASE.length).split(/[?#]/)[0]);
  if (path === "" || path.endsWith("/")) path += "index.html";
  return Object.prototype.hasOwnProperty.call(ASSETS, path) ? path : null;
}

async function download(cache, path) {
  const answer = await fetch(address(path), { cache: "no-cache" });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  await cache.put(address(path), answer);
}

async function previousCache() {
  const names = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
  return names.length ? caches.open(names[names.length - 1]) : null;
}

// Put `paths` into the cache: from `old` where the hash is the same, else downloaded.
async function keep(cache, paths, old) {
  const before = old ? await old.match(address(INDEX)) : null;
  const hashes = before ? await before.json() : {};
  const missing = [];
  for (const path of paths) {
    if (await cache.match(address(path))) continue;
    const kept = old && hashes[path] === ASSETS[path] ? await old.match(address(path)) : null;
    if (kept) await cache.put(address(path), kept);
    else missing.push(path);
  }
  const runner = async () => {
    while (missing.length) await download(cache, missing.shift());
  };
  await Promise.all([runner(), runner(), runner(), runner()]);
  await cache.put(address(INDEX), new Response(JSON.stringify(ASSETS)));
}

// The files an update brings: the shell, and what the old cache holds that is still an asset.
async function kept(old) {
  const held = (await old.keys()).map((request) => assetOf(request.url)).filter(Boolean);
  return [...new Set([...SHELL, ...held])];
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const old = self.registration.active ? await previousCache() : null;
      if (old) {
        await keep(cache, await kept(old), old); // an update: complete before taking over
      } else {
        prefetch(); // the first visit: Python's files start at once, beside the shell …
        await Promise.all(SHELL.map((path) => download(cache, path)));
        await self.skipWaiting(); // … and the worker serves this very page from now on
      }
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const stale = names.filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const kind = event.data && event.data.type;
  if (kind === "activate") {
    self.skipWaiting();
  } else if (kind === "keep") {
    const core = Object.keys(ASSETS).filter((path) => path.startsWith(CORE));
    const paths = [...core, ...(event.data.urls || []).map(assetOf).filter(Boolean)];
    event.waitUntil(caches.open(CACHE).then((cache) => keep(cache, paths, null)));
  } else if (kind === "prefetch") {
    event.waitUntil(prefetch());
  } else if (kind === "build" && event.ports[0]) {
    event.ports[0].postMessage(BUILD);
  }
});

// Downloads under way, by path: a second request for a file waits for the first.
const pending = new Map();

function fetchInto(cache, path, request) {
  if (!pending.has(path)) {
    const done = (async () => {
      const fetched = await fetch(request || new Request(address(path), { cache: "no-cache" }));
      if (fetched.ok && fetched.status === 200) await cache.put(address(path), fetched.clone());
      return fetched;
    })();
    pending.set(path, done);
    done.finally(() => pending.delete(path)).catch(() => {});
    return done;
  }
  const retry = () => fetch(request || address(path));
  return pending.get(path).then(async () => (await cache.match(address(path))) || retry(), retry);
}

async function answer(request, path) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(address(path));
  return kept || fetchInto(cache, path, request);
}

// The first visit: download Python, its library and the wheels while the page's JavaScript
// starts (two at a time, the largest first, leaving the browser's other connections to
// the page), so that they are there when the kernel asks for them. It starts as the worker
// installs (the front door's "prefetch" message, later, joins the same downloads).
let prefetching = null;

function prefetch() {
  prefetching = prefetching || prefetchCore();
  return prefetching;
}

async function prefetchCore() {
  const cache = await caches.open(CACHE);
  const queue = Object.keys(ASSETS).filter((path) => path.startsWith(CORE) && !path.endsWith(".json"));
  queue.sort((a, b) => (SIZES[b] || 0) - (SIZES[a] || 0));
  const runner = async () => {
    while (queue.length) {
      const path = queue.shift();
      if (!(await cache.match(address(path)))) await fetchInto(cache, path).catch(() => {});
    }
  };
  await Promise.all([runner(), runner()]);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("range")) return;
  const path = assetOf(request.url);
  if (path !== null) event.respondWith(answer(request, path));
});
