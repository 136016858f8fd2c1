/**
 * Chinese strings of the search widget and screen (the shared card and grid strings: shared/products/strings.ts).
 * The lazily loaded parts keep theirs beside them (NearbySearches.tsx, SuggestPopup.tsx): not in the first render.
 */
export const searchStrings = {
  searchTitle: '商品搜索',
  searchLabel: '搜索商品',
  searchPlaceholder: '输入商品名称、型号或品牌',
  searchButton: '搜索',
  searchTabs: '搜索范围',
  searchFor: (k: string) => `“${k}”的搜索结果`,
  searchPrompt: '请输入关键词搜索商品',
  searchEmpty: (k: string) => `没有找到「${k}」相关的商品`,
  suggestions: '试试这些热门关键词：',
} as const;
