/**
 * Styled components' CSS compiled ahead of their first render. A styled component compiles its CSS (stylis) and
 * inserts the rules into its shadow root's sheet the first time it renders: 30–50 % of a widget's render tasks at
 * 4× CPU (scripts/widget-longest.ts), most of it in the task that renders the data the widget waited for (the
 * catalogue's first product cards, the product's detail). `<StyleWarmUp />` (rendered by elements/WidgetFrame.tsx
 * with the widget's first render) does that work in short tasks of its own while the widget loads its data, so that
 * render finds the rules in the sheet.
 *
 * Only static components: CSS without functions of props or theme (`vars.*` are CSS custom properties, so most are),
 * whose class name is the same whatever they render with; one whose CSS depends on its props compiles when it
 * renders, as before. The rules land in their component's place in the sheet (styled-components orders them by
 * definition, not by insertion), so the cascade is the one rendering alone gives.
 *
 * The components are those of elements/styled-registry.ts, which the partner build's styled-components fills; in other
 * builds (dev, unit tests, Storybook) it is empty, and nothing is compiled ahead.
 */
import { useContext, useEffect } from 'react';
import { StyleSheetContext } from 'styled-components';
import { yieldToMain } from '../src/core/yield';
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

/**
 * Wall time (ms, the page's clock: at 4× CPU, 4× the real time) one task may spend compiling: short, so the answers
 * of the widget's requests and input wait at most that long.
 */
export const WARM_MS = 6;

/**
 * How many widgets on the page compile ahead. Each would compile every registered component, the other widgets'
 * too, into its own sheet: with four widgets on one page (badge, catalogue, product, search) the sheets held 562
 * rules instead of 188 and the page's main thread worked ~10 % more, with no shorter task. So only a widget alone
 * on its page (or the storefront) compiles ahead; on a page with several, each compiles on first render, as before.
 */
let frames = 0;

/**
 * Compiles the static components registered so far into its tree's sheet (the nearest StyleSheetManager's), in
 * tasks of WARM_MS. The main thread is not idle while a widget loads (at 4× CPU its loading state keeps it busy until
 * the answers are handled; idle callbacks came only after the data render, traced), so these are tasks of their own,
 * each continuing before the tasks already queued (`yieldToMain`). Components extending another styled component
 * (`styled(Styled)`) and those of chunks loaded later (another screen) compile when they first render. Stops when
 * another widget of the page starts compiling ahead (`frames`).
 */
export function StyleWarmUp(): null {
  const { styleSheet, stylis } = useContext(StyleSheetContext);
  useEffect(() => {
    let cancelled = false;
    const count = registered.length;
    frames++;
    void (async () => {
      let next = 0;
      while (next < count) {
        await yieldToMain();
        if (cancelled || frames > 1) return;
        const end = performance.now() + WARM_MS;
        do {
          const style = registered[next++]?.componentStyle;
          if (style && !style.baseStyle && isStatic(style.rules)) style.generateAndInjectStyles({}, styleSheet, stylis);
        } while (next < count && performance.now() < end);
      }
    })();
    return () => {
      cancelled = true;
      frames--;
    };
  }, [styleSheet, stylis]);
  return null;
}
