/**
 * The design tokens of the storefront as data: the `--b2b-*` custom properties, their defaults and
 * what they control. No styling library here, so the docs generator (scripts/gen-element-types.ts, through
 * elements/registry.ts) can read it; src/ui/theme.ts turns it into `var()` references.
 */

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
  {
    name: '--b2b-primary-soft',
    default: '#e8eefe',
    description: '主色浅底 Light primary background (selected rows, tags)',
  },
  { name: '--b2b-error', default: '#ff6d4d', description: '错误色 Error colour (validation, danger buttons)' },
  {
    name: '--b2b-error-text',
    default: '#c9330f',
    description: '错误文字 Error text / danger button (AA contrast on white)',
  },
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
