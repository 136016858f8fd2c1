import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { B2BCatalog, B2BEventMap } from '@b2b-storefront/elements';

@Component({
  selector: 'app-root',
  // The b2b-* tags are custom elements, not Angular components: the schema lets their properties and events through.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header style="display: flex; justify-content: space-between; padding: 12px 24px">
      <strong>Angular partner</strong>
      <b2b-cart-badge
        [apiBase]="store"
        [storeUrl]="store"
        (b2b-login)="record('b2b-cart-badge', $event)"
        (b2b-logout)="record('b2b-cart-badge', $event)"
        (b2b-cart-change)="record('b2b-cart-badge', $event)"
        (b2b-session-change)="record('b2b-cart-badge', $event)"
        (b2b-error)="record('b2b-cart-badge', $event)"
      ></b2b-cart-badge>
    </header>
    <p>
      <button id="page-size-2" type="button" (click)="pageSize.set(2)">2 per page</button>
      <button id="toggle" type="button" (click)="shown.set(!shown())">Remove / add widgets</button>
    </p>
    @if (shown()) {
      <div id="widgets" class="themed" style="--b2b-primary: rgb(10, 125, 60)">
        <b2b-login
          [apiBase]="store"
          [storeUrl]="store"
          (b2b-login)="record('b2b-login', $event)"
          (b2b-logout)="record('b2b-login', $event)"
          (b2b-cart-change)="record('b2b-login', $event)"
          (b2b-session-change)="record('b2b-login', $event)"
          (b2b-error)="record('b2b-login', $event)"
        ></b2b-login>
        <b2b-catalog
          [apiBase]="store"
          [storeUrl]="store"
          [pageSize]="pageSize()"
          (b2b-login)="record('b2b-catalog', $event)"
          (b2b-logout)="record('b2b-catalog', $event)"
          (b2b-cart-change)="record('b2b-catalog', $event)"
          (b2b-session-change)="record('b2b-catalog', $event)"
          (b2b-error)="record('b2b-catalog', $event)"
        ></b2b-catalog>
      </div>
    }
  `,
})
export class AppComponent {
  readonly store = new URL(location.href).searchParams.get('store') ?? 'http://127.0.0.1:8080';
  readonly pageSize = signal<B2BCatalog['pageSize']>(3);
  readonly shown = signal(true);

  constructor() {
    // The first [pageSize] binding happens before loader.js has defined <b2b-catalog> (its chunk loads later).
    window.__definedAtFirstSet = Boolean(customElements.get('b2b-catalog'));
  }

  record(from: string, event: Event): void {
    const { type, detail } = event as CustomEvent<B2BEventMap[keyof B2BEventMap]['detail']>;
    window.__events.push({ type, from, detail });
  }
}
