/**
 * The carriers (承运商) an operator ships with: one maintained list shared by the console (the shipping dialog's
 * choices and hints), the server (which checks the tracking number) and the buyer's order page (the tracking
 * link). A parcel stores the carrier's name (`Carrier`): a listed name, or for 其他 the name the operator typed.
 * Tracking links open 快递100's page for the carrier and number, which every listed carrier is on and which
 * takes both in the address (not every carrier's own site does).
 */
export interface CarrierInfo {
  code: string;
  name: string;
  /** The pattern the carrier's numbers follow, where one is known; others take any 4–40 letters/digits/dashes. */
  pattern?: RegExp;
  /** What a number looks like, for the dialog's hint and the refusal. */
  example?: string;
  /** 快递100's code of the carrier. */
  kuaidi100?: string;
  /** 自提: no parcel travels, so there is no tracking number. */
  noTracking?: boolean;
  /** 其他: the operator names the carrier. */
  named?: boolean;
}

export const CARRIERS: readonly CarrierInfo[] = [
  { code: 'SF', name: '顺丰速运', pattern: /^SF\d{10,15}$/, example: 'SF1234567890123', kuaidi100: 'shunfeng' },
  { code: 'JD', name: '京东物流', pattern: /^JD[0-9A-Z]{10,18}$/, example: 'JDVA12345678901', kuaidi100: 'jd' },
  { code: 'ZTO', name: '中通快递', pattern: /^\d{12,15}$/, example: '781234567890', kuaidi100: 'zhongtong' },
  { code: 'YTO', name: '圆通速递', pattern: /^YT\d{13,15}$/, example: 'YT1234567890123', kuaidi100: 'yuantong' },
  { code: 'YD', name: '韵达快递', pattern: /^\d{13,15}$/, example: '4312345678901', kuaidi100: 'yunda' },
  { code: 'STO', name: '申通快递', pattern: /^\d{12,15}$/, example: '773123456789012', kuaidi100: 'shentong' },
  {
    code: 'EMS',
    name: 'EMS',
    pattern: /^([A-Z]{2}\d{9}[A-Z]{2}|\d{13})$/,
    example: 'EA123456789CN',
    kuaidi100: 'ems',
  },
  {
    code: 'DBL',
    name: '德邦快递',
    pattern: /^(DPK\d{12}|\d{9,12})$/,
    example: 'DPK123456789012',
    kuaidi100: 'debangkuaidi',
  },
  { code: 'JT', name: '极兔速递', pattern: /^JT\d{13}$/, example: 'JT1234567890123', kuaidi100: 'jtexpress' },
  { code: 'SELF', name: '自提', noTracking: true },
  { code: 'OTHER', name: '其他', named: true },
];

/** Any carrier's number, when its own pattern is not known. */
export const GENERIC_TRACKING = /^[0-9A-Za-z-]{4,40}$/;

/** The listed carrier of a stored name ('顺丰速运', also the short '顺丰', '中通'…), or undefined (其他). */
export function carrierByName(name: string): CarrierInfo | undefined {
  const n = name.trim();
  if (!n) return undefined;
  return CARRIERS.find(
    (c) => !c.named && (c.name === n || c.code === n.toUpperCase() || c.name.startsWith(n) || n.startsWith(c.name)),
  );
}

/** The page that shows a parcel's progress, or null (自提, 其他, or no number). */
export function trackingUrl(carrierName: string, trackingNo: string): string | null {
  const carrier = carrierByName(carrierName);
  if (!carrier?.kuaidi100 || !trackingNo) return null;
  return `https://www.kuaidi100.com/chaxun?com=${carrier.kuaidi100}&nu=${encodeURIComponent(trackingNo)}`;
}

/** Why a tracking number does not fit the carrier, or null when it does. */
export function trackingProblem(carrier: CarrierInfo | undefined, trackingNo: string): string | null {
  if (carrier?.noTracking) return null;
  if (!trackingNo) return '请填写运单号';
  if (carrier?.pattern && !carrier.pattern.test(trackingNo)) {
    return `${carrier.name}的运单号格式不正确${carrier.example ? `（例如 ${carrier.example}）` : ''}`;
  }
  if (!GENERIC_TRACKING.test(trackingNo)) return '运单号只能包含字母、数字和短横线（4–40 位）';
  return null;
}

/**
 * A parcel's carrier and tracking number as typed, checked: a listed carrier (by name, short name or code) is
 * stored under its listed name and its number checked against its pattern; 自提 takes no number; any other name
 * is 其他 under that name (the bare word 其他 is refused: the buyer needs to know who carries the parcel).
 */
export function checkParcel(
  carrierInput: string,
  trackingInput: string,
): { carrier: string; trackingNo: string } | { problem: string; field: 'Carrier' | 'TrackingNo' } {
  const typed = carrierInput.trim();
  const trackingNo = trackingInput.trim().toUpperCase();
  if (!typed) return { problem: '请选择承运商', field: 'Carrier' };
  const listed = carrierByName(typed);
  if (!listed && (typed === '其他' || typed.toUpperCase() === 'OTHER')) {
    return { problem: '请填写承运商名称', field: 'Carrier' };
  }
  if (listed?.noTracking) return { carrier: listed.name, trackingNo: '' };
  const problem = trackingProblem(listed, trackingNo);
  if (problem) return { problem, field: 'TrackingNo' };
  return { carrier: listed?.name ?? typed, trackingNo };
}
