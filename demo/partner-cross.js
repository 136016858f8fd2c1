// The second-origin partner page's script: points every widget at the store (api-base + store-url), loads the
// store's loader from there, and logs each b2b-* event with the widget it came from (window.__b2bEvents too,
// for the browser tests).
const store = new URL(location.href).searchParams.get('store') || 'http://127.0.0.1:8080';
const storeOrigin = new URL(store).origin;

for (const el of document.querySelectorAll('b2b-cart-badge, b2b-login, b2b-catalog')) {
  el.setAttribute('api-base', storeOrigin);
  el.setAttribute('store-url', storeOrigin);
}
// The no-JS / not-yet-defined fallback links point at the store too.
for (const a of document.querySelectorAll('a[data-store-path]')) a.href = storeOrigin + a.dataset.storePath;

const log = document.getElementById('b2b-event-log');
window.__b2bEvents = [];
for (const name of ['b2b-login', 'b2b-logout', 'b2b-cart-change', 'b2b-session-change', 'b2b-navigate', 'b2b-error']) {
  document.addEventListener(name, (event) => {
    const from = event.target instanceof Element ? event.target.localName : String(event.target);
    window.__b2bEvents.push({ type: name, from, detail: event.detail });
    const item = document.createElement('li');
    item.textContent = `${name} from <${from}> ${JSON.stringify(event.detail ?? null)}`;
    log?.prepend(item);
  });
}

const loader = document.createElement('script');
loader.type = 'module';
loader.src = `${storeOrigin}/elements/loader.js`;
document.head.append(loader);
