/**
 * Starts the storefront once the page's first frame is on screen.
 *
 * The HTML already shows that frame (demo/index.html's static shell, filled by the server with the page's
 * first content: the home banner, a product's name, price and picture, the first catalogue cards —
 * server/first-frame.ts). Its largest picture is the page's largest paint, so this script waits until that
 * picture (when there is one) is on screen before it asks for the storefront's JavaScript: the
 * picture does not share a slow connection with ~100 KB of scripts, and the first frame is never held up by
 * them. Then the chunk graph (`data-preload`, written by scripts/build.ts) and the first API request
 * (`data-fetch`) start together with the entry module, in one round.
 *
 * Each preload is added in a task of its own: a request costs the main thread a few milliseconds (8–35 ms each at
 * 4× CPU on a slow 2-core machine), and the seventeen of /home added in one task made it the page's longest task
 * (328 ms at 4× CPU). The tasks follow each other at once, so the requests still leave together, long before the
 * first of them is answered.
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
  /**
   * Resolves in a new task: a message is not clamped like a chain of setTimeout(0)s (4 ms each after the fifth).
   * src/core/yield.ts's yieldToMain, spelled again: this classic script imports nothing.
   */
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  const preload = (rel, href) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') {
      // The same request the app makes (credentials: 'include', src/core/http.ts): the browser hands it over.
      link.as = 'fetch';
      link.crossOrigin = 'use-credentials';
    }
    document.head.append(link);
  };
  const start = () => {
    if (started) return;
    started = true;
    const chunks = list(data.preload);
    // A signed-in buyer's catalogue reads carry its token (its company may have 协议价, server/routes/catalogue-priced.ts):
    // a token-less preload of the same URL would be handed over instead, so it asks for none.
    let signedIn = false;
    try {
      signedIn = Boolean(JSON.parse(localStorage.getItem('user-info') || '{}').token);
    } catch {}
    const links = [
      ...list(signedIn ? '' : data.fetch).map((href) => ['preload', href]),
      ...[...chunks, entry].map((href) => ['modulepreload', href]),
    ];
    links
      .reduce((previous, [rel, href]) => previous.then(() => preload(rel, href)).then(nextTask), Promise.resolve())
      .then(() =>
        chunks.reduce((previous, href) => previous.then(() => import(href)).then(nextTask), Promise.resolve()),
      )
      .catch((error) => console.error('[b2b] 商城脚本加载失败', error))
      .then(() => import(entry))
      .catch((error) => console.error('[b2b] 商城脚本加载失败', error));
  };
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1500);
  const hero = document.querySelector('[data-b2b-static-shell] img[fetchpriority="high"]');
  const types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  if (hero && types.includes('element') && hero.hasAttribute('elementtiming')) {
    // Element Timing (Chromium): an entry once the frame that shows the picture has been presented. A frame painted
    // on the main thread reaches the screen some milliseconds later; scripts asked for in between still delayed the
    // largest paint on a slow connection (and in Lighthouse's simulation of one).
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.element === hero)) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'element', buffered: true });
    // A picture that fails has no entry. One out of view has one too (Chromium reports what it paints, and the
    // picture is near the top of the page); a tab in the background paints nothing, and gets the 1.5 s above.
    if (hero.complete && !hero.naturalWidth) afterPaint();
    else hero.addEventListener('error', afterPaint, { once: true });
  } else if (hero && !hero.complete) {
    hero.addEventListener('load', afterPaint, { once: true });
    hero.addEventListener('error', afterPaint, { once: true });
  } else afterPaint();
})();
