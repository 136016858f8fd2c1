/**
 * Design tokens of the storefront (spec §9) exposed as `--b2b-*` CSS custom properties.
 *
 * How theming works:
 * - Every component reads `var(--b2b-x, <default>)`, so the spec's defaults apply even when nothing
 *   declares the property, and a host page themes a widget by setting the property on the element
 *   (`b2b-storefront { --b2b-primary: #0a7d3c }`) — custom properties inherit through the shadow boundary.
 * - `hostCssText` / `hostStyles` declare the same defaults on `:host` (for documentation and devtools)
 *   and give the element `display:block`.
 * - `Root` is the inner wrapper every shadow root renders first: it sets font, colour, line-height,
 *   letter-spacing and box-sizing explicitly, so a hostile partner page (inherited font, `* {}` rules,
 *   `html{font-size:62.5%}`) does not change the widgets. All sizes are px, never rem.
 */
import styled, { css } from 'styled-components';

// ---------------------------------------------------------------------------------------------------
// Token list (data: SHELL documents it in custom-elements.json)
// ---------------------------------------------------------------------------------------------------

export interface ThemeToken {
  /** CSS custom property, e.g. `--b2b-primary`. */
  name: `--b2b-${string}`;
  /** The spec's default value. */
  default: string;
  /** What the property controls (Chinese + English, shown in docs). */
  description: string;
}

export const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", "Helvetica Neue", Arial, sans-serif';

/** All tokens with their defaults. Order: colours, neutrals, shape, sizes, typography, spacing, motion. */
export const themeTokens = [
  { name: '--b2b-primary', default: '#114bed', description: '主色 Primary colour (buttons, links, focus ring)' },
  { name: '--b2b-primary-hover', default: '#3a6cf2', description: '主色悬停 Primary colour on hover' },
  { name: '--b2b-primary-active', default: '#0b39bd', description: '主色按下 Primary colour when pressed' },
  { name: '--b2b-primary-soft', default: '#e8eefe', description: '主色浅底 Light primary background (selected rows, tags)' },
  { name: '--b2b-error', default: '#ff6d4d', description: '错误色 Error colour (validation, danger buttons)' },
  { name: '--b2b-error-text', default: '#c9330f', description: '错误文字 Error text / danger button (AA contrast on white)' },
  { name: '--b2b-error-soft', default: '#fff0ec', description: '错误浅底 Light error background' },
  { name: '--b2b-success', default: '#43cf7c', description: '成功色 Success colour' },
  { name: '--b2b-success-text', default: '#1e7a45', description: '成功文字 Success text (AA contrast)' },
  { name: '--b2b-success-soft', default: '#ecfaf2', description: '成功浅底 Light success background' },
  { name: '--b2b-warning', default: '#ffc300', description: '警告色 Warning colour' },
  { name: '--b2b-warning-text', default: '#8a6100', description: '警告文字 Warning text (AA contrast)' },
  { name: '--b2b-warning-soft', default: '#fff9e5', description: '警告浅底 Light warning background' },
  { name: '--b2b-price', default: '#d4282b', description: '价格色 Price colour' },
  { name: '--b2b-text', default: '#383838', description: '正文色 Base text colour' },
  { name: '--b2b-text-secondary', default: '#666666', description: '次要文字 Secondary text' },
  { name: '--b2b-text-placeholder', default: '#767676', description: '占位文字 Placeholder text (AA on white)' },
  { name: '--b2b-border', default: '#d9d9d9', description: '边框色 Border colour of inputs and cards' },
  { name: '--b2b-divider', default: '#ebebeb', description: '分割线 Divider colour' },
  { name: '--b2b-bg', default: '#ffffff', description: '背景色 Surface background' },
  { name: '--b2b-bg-subtle', default: '#f5f6f8', description: '浅灰背景 Page / disabled background' },
  { name: '--b2b-table-header-bg', default: '#F1F4FD', description: '表头背景 Table header background' },
  { name: '--b2b-radius-input', default: '8px', description: '输入框圆角 Input / button corner radius' },
  { name: '--b2b-radius-card', default: '8px', description: '卡片圆角 Card / dialog corner radius' },
  { name: '--b2b-button-height-lg', default: '38px', description: '大按钮高度 Large button / input height' },
  { name: '--b2b-button-height-sm', default: '28px', description: '小按钮高度 Small button / input height' },
  { name: '--b2b-font-family', default: FONT_FAMILY, description: '字体 Font stack (system Chinese fonts)' },
  { name: '--b2b-font-size', default: '14px', description: '基础字号 Base font size' },
  { name: '--b2b-line-height', default: '1.5715', description: '行高 Base line height' },
  { name: '--b2b-focus-ring', default: '0 0 0 3px rgba(17, 75, 237, 0.35)', description: '焦点环 Focus ring shadow' },
  { name: '--b2b-shadow', default: '0 6px 24px rgba(0, 0, 0, 0.12)', description: '浮层阴影 Overlay shadow' },
  { name: '--b2b-z-overlay', default: '1000', description: '浮层层级 z-index of toasts and overlays' },
] as const satisfies readonly ThemeToken[];

export type ThemeTokenName = (typeof themeTokens)[number]['name'];

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
 * Plain CSS for the shadow root: `:host` defaults of every token plus `display:block`.
 * Put it in a `<style>` (or an adopted stylesheet) inside the shadow root. `:host([hidden])` keeps
 * the `hidden` attribute working.
 */
export const hostCssText = `:host{display:block;${themeTokens.map((t) => `${t.name}:${t.default};`).join('')}}
:host([hidden]){display:none}`;

/**
 * The same rules as a styled-components `css` block, for code that composes styles (e.g. a
 * `createGlobalStyle` rendered under the shadow root's StyleSheetManager). Do not interpolate it into a
 * `styled.x` component: the rules would be scoped under its class and `:host` would not match.
 * Elements use `<style>{hostCssText}</style>` (see src/features/shared/WidgetFrame.tsx).
 */
export const hostStyles = css`
  ${hostCssText}
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
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The inner wrapper of every widget. It resets what flows in from the host page by inheritance
 * (document rules such as `* {}` do not cross the shadow boundary; inherited properties do).
 */
export const Root = styled.div`
  all: initial;
  display: block;
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
