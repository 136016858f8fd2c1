// The partner page's own script: logs every b2b-* event the widgets dispatch (they bubble and are composed).
// The event names come from the generated custom-elements.json next to the loader; a fixed list is the fallback.
const log = document.getElementById('b2b-event-log');
const FALLBACK = ['b2b-cart-change', 'b2b-login', 'b2b-logout', 'b2b-navigate', 'b2b-order-created', 'b2b-error'];

function record(event) {
  const line = `${new Date().toLocaleTimeString('zh-CN')} ${event.type} ${JSON.stringify(event.detail ?? null)}`;
  console.log('[partner]', line);
  if (log) {
    const item = document.createElement('li');
    item.textContent = line;
    log.prepend(item);
  }
}

async function eventNames() {
  try {
    const res = await fetch('/elements/custom-elements.json');
    if (!res.ok) return FALLBACK;
    const manifest = await res.json();
    const names = new Set();
    for (const mod of manifest.modules ?? []) {
      for (const decl of mod.declarations ?? []) for (const ev of decl.events ?? []) names.add(ev.name);
    }
    return names.size ? [...names] : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

// Listen at once with the fallback names, then add whatever the manifest declares.
const listening = new Set();
const listen = (name) => {
  if (listening.has(name)) return;
  listening.add(name);
  document.addEventListener(name, record);
};
FALLBACK.forEach(listen);
eventNames().then((names) => names.forEach(listen));
window.__b2bPartnerEvents = listening;
