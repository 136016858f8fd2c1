/** Chinese strings of the search widget and screen (the shared card and grid strings: shared/products/strings.ts). */
export const searchStrings = {
  searchTitle: '商品搜索',
  searchLabel: '搜索商品',
  searchPlaceholder: '输入商品名称、型号或品牌',
  searchButton: '搜索',
  searchTabs: '搜索范围',
  searchFor: (k: string) => `“${k}”的搜索结果`,
  searchPrompt: '请输入关键词搜索商品',
  searchEmpty: (k: string) => `没有找到「${k}」相关的商品`,
  approximate: (k: string) => `没有找到「${k}」，以下是相近的商品`,
  suggestions: '试试这些热门关键词：',
  alternatives: '您是不是要找：',
  alternative: (k: string, n: number) => `${k}（${n} 件）`,
  inquiryHint: '找不到想要的商品？',
  inquiryAction: '到咨询采购中查找并询价',
  inquiryConsultation: '找不到想要的商品？可在相近商品上点击“咨询”，说明您的需求，我们会尽快回复报价。',
} as const;
