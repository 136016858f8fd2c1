/**
 * `react-dom/client` in the partner build (scripts/vite/preact-aliases.ts): preact/compat's `createRoot` without the
 * `container.textContent = ''` its first render does, as React's does. A widget's shadow root holds, before the
 * widget mounts, the slot that shows the page's fallback content (elements/define.ts; the storefront's static shell
 * comes with it in the HTML): emptied, every node of that content left the layout and came back with the first
 * render's own slot, a layout and paint of the whole static shell. Preact's own `render` reuses the nodes already
 * there that the first render asks for (that slot) and removes the others.
 */
import { type ComponentChild, render } from 'preact';
import { unmountComponentAtNode } from 'preact/compat';

export function createRoot(container: Element | DocumentFragment) {
  return {
    render(children: ComponentChild): void {
      render(children, container);
    },
    unmount(): void {
      unmountComponentAtNode(container as Element);
    },
  };
}
