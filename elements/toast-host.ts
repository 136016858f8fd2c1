/**
 * The page's toast outlet as the widgets bring it. The first widget puts `<b2b-toasts>` into the page at once (an
 * empty element, not yet defined); the outlet's code (elements/toasts.ts) is loaded at the visitor's
 * first press, key or focus anywhere in the page, or at the first message, whichever comes first. Every message
 * follows something: an action the visitor started (the press came first, the outlet is there before its answer)
 * or a failure found without one (the message itself loads it). A partner page nobody touches never downloads it.
 *
 * When the outlet arrives together with its first message, it shows its live region empty and the message a
 * moment later (elements/toasts.ts), so a screen reader announces that message too. When its code cannot be
 * loaded (the network is down), the next interaction or change of the messages asks again.
 */
import type { ComponentType } from 'react';
import { $messages } from '../src/core/messages';
import { type ElementMeta, TOASTS_TAG } from './meta';

/** How the outlet is defined: `defineElement`, handed in by elements/define.ts (this module never imports it). */
export type DefineOutlet = (meta: ElementMeta, component: ComponentType, options: { internal: true }) => unknown;

/** What counts as the visitor starting to use the page (capture: seen on the way into any widget's shadow root). */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

let armed = false;
/** The outlet's code was asked for (and has not failed). */
let asked = false;

let define: DefineOutlet | undefined;

function loadOutlet(): void {
  if (asked || !define) return;
  asked = true;
  const defineOutlet = define;
  import('./toasts').then(
    (m) => defineOutlet(m.toastsMeta, m.Toasts, { internal: true }),
    () => {
      asked = false;
    },
  );
}

/** Called by every widget as it connects (so the page has a body): one outlet per page, its code loaded when needed. */
export function ensureToastOutlet(defineOutlet: DefineOutlet): void {
  if (typeof document === 'undefined') return;
  define = defineOutlet;
  if (!document.querySelector(TOASTS_TAG)) document.body.append(document.createElement(TOASTS_TAG));
  if (armed) return;
  armed = true;
  // Left in place: after a failed load the next interaction or message asks again; otherwise they return at once.
  for (const type of FIRST_USE) document.addEventListener(type, loadOutlet, { capture: true, passive: true });
  $messages.subscribe((list) => list.length > 0 && loadOutlet());
}
