// A React 18 host: elements typed by '@b2b-storefront/elements/react'; React 18 passes `on…` props of custom elements
// as attributes, so events and properties go through refs (docs/embedding.md, "React 18").
import '@b2b-storefront/elements/loader.js';
import type { B2BCartBadge, B2BCatalog, B2BLogin } from '@b2b-storefront/elements';
import type {} from '@b2b-storefront/elements/react';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __events: Array<{ type: string; from: string; detail: unknown }>;
    __definedAtFirstSet?: boolean;
  }
}
window.__events = [];
const store = new URL(location.href).searchParams.get('store') ?? 'http://127.0.0.1:8080';
const EVENTS = ['b2b-login', 'b2b-logout', 'b2b-cart-change', 'b2b-session-change', 'b2b-error'] as const;

/** Records every b2b-* event of the element the ref points at (one listener per event, removed on unmount). */
function useEvents<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listeners = EVENTS.map((type) => {
      const listener = (e: Event) =>
        window.__events.push({ type, from: el.localName, detail: (e as CustomEvent).detail });
      el.addEventListener(type, listener);
      return () => el.removeEventListener(type, listener);
    });
    return () => {
      for (const off of listeners) off();
    };
  }, []);
  return ref;
}

function Catalog({ pageSize }: { pageSize: number }) {
  const ref = useEvents<B2BCatalog>();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    window.__definedAtFirstSet ??= Boolean(customElements.get('b2b-catalog'));
    el.pageSize = pageSize;
  }, [pageSize, ref]);
  return <b2b-catalog ref={ref} api-base={store} store-url={store} />;
}

function Login() {
  const ref = useEvents<B2BLogin>();
  return <b2b-login ref={ref} api-base={store} store-url={store} />;
}

function Badge() {
  const ref = useEvents<B2BCartBadge>();
  return <b2b-cart-badge ref={ref} api-base={store} store-url={store} />;
}

function App() {
  const [pageSize, setPageSize] = useState(3);
  const [shown, setShown] = useState(true);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 24px' }}>
        <strong>React 18 partner</strong>
        <Badge />
      </header>
      <p>
        <button id="page-size-2" type="button" onClick={() => setPageSize(2)}>
          2 per page
        </button>{' '}
        <button id="toggle" type="button" onClick={() => setShown((s) => !s)}>
          Remove / add widgets
        </button>
      </p>
      {shown && (
        <div id="widgets" className="themed" style={{ '--b2b-primary': 'rgb(10, 125, 60)' } as CSSProperties}>
          <Login />
          <Catalog pageSize={pageSize} />
        </div>
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
