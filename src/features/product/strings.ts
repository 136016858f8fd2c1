/** Chinese strings of the product detail (the shared card strings: shared/products/strings.ts). */
export const productStrings = {
  gallery: '商品图片',
  thumbnail: (n: number, total: number) => `第 ${n} 张，共 ${total} 张`,
  specs: '规格参数',
  description: '商品介绍',
  regionPrices: '各区域价格',
  notFound: '商品不存在或已下架',
  notFoundHint: '您访问的商品可能已下架，去看看其他商品吧。',
  backToList: '返回商品列表',
  detailFailed: '商品详情加载失败',
  brandZone: '进入品牌专区',
} as const;
