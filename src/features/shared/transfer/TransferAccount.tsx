/**
 * 对公转账 account facts the buyer copies into their bank: 户名, 开户银行, 账号, 转账金额 and 汇款识别码, each with a
 * copy button. One order's transfer view (the payment screen) and a 合并转账 (企业订单) show the same block.
 */
import styled from 'styled-components';
import type { BankAccount } from '../../../contract/payments';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { vars } from '../../../ui/theme';
import { copyText } from './copy';

const Account = styled.dl`
  margin: 12px 0;
  font-size: 14px;
  > div {
    display: grid;
    grid-template-columns: 88px minmax(0, 1fr);
    align-items: center;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px dashed ${vars.divider};
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  dd.code span {
    color: ${vars.price};
    font-size: 18px;
    letter-spacing: 1px;
  }
`;

export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      size="sm"
      aria-label={`复制${label}`}
      onClick={() =>
        void copyText(text).then((ok) =>
          showMessage(ok ? 'success' : 'warning', ok ? `${label}已复制` : '复制失败，请手动选择复制'),
        )
      }
    >
      复制
    </Button>
  );
}

export function TransferAccount({
  account,
  amount,
  code,
}: {
  account: BankAccount | undefined;
  amount: string;
  code: string;
}) {
  return (
    <Account>
      {[
        { label: '收款户名', value: account?.AccountName ?? '', copy: account?.AccountName ?? '', name: '户名' },
        { label: '开户银行', value: account?.BankName ?? '', copy: account?.BankName ?? '', name: '开户银行' },
        {
          label: '收款账号',
          value: account?.AccountNo ?? '',
          copy: (account?.AccountNo ?? '').replace(/\s+/g, ''),
          name: '账号',
        },
        { label: '转账金额', value: formatMoney(amount), copy: amount, name: '金额' },
        { label: '汇款识别码', value: code, copy: code, name: '汇款识别码', code: true },
      ].map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd className={row.code ? 'code' : undefined}>
            <span data-testid={row.code ? 'remittance-code' : undefined}>{row.value}</span>
            <CopyButton text={row.copy} label={row.name} />
          </dd>
        </div>
      ))}
    </Account>
  );
}
