/**
 * `dist/elements/loader.js`: the tiny script a partner page includes instead of the whole bundle.
 *
 * It defines `<b2b-*>` elements lazily, on first use: it looks for the known tags in the document now and,
 * through a MutationObserver, whenever nodes are added later, and imports only the module of each tag it
 * meets (`./b2b-cart-badge.js` next to this file). It imports nothing else itself, so it stays a few hundred
 * bytes; the element modules share React, styled-components and the core stores through common chunks.
 *
 * `__B2B_ELEMENT_TAGS__` is replaced at build time (vite.config.ts) by the tags of elements/b2b-*.ts, and
 * `__B2B_ELEMENT_CHUNKS__` after bundling by each tag's static chunk graph (the shared chunks its module
 * imports): the loader asks for all of them at once with `<link rel="modulepreload">`, so the graph loads in one
 * round instead of entry → chunk → vendor one after the other. It then runs those chunks one per task (dependencies
 * first) before the element's own module, so no single task evaluates the whole graph.
 *
 * First of all it reserves each element's size (elements/reserve.ts) with a zero-specificity stylesheet at the top of
 * `<head>`, so widgets do not push the page around when they appear and any rule of the host page still wins.
 */
import { reserveCss } from '../elements/reserve';

declare const __B2B_ELEMENT_TAGS__: readonly string[];
/** `files`: chunk paths relative to the loader; `tags`: each tag's chunks as indexes into `files`. */
declare const __B2B_ELEMENT_CHUNKS__: {
  files: readonly string[];
  tags: Record<string, readonly number[] | undefined>;
};

const tags: readonly string[] = __B2B_ELEMENT_TAGS__;
const chunks = __B2B_ELEMENT_CHUNKS__;
// import.meta.url is the URL the loader itself was served from: element modules sit next to it.
const base = import.meta.url;
const requested = new Set<string>();
const selector = tags.join(',');
const preloaded = new Set<string>();

// Prepended, so the page's own stylesheets come later in the cascade (and win even against other `:where()` rules).
const reserve = document.createElement('style');
reserve.setAttribute('data-b2b-reserve', '');
reserve.textContent = reserveCss(tags);
document.head.prepend(reserve);

function preload(file: string): void {
  if (preloaded.has(file)) return;
  preloaded.add(file);
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(file, base).href;
  document.head.append(link);
}

/** Longest run of preloading in one task (ms of wall time, so at 4× CPU about a quarter of that in CPU time). */
const PRELOAD_SLICE_MS = 10;

/** Resolves in a new task (src/core/yield.ts's yieldToMain, spelled again: the loader imports no chunk). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let storageOpened = false;

/**
 * Opens the page's localStorage in a task of its own, while the chunks download. The core chunk's stores read the
 * session from it when they are created (`user-info`, `operator-info`), and the first use of localStorage on a page
 * is slow: Chromium loads the origin's storage synchronously (later reads cost next to nothing), which otherwise
 * lands in the core chunk's evaluation, the longest task. Reads nothing, writes nothing;
 * blocked storage (sandboxed frame, cookies off) throws, and the stores already fall back to memory for that.
 */
function openStorage(): void {
  if (storageOpened) return;
  storageOpened = true;
  try {
    void localStorage.length;
  } catch {
    // Storage blocked: nothing to open.
  }
}

/**
 * Runs the element's chunks one per task, dependencies first (the build lists them in that order), then the
 * element's module: importing the entry at once would evaluate its whole graph (Preact, styled-components, the core
 * stores, the widget) in one long task (the goal: none over 50 ms at 4× CPU). A chunk already run is not run again.
 */
async function evaluate(tag: string, url: string): Promise<void> {
  // Not in the task that runs this script: the browser ends parsing in it too (DOMContentLoaded, the first style
  // pass), and with the first preloads added it became one of the page's long tasks.
  await nextTask();
  // Each <link rel=modulepreload> starts its request synchronously (main-thread time each, a dozen or more per
  // element): a new task whenever this one has run for PRELOAD_SLICE_MS.
  let sliceStart = performance.now();
  for (const i of chunks.tags[tag] ?? []) {
    preload(chunks.files[i]!);
    if (performance.now() - sliceStart > PRELOAD_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  // The entry too: it is imported only after its chunks have run, its request must not wait for that.
  preload(`${tag}.js`);
  await nextTask();
  openStorage();
  await nextTask();
  for (const i of chunks.tags[tag] ?? []) {
    await import(/* @vite-ignore */ new URL(chunks.files[i]!, base).href);
    await nextTask();
  }
  await import(/* @vite-ignore */ url);
}

function load(tag: string): void {
  if (requested.has(tag)) return;
  requested.add(tag);
  if (customElements.get(tag)) return;
  const url = new URL(`${tag}.js`, base).href;
  evaluate(tag, url).catch((error: unknown) => {
    requested.delete(tag);
    const message = `组件 <${tag}> 的脚本加载失败（${url}）：请检查脚本地址、网络和本页的 CSP（script-src）。`;
    console.error(`[b2b] ${message}`, error);
    // The element stays undefined, so its light-DOM fallback stays visible; the page hears why.
    document.querySelectorAll(tag).forEach((el) => {
      el.dispatchEvent(
        new CustomEvent('b2b-error', { detail: { message, reason: 'load-failed' }, bubbles: true, composed: true }),
      );
    });
  });
}

function scan(node: ParentNode & Node): void {
  if (node.nodeType === 1) {
    const name = (node as Element).localName;
    if (tags.includes(name)) load(name);
  }
  if (selector) for (const el of node.querySelectorAll(selector)) load(el.localName);
}

scan(document);

if (requested.size < tags.length) {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) scan(node as Element);
      });
    }
    if (requested.size >= tags.length) observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}
