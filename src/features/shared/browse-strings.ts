/**
 * Chinese strings of the browsing screens' shared parts (screen frame, section error, product link cards);
 * apart from ./strings, which every widget's frame loads first.
 */
export const browseStrings = {
  loading: '加载中',
  retry: '重试',
  sectionFailed: (what: string) => `${what}加载失败`,
  networkHint: '网络连接失败，请检查网络后重试。',
  serverHint: '服务暂时不可用，请稍后重试。',
  noProducts: '暂无商品',
  consultOnly: '咨询报价',
} as const;
