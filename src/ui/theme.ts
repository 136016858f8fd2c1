/**
 * Design tokens of the storefront (colours, fonts, radii) exposed as `--b2b-*` CSS custom properties.
 *
 * How theming works:
 * - Every component reads `var(--b2b-x, <default>)`: the default lives only in that fallback, so a value the
 *   host page sets anywhere above the widget wins — on the element (`b2b-catalog { --b2b-primary: … }`), on
 *   an ancestor (`.partner-shop { … }`) or on `:root` — since custom properties inherit into the shadow root.
 * - Nothing declares the tokens on `:host`: a declaration there would be the element's own value and would
 *   hide whatever it inherits (a partner's `:root { --b2b-primary: green }` once left the widgets blue).
 * - `hostCssText` / `hostStyles` only give the element `display:block` (and keep `hidden` working).
 * - `Root` is the inner wrapper every shadow root renders first: it sets font, colour, line-height,
 *   letter-spacing and box-sizing explicitly, so a hostile partner page (inherited font, `* {}` rules,
 *   `html{font-size:62.5%}`) does not change the widgets. All sizes are px, never rem.
 */
import styled, { css } from 'styled-components';

// ---------------------------------------------------------------------------------------------------
// Token list (src/ui/tokens.ts; documented in custom-elements.json by the docs generator)
// ---------------------------------------------------------------------------------------------------

import { FONT_FAMILY, type ThemeToken, type ThemeTokenName, themeTokens } from './tokens';

export { FONT_FAMILY, type ThemeToken, type ThemeTokenName, themeTokens };

const defaults = Object.fromEntries(themeTokens.map((t) => [t.name, t.default])) as Record<ThemeTokenName, string>;

/** `var(--b2b-x, default)`: the one way components read a token. */
export function cssVar(name: ThemeTokenName): string {
  return `var(${name}, ${defaults[name]})`;
}

/** Ready-made `var()` references, e.g. `color: ${vars.primary};`. */
export const vars = {
  primary: cssVar('--b2b-primary'),
  primaryHover: cssVar('--b2b-primary-hover'),
  primaryActive: cssVar('--b2b-primary-active'),
  primarySoft: cssVar('--b2b-primary-soft'),
  error: cssVar('--b2b-error'),
  errorText: cssVar('--b2b-error-text'),
  errorSoft: cssVar('--b2b-error-soft'),
  success: cssVar('--b2b-success'),
  successText: cssVar('--b2b-success-text'),
  successSoft: cssVar('--b2b-success-soft'),
  warning: cssVar('--b2b-warning'),
  warningText: cssVar('--b2b-warning-text'),
  warningSoft: cssVar('--b2b-warning-soft'),
  price: cssVar('--b2b-price'),
  text: cssVar('--b2b-text'),
  textSecondary: cssVar('--b2b-text-secondary'),
  textPlaceholder: cssVar('--b2b-text-placeholder'),
  border: cssVar('--b2b-border'),
  divider: cssVar('--b2b-divider'),
  bg: cssVar('--b2b-bg'),
  bgSubtle: cssVar('--b2b-bg-subtle'),
  tableHeaderBg: cssVar('--b2b-table-header-bg'),
  radiusInput: cssVar('--b2b-radius-input'),
  radiusCard: cssVar('--b2b-radius-card'),
  buttonHeightLg: cssVar('--b2b-button-height-lg'),
  buttonHeightSm: cssVar('--b2b-button-height-sm'),
  fontFamily: cssVar('--b2b-font-family'),
  fontSize: cssVar('--b2b-font-size'),
  lineHeight: cssVar('--b2b-line-height'),
  focusRing: cssVar('--b2b-focus-ring'),
  shadow: cssVar('--b2b-shadow'),
  zOverlay: cssVar('--b2b-z-overlay'),
} as const;

// ---------------------------------------------------------------------------------------------------
// Static scales (not themable: px only)
// ---------------------------------------------------------------------------------------------------

/** Spacing scale in px: space[1] = 4px … space[8] = 32px. */
export const space = [0, 4, 8, 12, 16, 20, 24, 28, 32, 40, 48] as const;

/** Font sizes in px. */
export const fontSize = { xs: 12, sm: 13, md: 14, lg: 16, xl: 18, xxl: 20, h1: 24 } as const;

/** Neutral grey scale (0 = white … 9 = near black). */
export const neutral = [
  '#ffffff',
  '#fafafa',
  '#f5f6f8',
  '#ebebeb',
  '#d9d9d9',
  '#bfbfbf',
  '#8c8c8c',
  '#666666',
  '#383838',
  '#1f1f1f',
] as const;

/** Breakpoints in px (max-width queries: narrow phones, tablets). */
export const breakpoints = { sm: 480, md: 768, lg: 1024 } as const;

/** The raw defaults as a JS object (e.g. for canvas drawing or tests). */
export const theme = {
  colors: {
    primary: '#114bed',
    error: '#ff6d4d',
    success: '#43cf7c',
    warning: '#ffc300',
    text: '#383838',
    tableHeaderBg: '#F1F4FD',
  },
  radiusInput: 8,
  buttonHeightLg: 38,
  buttonHeightSm: 28,
  fontFamily: FONT_FAMILY,
  space,
  fontSize,
  neutral,
  breakpoints,
} as const;

// ---------------------------------------------------------------------------------------------------
// Host defaults and the inner root wrapper
// ---------------------------------------------------------------------------------------------------

/**
 * Plain CSS for the shadow root: `display:block`, and `:host([hidden])` keeps the `hidden` attribute working.
 * No token is declared here (see the header): the defaults are the `var()` fallbacks, so inherited values win.
 * Put it in a `<style>` (or an adopted stylesheet) inside the shadow root.
 */
export const hostCssText = `:host{display:block}
:host([hidden]){display:none}`;

/**
 * The same rules as a styled-components `css` block, for code that composes styles (e.g. a
 * `createGlobalStyle` rendered under the shadow root's StyleSheetManager). Do not interpolate it into a
 * `styled.x` component: the rules would be scoped under its class and `:host` would not match.
 * Elements use `<style>{hostCssText}</style>` (see elements/WidgetFrame.tsx).
 */
export const hostStyles = css`
  ${hostCssText}
`;

/**
 * A native control (button, input, a link drawn as one) without the browser's own styles, as `all: unset` left it
 * where it matters: inherited text properties inherit; display, box, background and text decoration are bare; no
 * focus outline (each control draws its own focus ring). Not `all: unset` itself: it stands for hundreds of
 * longhands, so each rule using it was a large block of CSS, each new button variant a slow insertRule on the first
 * render, and every button and input paid for them in style recalculation (a visible share of the login widget's
 * first render in a profile).
 */
export const controlReset = css`
  appearance: none;
  display: inline;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 0;
  background: none;
  color: inherit;
  font: inherit;
  letter-spacing: inherit;
  word-spacing: inherit;
  line-height: inherit;
  text-align: inherit;
  text-indent: inherit;
  text-transform: inherit;
  text-shadow: inherit;
  white-space: inherit;
  text-decoration: none;
  cursor: inherit;
  outline: none;
`;

/** Focus ring used by every interactive primitive (keyboard only, via :focus-visible). */
export const focusRing = css`
  outline: none;
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

/** Hide visually, keep for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px !important;
  height: 1px !important;
  padding: 0 !important;
  margin: -1px !important;
  overflow: hidden !important;
  clip: rect(0 0 0 0) !important;
  white-space: nowrap !important;
  border: 0 !important;
  /* The surrounding text's font: a hidden heading at its own size and weight would cost a font set-up for text no
     one sees (see the Root's weights). */
  font: inherit !important;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The inner wrapper of every widget. It resets what flows in from the host page by inheritance
 * (document rules such as `* {}` do not cross the shadow boundary; inherited properties do). A block formatting
 * context (`flow-root`): the widget's margins stay inside it. A heading's top margin collapsed through the host into
 * the page's, so the page's body moved down when the widget's first screen replaced its loading state (a layout
 * shift on a partner page with the widget at the top).
 */
export const Root = styled.div`
  all: initial;
  display: flow-root;
  box-sizing: border-box;
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSize};
  font-weight: 400;
  font-style: normal;
  line-height: ${vars.lineHeight};
  letter-spacing: normal;
  word-spacing: normal;
  text-align: left;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  color: ${vars.text};
  direction: ltr;
  visibility: visible;
  cursor: auto;
  -webkit-font-smoothing: antialiased;
  -webkit-text-size-adjust: 100%;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* :where() keeps this default at zero specificity so a styled link's own colour always wins. */
  :where(a) {
    color: ${vars.primary};
  }
  /* Two weights, 400 and 600, and the sizes of the scale (fontSize): headings without sizes of their own take these,
     not the browser's 21 and 16.38 px at 700. Each size and weight text first appears in costs the browser a font
     set-up in that frame (a weight is another face of the font file). */
  :where(h1, h2, h3, h4, h5, h6, b, strong, th) {
    font-weight: 600;
  }
  :where(h1) {
    font-size: 24px;
  }
  :where(h2) {
    font-size: 20px;
  }
  :where(h3) {
    font-size: 16px;
  }
  :where(h4, h5, h6) {
    font-size: 14px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
