/**
 * The design tokens of the storefront as data: the `--b2b-*` custom properties and their defaults. No styling
 * library here; src/ui/theme.ts turns them into `var()` references. What each controls is in token-docs.ts, for the
 * docs generator (scripts/gen-element-types.ts, through elements/registry.ts) and Storybook: the descriptions are
 * not shipped in the widgets (every widget loads this file; they were half of it).
 */

export interface ThemeToken {
  /** CSS custom property, e.g. `--b2b-primary`. */
  name: `--b2b-${string}`;
  /** The spec's default value. */
  default: string;
}

export const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Hiragino Sans GB", "Helvetica Neue", Arial, sans-serif';

/** All tokens with their defaults. Order: colours, neutrals, shape, sizes, typography, spacing, motion. */
export const themeTokens = [
  { name: '--b2b-primary', default: '#114bed' },
  { name: '--b2b-primary-hover', default: '#3a6cf2' },
  { name: '--b2b-primary-active', default: '#0b39bd' },
  { name: '--b2b-primary-soft', default: '#e8eefe' },
  { name: '--b2b-error', default: '#ff6d4d' },
  { name: '--b2b-error-text', default: '#c9330f' },
  { name: '--b2b-error-soft', default: '#fff0ec' },
  { name: '--b2b-success', default: '#43cf7c' },
  { name: '--b2b-success-text', default: '#1e7a45' },
  { name: '--b2b-success-soft', default: '#ecfaf2' },
  { name: '--b2b-warning', default: '#ffc300' },
  { name: '--b2b-warning-text', default: '#8a6100' },
  { name: '--b2b-warning-soft', default: '#fff9e5' },
  { name: '--b2b-price', default: '#d4282b' },
  { name: '--b2b-text', default: '#383838' },
  { name: '--b2b-text-secondary', default: '#666666' },
  { name: '--b2b-text-placeholder', default: '#767676' },
  { name: '--b2b-border', default: '#d9d9d9' },
  { name: '--b2b-divider', default: '#ebebeb' },
  { name: '--b2b-bg', default: '#ffffff' },
  { name: '--b2b-bg-subtle', default: '#f5f6f8' },
  { name: '--b2b-table-header-bg', default: '#F1F4FD' },
  { name: '--b2b-radius-input', default: '8px' },
  { name: '--b2b-radius-card', default: '8px' },
  { name: '--b2b-button-height-lg', default: '38px' },
  { name: '--b2b-button-height-sm', default: '28px' },
  { name: '--b2b-font-family', default: FONT_FAMILY },
  { name: '--b2b-font-size', default: '14px' },
  { name: '--b2b-line-height', default: '1.5715' },
  { name: '--b2b-focus-ring', default: '0 0 0 3px rgba(17, 75, 237, 0.35)' },
  { name: '--b2b-shadow', default: '0 6px 24px rgba(0, 0, 0, 0.12)' },
  { name: '--b2b-z-overlay', default: '1000' },
] as const satisfies readonly ThemeToken[];

export type ThemeTokenName = (typeof themeTokens)[number]['name'];
