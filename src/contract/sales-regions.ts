/**
 * The sales region of every province: a delivery address must belong to the cart's region, so a 华东
 * price never ships to 北京. The server derives the region from the address (server/services/order-guards.ts);
 * the checkout offers only the addresses of the order's region. No imports: it is in the checkout's first load.
 */

/** The seven sales regions by their provinces (names as China's divisions data writes them). */
export const REGION_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  华东: ['上海市', '江苏省', '浙江省', '安徽省', '福建省', '江西省', '山东省'],
  华北: ['北京市', '天津市', '河北省', '山西省', '内蒙古自治区'],
  华南: ['广东省', '广西壮族自治区', '海南省', '香港特别行政区', '澳门特别行政区'],
  华中: ['河南省', '湖北省', '湖南省'],
  西南: ['重庆市', '四川省', '贵州省', '云南省', '西藏自治区'],
  西北: ['陕西省', '甘肃省', '青海省', '宁夏回族自治区', '新疆维吾尔自治区'],
  东北: ['辽宁省', '吉林省', '黑龙江省'],
};

/** The sales region (its name: 华东 …) a province belongs to; undefined for a name outside the data. */
export function salesRegionOfProvince(province: string): string | undefined {
  for (const [region, provinces] of Object.entries(REGION_PROVINCES)) {
    if (provinces.includes(province)) return region;
  }
  return undefined;
}

/** Why an address cannot take an order priced in `regionName`; null when it can. */
export function addressRegionMismatch(province: string, regionName: string): string | null {
  const own = salesRegionOfProvince(province);
  if (own === regionName) return null;
  return own
    ? `收货地址在${province}（${own}地区），与购物车的${regionName}地区价格不符：请选择${regionName}地区的收货地址，或切换购物车地区`
    : `收货地址所在省份「${province}」不在任何销售地区内，请选择${regionName}地区的收货地址`;
}
