// An Angular 21 host (docs/embedding.md, "Angular"): loader.js defines the b2b-* elements when they are first used;
// the standalone component declares CUSTOM_ELEMENTS_SCHEMA and binds their properties and events.
import '@b2b-storefront/elements/loader.js';
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { AppComponent } from './app.component';

declare global {
  interface Window {
    __events: Array<{ type: string; from: string; detail: unknown }>;
    __definedAtFirstSet?: boolean;
  }
}

window.__events = [];
bootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] }).catch((error: unknown) =>
  console.error(error),
);
