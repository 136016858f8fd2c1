/**
 * Starts the storefront once the page's first frame is on screen.
 *
 * The HTML already shows that frame (demo/index.html's static shell, filled by the server with the page's
 * first content: the home banner, a product's name, price and picture, the first catalogue cards —
 * server/first-frame.ts). Its largest picture is the page's largest paint, so this script waits for that
 * picture (when there is one) and one painted frame before it asks for the storefront's JavaScript: the
 * picture does not share a slow connection with ~100 KB of scripts, and the first frame is never held up by
 * them. Then the chunk graph (`data-preload`, written by scripts/build.ts) and the first API request
 * (`data-fetch`) start together with the entry module, in one round.
 *
 * The chunks are then run one per task, in the order the build lists them (dependencies first), and the entry
 * module last: a `<script type="module">` for the entry would evaluate the whole graph (Preact, styled-components,
 * the core stores, the shell and the home screen) in one long task, which is what held the page's Total Blocking
 * Time up. Each `import()` evaluates one chunk whose dependencies have already run. A chunk that fails to load
 * stops the sequence: the entry is still imported, so the error shows as it would have.
 *
 * A classic `defer` script (the page's CSP allows no inline script). It never waits more than 1.5 s: a
 * picture that hangs, or a tab opened in the background (no animation frames there), still gets its storefront.
 */
(() => {
  const me = document.currentScript;
  const data = me?.dataset || {};
  const entry = data.entry || '/elements/b2b-storefront.js';
  const list = (value) => (value || '').split(/\s+/).filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const head = document.head;
    for (const href of list(data.fetch)) {
      // The same request the app makes (credentials: 'include', src/core/http.ts): the browser hands it over.
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'use-credentials';
      link.href = href;
      head.append(link);
    }
    const chunks = list(data.preload);
    for (const href of [...chunks, entry]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      head.append(link);
    }
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    chunks
      .reduce((previous, href) => previous.then(() => import(href)).then(nextTask), nextTask())
      .catch((error) => console.error('[b2b] 商城脚本加载失败', error))
      .then(() => import(entry))
      .catch((error) => console.error('[b2b] 商城脚本加载失败', error));
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1500);
  const hero = document.querySelector('[data-b2b-static-shell] img[fetchpriority="high"]');
  if (hero && !hero.complete) {
    hero.addEventListener('load', afterPaint, { once: true });
    hero.addEventListener('error', afterPaint, { once: true });
  } else afterPaint();
})();
