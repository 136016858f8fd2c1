/**
 * Styled components' CSS compiled ahead of their first render. A styled component compiles its CSS (stylis) and
 * inserts the rules into its shadow root's sheet the first time it renders: a large share of a widget's render tasks
 * in CPU profiles (scripts/widget-longest.ts), most of it in the task that renders the data the widget waited for (the
 * catalogue's first product cards, the product's detail). `<StyleWarmUp />` (rendered by elements/WidgetFrame.tsx)
 * does that work in short tasks of its own: the frame's Root before the widget renders, the rest while the widget
 * loads its data, so that render finds the rules in the sheet.
 *
 * Only static components: CSS without functions of props or theme (`vars.*` are CSS custom properties, so most are),
 * whose class name is the same whatever they render with; one whose CSS depends on its props compiles when it
 * renders, as before. The rules land in their component's place in the sheet (styled-components orders them by
 * definition, not by insertion), so the cascade is the one rendering alone gives.
 *
 * The components are those of elements/styled-registry.ts, which the partner build's styled-components fills; in other
 * builds (dev, unit tests, Storybook) it is empty, and only the Root is compiled ahead.
 */
import { useContext, useLayoutEffect } from 'react';
import { StyleSheetContext } from 'styled-components';
import { yieldToMain } from '../src/core/yield';
import { Root } from '../src/ui/theme';
import { styledComponents } from './styled-registry';

/** The part of styled-components' ComponentStyle (the `componentStyle` of every styled component) used here. */
interface ComponentStyle {
  rules: readonly unknown[];
  baseStyle?: object | null | undefined;
  generateAndInjectStyles(context: object, styleSheet: unknown, stylis: unknown): string;
}

const registered = styledComponents as Array<{ componentStyle?: ComponentStyle }>;

/** True when the rules hold no function: strings, nested `css` fragments and keyframes only. */
const isStatic = (rules: readonly unknown[]): boolean =>
  rules.every((rule) => typeof rule !== 'function' && (!Array.isArray(rule) || isStatic(rule)));

/** Compiles a static component's CSS into `styleSheet` under the class it renders with (nothing if already there). */
function compile(style: ComponentStyle | undefined, styleSheet: unknown, stylis: unknown): void {
  if (style && !style.baseStyle && isStatic(style.rules)) style.generateAndInjectStyles({}, styleSheet, stylis);
}

/**
 * Wall time (ms, the page's clock: at 4× CPU, 4× the real time) one task may spend compiling: short, so the answers
 * of the widget's requests and input wait at most that long.
 */
export const WARM_MS = 6;

/**
 * How many widgets on the page compile ahead. Each would compile every registered component, the other widgets'
 * too, into its own sheet: with several widgets on one page the sheets held several times the rules and the page's
 * main thread worked more, with no shorter task. So only a widget alone
 * on its page (or the storefront) compiles ahead; on a page with several, each compiles on first render, as before.
 */
let frames = 0;

/**
 * Rendered by the widget frame (elements/WidgetFrame.tsx) from its first pass on, in two steps:
 *   1. The frame's Root compiled in a task of its own, then `onFirst(true)` from the next task, which renders the
 *      widget. The reset every widget renders in is most of the CSS a widget without data shows (a login prompt,
 *      `<b2b-payment>` logged out): compiled in the task that rendered the widget, it made that task markedly longer
 *      (scripts/widget-longest.ts WITH=Lazy shows it). Every sheet needs it, so any widget does this.
 *   2. With `ahead`: the static components registered so far compiled into the tree's sheet (the nearest
 *      StyleSheetManager's) in tasks of WARM_MS, while the widget loads its data. The main thread is not idle then
 *      (on a slow device its loading state keeps it busy until the answers are handled; idle callbacks came only
 *      after the data render, traced), so these are tasks of their own, each continuing before the tasks already queued
 *      (`yieldToMain`), the first after the widget's render (its effects and requests go first). Components extending
 *      another styled component (`styled(Styled)`) and those of chunks loaded later (another screen) compile when
 *      they first render. Stops when another widget of the page starts compiling ahead (`frames`).
 */
export function StyleWarmUp({ onFirst, ahead }: { onFirst: (done: true) => void; ahead: boolean }): null {
  const { styleSheet, stylis } = useContext(StyleSheetContext);
  useLayoutEffect(() => {
    let cancelled = false;
    if (ahead) frames++;
    void (async () => {
      await yieldToMain();
      if (cancelled) return;
      compile((Root as { componentStyle?: ComponentStyle }).componentStyle, styleSheet, stylis);
      await yieldToMain();
      if (cancelled) return;
      onFirst(true);
      const count = ahead ? registered.length : 0;
      let next = 0;
      while (next < count) {
        await yieldToMain();
        if (cancelled || frames > 1) return;
        const end = performance.now() + WARM_MS;
        do {
          compile(registered[next++]?.componentStyle, styleSheet, stylis);
        } while (next < count && performance.now() < end);
      }
    })();
    return () => {
      cancelled = true;
      if (ahead) frames--;
    };
  }, [onFirst, ahead, styleSheet, stylis]);
  return null;
}
