/** How an address's place reads (one place for every screen that shows an address). */

/** 北京市东城区 / 浙江省杭州市西湖区: a municipality is named once (never 北京市北京市). */
export function placeText(a: { Province: string; City: string; District: string }): string {
  return [a.Province, a.City === a.Province ? '' : a.City, a.District].join('');
}

/** `广东省 深圳市 南山区 科技园 1 号` (a municipality's city is not repeated): one line for lists and dialogs. */
export const fullAddress = (a: { Province: string; City: string; District: string; Detail: string }) =>
  [a.Province, a.City === a.Province ? '' : a.City, a.District, a.Detail].filter(Boolean).join(' ');
