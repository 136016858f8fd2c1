/**
 * The checks every postal address of a company passes (invoice addresses and delivery addresses): trimmed
 * fields, a mainland mobile, province → city → district chosen, a street address. Each caller adds its own
 * rules (the delivery book checks the place against the administrative divisions).
 */
import { isMainlandMobile } from '../../src/contract/validators.js';
import { badRequest } from '../errors.js';

export interface PostalAddressBody {
  Recipient: string;
  Mobile: string;
  Province: string;
  City: string;
  District: string;
  Detail: string;
}

export interface PostalAddress {
  recipient: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}

/**
 * The trimmed address, or a 400 naming the first missing or wrong field. `recipientLabel` is the word the
 * screen uses (收件人 for invoices, 收货人 for deliveries); `placeExists` is asked once the place is complete.
 */
export function checkPostalAddress(
  body: PostalAddressBody,
  recipientLabel: string,
  placeExists?: (province: string, city: string, district: string) => boolean,
): PostalAddress {
  const v = {
    recipient: body.Recipient.trim(),
    mobile: body.Mobile.trim(),
    province: body.Province.trim(),
    city: body.City.trim(),
    district: body.District.trim(),
    detail: body.Detail.trim(),
  };
  if (!v.recipient) throw badRequest(`请填写${recipientLabel}`, 'Recipient');
  if (!isMainlandMobile(v.mobile)) throw badRequest('请输入正确的手机号码', 'Mobile');
  if (!v.province) throw badRequest('请选择省份', 'Province');
  if (!v.city) throw badRequest('请选择城市', 'City');
  if (!v.district) throw badRequest('请选择区县', 'District');
  if (placeExists && !placeExists(v.province, v.city, v.district))
    throw badRequest('所在地区不存在，请重新选择', 'District');
  if (!v.detail) throw badRequest('请填写详细地址', 'Detail');
  return v;
}
