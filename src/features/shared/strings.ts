/** Chinese strings of the shared widget frame and helpers. */
export const strings = {
  widgetFailed: '组件加载失败',
  retry: '重试',
  invalidAttributes: '组件配置有误',
  embedRefused: '无法连接商城服务',
} as const;
