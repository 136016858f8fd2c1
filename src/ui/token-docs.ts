/**
 * What each theme token (tokens.ts) controls, in Chinese and English: for the docs generator (custom-elements.json
 * `cssProperties`, through elements/registry.ts), Storybook and the tests. Kept out of tokens.ts so the widgets do
 * not ship it. A token without a description does not compile.
 */
import { type ThemeToken, type ThemeTokenName, themeTokens } from './tokens';

export interface ThemeTokenDoc extends ThemeToken {
  /** What the property controls (Chinese + English, shown in docs). */
  description: string;
}

const descriptions: Record<ThemeTokenName, string> = {
  '--b2b-primary': '主色 Primary colour (buttons, links, focus ring)',
  '--b2b-primary-hover': '主色悬停 Primary colour on hover',
  '--b2b-primary-active': '主色按下 Primary colour when pressed',
  '--b2b-primary-soft': '主色浅底 Light primary background (selected rows, tags)',
  '--b2b-error': '错误色 Error colour (validation, danger buttons)',
  '--b2b-error-text': '错误文字 Error text / danger button (AA contrast on white)',
  '--b2b-error-soft': '错误浅底 Light error background',
  '--b2b-success': '成功色 Success colour',
  '--b2b-success-text': '成功文字 Success text (AA contrast)',
  '--b2b-success-soft': '成功浅底 Light success background',
  '--b2b-warning': '警告色 Warning colour',
  '--b2b-warning-text': '警告文字 Warning text (AA contrast)',
  '--b2b-warning-soft': '警告浅底 Light warning background',
  '--b2b-price': '价格色 Price colour',
  '--b2b-text': '正文色 Base text colour',
  '--b2b-text-secondary': '次要文字 Secondary text',
  '--b2b-text-placeholder': '占位文字 Placeholder text (AA on white)',
  '--b2b-border': '边框色 Border colour of inputs and cards',
  '--b2b-divider': '分割线 Divider colour',
  '--b2b-bg': '背景色 Surface background',
  '--b2b-bg-subtle': '浅灰背景 Page / disabled background',
  '--b2b-table-header-bg': '表头背景 Table header background',
  '--b2b-radius-input': '输入框圆角 Input / button corner radius',
  '--b2b-radius-card': '卡片圆角 Card / dialog corner radius',
  '--b2b-button-height-lg': '大按钮高度 Large button / input height',
  '--b2b-button-height-sm': '小按钮高度 Small button / input height',
  '--b2b-font-family': '字体 Font stack (system Chinese fonts)',
  '--b2b-font-size': '基础字号 Base font size',
  '--b2b-line-height': '行高 Base line height',
  '--b2b-focus-ring': '焦点环 Focus ring shadow',
  '--b2b-shadow': '浮层阴影 Overlay shadow',
  '--b2b-z-overlay': '浮层层级 z-index of toasts and overlays',
};

/** Every token with its default and description, in the order of tokens.ts. */
export const themeTokenDocs: readonly ThemeTokenDoc[] = themeTokens.map((t) => ({
  ...t,
  description: descriptions[t.name],
}));
