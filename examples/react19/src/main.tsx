// A React 19 host: elements and their `onb2b-*` event props typed by '@b2b-storefront/elements/react'
// (docs/embedding.md, "React 19"). The property goes through a ref: before loader.js has defined the element React
// would set an unknown prop as an attribute.
import '@b2b-storefront/elements/loader.js';
import type { B2BCatalog } from '@b2b-storefront/elements';
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
const record = (from: string) => (e: CustomEvent) => window.__events.push({ type: e.type, from, detail: e.detail });

function Catalog({ pageSize }: { pageSize: number }) {
  const ref = useRef<B2BCatalog>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    window.__definedAtFirstSet ??= Boolean(customElements.get('b2b-catalog'));
    el.pageSize = pageSize;
  }, [pageSize]);
  return (
    <b2b-catalog
      ref={ref}
      api-base={store}
      store-url={store}
      onb2b-login={record('b2b-catalog')}
      onb2b-logout={record('b2b-catalog')}
      onb2b-cart-change={record('b2b-catalog')}
      onb2b-session-change={record('b2b-catalog')}
      onb2b-error={record('b2b-catalog')}
    />
  );
}

function App() {
  const [pageSize, setPageSize] = useState(3);
  const [shown, setShown] = useState(true);
  return (
    <>
      <header style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 24px' }}>
        <strong>React 19 partner</strong>
        <b2b-cart-badge
          api-base={store}
          store-url={store}
          onb2b-login={record('b2b-cart-badge')}
          onb2b-logout={record('b2b-cart-badge')}
          onb2b-cart-change={record('b2b-cart-badge')}
          onb2b-session-change={record('b2b-cart-badge')}
          onb2b-error={record('b2b-cart-badge')}
        />
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
          <b2b-login
            api-base={store}
            store-url={store}
            onb2b-login={record('b2b-login')}
            onb2b-logout={record('b2b-login')}
            onb2b-cart-change={record('b2b-login')}
            onb2b-session-change={record('b2b-login')}
            onb2b-error={record('b2b-login')}
          />
          <Catalog pageSize={pageSize} />
        </div>
      )}
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
