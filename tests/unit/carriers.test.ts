/** The carrier list: names the operator types, each carrier's number pattern, 自提 and 其他, tracking links. */
import { describe, expect, it } from 'vitest';
import { CARRIERS, checkParcel, trackingUrl } from '../../src/contract/carriers';

describe('carriers', () => {
  it('lists the carriers the team ships with, plus 自提 and 其他', () => {
    const names = CARRIERS.map((c) => c.name).join(' ');
    for (const n of ['顺丰速运', '京东物流', '中通', '圆通', '韵达', '申通', 'EMS', '德邦', '极兔', '自提', '其他']) {
      expect(names).toContain(n);
    }
    for (const c of CARRIERS.filter((c) => !c.noTracking && !c.named)) {
      expect(c.pattern!.test(c.example!), c.name).toBe(true);
    }
  });

  it('checks a number against its carrier and stores the listed name', () => {
    expect(checkParcel('顺丰', 'sf1234567890123')).toEqual({ carrier: '顺丰速运', trackingNo: 'SF1234567890123' });
    expect(checkParcel('顺丰速运', 'JD1234567890123')).toEqual({
      problem: '顺丰速运的运单号格式不正确（例如 SF1234567890123）',
      field: 'TrackingNo',
    });
    expect(checkParcel('中通', 'ZT12345')).toMatchObject({ field: 'TrackingNo' });
    expect(checkParcel('EMS', 'EA123456789CN')).toEqual({ carrier: 'EMS', trackingNo: 'EA123456789CN' });
    expect(checkParcel('极兔', '')).toEqual({ problem: '请填写运单号', field: 'TrackingNo' });
  });

  it('takes no number for 自提 and a name for 其他', () => {
    expect(checkParcel('自提', 'ignored')).toEqual({ carrier: '自提', trackingNo: '' });
    expect(checkParcel('其他', 'ABC12345')).toEqual({ problem: '请填写承运商名称', field: 'Carrier' });
    expect(checkParcel('安能物流', 'AN-123456')).toEqual({ carrier: '安能物流', trackingNo: 'AN-123456' });
    expect(checkParcel('安能物流', '空 格')).toMatchObject({ field: 'TrackingNo' });
    expect(checkParcel('  ', 'SF1234567890')).toMatchObject({ field: 'Carrier' });
  });

  it('links a listed carrier to its tracking page, and nothing else', () => {
    expect(trackingUrl('顺丰速运', 'SF1234567890123')).toBe(
      'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF1234567890123',
    );
    expect(trackingUrl('京东物流', 'JDVA12345678901')).toContain('com=jd&');
    expect(trackingUrl('自提', '')).toBeNull();
    expect(trackingUrl('安能物流', 'AN-1')).toBeNull();
  });
});
