/**
 * `dist/elements/loader.js`: the tiny script a partner page includes instead of the whole bundle.
 *
 * It defines `<b2b-*>` elements lazily, on first use: it looks for the known tags in the document now and,
 * through a MutationObserver, whenever nodes are added later, and imports only the module of each tag it
 * meets (`./b2b-cart-badge.js` next to this file). It imports nothing else itself, so it stays a few hundred
 * bytes; the element modules share React, styled-components and the core stores through common chunks.
 *
 * `__B2B_ELEMENT_TAGS__` is replaced at build time (vite.config.ts) by the tags of elements/b2b-*.ts.
 */
declare const __B2B_ELEMENT_TAGS__: readonly string[];

const tags: readonly string[] = __B2B_ELEMENT_TAGS__;
// import.meta.url is the URL the loader itself was served from: element modules sit next to it.
const base = import.meta.url;
const requested = new Set<string>();
const selector = tags.join(',');

function load(tag: string): void {
  if (requested.has(tag)) return;
  requested.add(tag);
  if (customElements.get(tag)) return;
  const url = new URL(tag + '.js', base).href;
  import(/* @vite-ignore */ url).catch((error: unknown) => {
    requested.delete(tag);
    console.error(`[b2b] 组件 <${tag}> 加载失败`, error);
  });
}

function scan(node: ParentNode & Node): void {
  if (node.nodeType === 1) {
    const name = (node as Element).localName;
    if (tags.includes(name)) load(name);
  }
  if (selector) node.querySelectorAll(selector).forEach((el) => load(el.localName));
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

export {};
