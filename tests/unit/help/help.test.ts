import { describe, expect, it } from 'vitest';
import { groupHelp, searchHelp } from '../../../src/features/help/help';
import { splitMatches as highlight } from '../../../src/features/shared/Highlight';

const articles = [
  { Id: 1, Category: '购物流程', Title: '如何在平台采购商品', Body: '登录企业账号后加入购物车。' },
  { Id: 2, Category: '支付方式', Title: '支持哪些支付方式', Body: '在线支付与对公转账。' },
  { Id: 3, Category: '购物流程', Title: '咨询采购商品如何下单', Body: '点击“立即咨询”填写需求。' },
  { Id: 4, Category: '发票说明', Title: '如何申请 VAT 发票', Body: '在企业中心申请开票。' },
];

describe('help grouping and search', () => {
  it('groups by category in first-seen order with stable anchors', () => {
    const groups = groupHelp(articles);
    expect(groups.map((g) => g.category)).toEqual(['购物流程', '支付方式', '发票说明']);
    expect(groups[0]!.articles.map((a) => a.Id)).toEqual([1, 3]);
    expect(groups.map((g) => g.anchor)).toEqual(['help-group-1', 'help-group-2', 'help-group-3']);
  });

  it('finds articles by title, body or category; every word must match', () => {
    expect(searchHelp(articles, '对公转账').map((a) => a.Id)).toEqual([2]);
    expect(searchHelp(articles, '购物流程').map((a) => a.Id)).toEqual([1, 3]);
    expect(searchHelp(articles, '咨询 需求').map((a) => a.Id)).toEqual([3]);
    expect(searchHelp(articles, 'vat').map((a) => a.Id)).toEqual([4]);
    expect(searchHelp(articles, '退货')).toEqual([]);
    expect(searchHelp(articles, '  ')).toHaveLength(4);
  });

  it('marks matches for highlighting', () => {
    expect(highlight('在线支付与对公转账', '支付')).toEqual([
      { text: '在线', match: false },
      { text: '支付', match: true },
      { text: '与对公转账', match: false },
    ]);
    expect(highlight('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
    expect(highlight('无匹配', '')).toEqual([{ text: '无匹配', match: false }]);
  });
});
