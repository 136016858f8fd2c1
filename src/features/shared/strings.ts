/** Chinese strings of the shared widget frame and helpers. */
export const strings = {
  widgetFailed: '组件加载失败',
  retry: '重试',
  invalidAttributes: '组件配置有误',
  /** A widget whose page cannot reach the store (what to fix goes to the console and b2b-error). */
  embedRefused: '暂时无法显示',
} as const;
