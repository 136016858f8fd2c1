/** Enterprise helpers: order filters ⇄ URL query, the export file name, widget sections, field rules, address text. */
import { describe, expect, it } from 'vitest';
import { meta as enterpriseElement } from '../../../elements/b2b-enterprise';
import { sectionOf } from '../../../src/features/enterprise/EnterpriseWidget';
import { orderFilterQuery, parseOrderFilters } from '../../../src/features/enterprise/orders/EnterpriseOrdersScreen';
import { fullAddress } from '../../../src/features/shared/address/place';
import { dispositionFileName } from '../../../src/features/shared/download';
import { routes } from '../../../src/routes';
import { fieldRules } from '../../../src/ui/form';

describe('order filters in the URL', () => {
  it('reads valid filters and drops invalid ones', () => {
    const f = parseOrderFilters(
      new URLSearchParams('status=30&from=2026-11-01&to=bad&keyword=%20螺丝%20&buyerId=2&sort=amount-asc&page=3'),
    );
    expect(f).toEqual({ status: 30, from: '2026-11-01', keyword: '螺丝', buyerId: 2, sort: 'amount-asc', page: 3 });
    expect(parseOrderFilters(new URLSearchParams('status=77&sort=evil&page=-1'))).toEqual({
      sort: 'created-desc',
      page: 1,
    });
  });
  it('keeps the department and approval filters (an unknown approval state dropped)', () => {
    const f = parseOrderFilters(new URLSearchParams('departmentId=4&approval=pending'));
    expect(f).toEqual({ departmentId: 4, approval: 'pending', sort: 'created-desc', page: 1 });
    expect(orderFilterQuery(f).toString()).toBe('departmentId=4&approval=pending');
    expect(parseOrderFilters(new URLSearchParams('departmentId=x&approval=maybe'))).toEqual({
      sort: 'created-desc',
      page: 1,
    });
  });
  it('writes defaults out of the page URL but always into the API query', () => {
    expect(orderFilterQuery({ sort: 'created-desc', page: 1 }).toString()).toBe('');
    expect(orderFilterQuery({ sort: 'created-desc', page: 1, status: 10 }, true).toString()).toBe(
      'status=10&sort=created-desc&page=1&pageSize=10',
    );
  });
});

describe('export file name', () => {
  it('prefers the UTF-8 filename* of Content-Disposition', () => {
    const header = `attachment; filename="orders-20261122.csv"; filename*=UTF-8''${encodeURIComponent('订单-20261122.csv')}`;
    expect(dispositionFileName(header, 'x.csv')).toBe('订单-20261122.csv');
    expect(dispositionFileName('attachment; filename="orders.csv"', 'x.csv')).toBe('orders.csv');
    expect(dispositionFileName(null, 'x.csv')).toBe('x.csv');
  });
});

describe('widget sections', () => {
  it('maps enterprise paths to sections', () => {
    expect(sectionOf('/enterprise')).toBe('info');
    expect(sectionOf('/enterprise/invoice/detail?id=3')).toBe('invoice-detail');
    expect(sectionOf('/enterprise/users/')).toBe('users');
    expect(sectionOf('/order/detail?id=3')).toBeNull();
  });
  it('offers every enterprise page of the route table as a section of <b2b-enterprise>, and nothing else', () => {
    const pages = routes.filter((r) => r.layout === 'enterprise' && r.screen).map((r) => r.path);
    expect(pages).toHaveLength(20);
    expect(pages.map(sectionOf)).toEqual(enterpriseElement.attributes.section.values);
  });
});

describe('field rules', () => {
  const run = (r: ReturnType<typeof fieldRules>, v: string) =>
    Object.values(r.validate as Record<string, (value: unknown) => unknown>)
      .map((f) => f(v))
      .find((x) => x !== true) ?? true;
  it('gives Chinese messages and runs the extra check on trimmed text only when filled', () => {
    const mobile = fieldRules({ label: '手机号', check: (m) => /^1[3-9]\d{9}$/.test(m) || '请输入正确的手机号码' });
    expect(run(mobile, '')).toBe(true);
    expect(run(mobile, ' 13800001111 ')).toBe(true);
    expect(run(mobile, '1234')).toBe('请输入正确的手机号码');
    const name = fieldRules({ label: '客户名称', required: true, maxLength: 3 });
    expect(name.required).toBe('请输入客户名称');
    expect(run(name, '   ')).toBe('请输入客户名称');
    expect(run(name, '一二三四')).toBe('客户名称长度不能超过3个字符');
  });
});

describe('address text', () => {
  it('does not repeat a municipality', () => {
    expect(fullAddress({ Province: '上海市', City: '上海市', District: '浦东新区', Detail: '世纪大道 100 号' })).toBe(
      '上海市 浦东新区 世纪大道 100 号',
    );
    expect(fullAddress({ Province: '广东省', City: '深圳市', District: '南山区', Detail: '科技园' })).toBe(
      '广东省 深圳市 南山区 科技园',
    );
  });
});
