/**
 * The checkout's 发票信息: 不开发票 / 普通发票 / 增值税专用发票, then the company's titles (only 专票 titles for a
 * 专票) and invoice addresses to choose from, the default ones chosen; admins add one in place.
 */
import type { InvoiceAddress, InvoiceTitle } from '../../contract/invoices';
import { Button } from '../../ui/button';
import { RadioGroup } from '../../ui/choice';
import { Alert, Skeleton } from '../../ui/feedback';
import { Tag } from '../../ui/tag';
import { fullAddress } from '../shared/address/place';
import { Section } from '../shared/purchase-layout';
import { Choice, Choices, Row } from './checkout-styles';

export type InvoiceChoice = '0' | '1' | '2';

function titleLine(t: InvoiceTitle) {
  return `${t.TaxNumber}${t.Type === 2 ? ` · ${t.BankName} ${t.BankAccount}` : ''}`;
}

export interface InvoiceSectionProps {
  invoiceType: InvoiceChoice;
  onInvoiceType: (value: InvoiceChoice) => void;
  /** Only admins add titles and addresses. */
  isAdmin: boolean;
  /** The titles that fit the invoice type. */
  titles: InvoiceTitle[];
  titlesLoading: boolean;
  /** The titles are loaded and none fits the invoice type. */
  noTitles: boolean;
  titleId: number | null;
  onTitle: (id: number) => void;
  addresses: InvoiceAddress[];
  /** The addresses are loaded and there is none. */
  noAddresses: boolean;
  addressId: number | null;
  onAddress: (id: number) => void;
  onAdd: (kind: 'title' | 'address') => void;
}

export function InvoiceSection({
  invoiceType,
  onInvoiceType,
  isAdmin,
  titles,
  titlesLoading,
  noTitles,
  titleId,
  onTitle,
  addresses,
  noAddresses,
  addressId,
  onAddress,
  onAdd,
}: InvoiceSectionProps) {
  return (
    <Section aria-labelledby="co-invoice">
      <h2 id="co-invoice">发票信息</h2>
      <RadioGroup
        name="invoice-type"
        label="发票类型"
        value={invoiceType}
        onChange={(value) => onInvoiceType(value as InvoiceChoice)}
        options={[
          { value: '0', label: '不开发票' },
          { value: '1', label: '普通发票' },
          { value: '2', label: '增值税专用发票' },
        ]}
      />
      {invoiceType !== '0' ? (
        <>
          <Row>
            <h3 style={{ margin: 0, fontSize: 14 }}>发票抬头</h3>
            {isAdmin ? (
              <Button size="sm" onClick={() => onAdd('title')}>
                新增抬头
              </Button>
            ) : null}
          </Row>
          {titlesLoading ? <Skeleton lines={2} label="发票抬头加载中" /> : null}
          {noTitles ? (
            <Alert type="warning">
              {invoiceType === '2' ? '还没有增值税专用发票抬头。' : '还没有发票抬头。'}
              {isAdmin ? '请点击“新增抬头”添加。' : '请联系企业管理员添加。'}
            </Alert>
          ) : null}
          <Choices role="radiogroup" aria-label="发票抬头">
            {titles.map((t) => (
              <Choice key={t.Id} $on={titleId === t.Id}>
                <input type="radio" name="invoice-title" checked={titleId === t.Id} onChange={() => onTitle(t.Id)} />
                <span>
                  {t.Name} <Tag color={t.Type === 2 ? 'primary' : 'default'}>{t.Type === 2 ? '专票' : '普票'}</Tag>
                  {t.IsDefault ? <Tag color="success">默认</Tag> : null}
                  <small>{titleLine(t)}</small>
                </span>
              </Choice>
            ))}
          </Choices>
          <Row>
            <h3 style={{ margin: 0, fontSize: 14 }}>收票地址</h3>
            {isAdmin ? (
              <Button size="sm" onClick={() => onAdd('address')}>
                新增地址
              </Button>
            ) : null}
          </Row>
          {noAddresses ? (
            <Alert type="warning">
              还没有收票地址。{isAdmin ? '请点击“新增地址”添加。' : '请联系企业管理员添加。'}
            </Alert>
          ) : null}
          <Choices role="radiogroup" aria-label="收票地址">
            {addresses.map((a) => (
              <Choice key={a.Id} $on={addressId === a.Id}>
                <input
                  type="radio"
                  name="invoice-address"
                  checked={addressId === a.Id}
                  onChange={() => onAddress(a.Id)}
                />
                <span>
                  {a.Recipient} {a.Mobile} {a.IsDefault ? <Tag color="success">默认</Tag> : null}
                  <small>{fullAddress(a)}</small>
                </span>
              </Choice>
            ))}
          </Choices>
        </>
      ) : null}
    </Section>
  );
}
