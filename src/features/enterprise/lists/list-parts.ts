/** What the purchase-list views share: the sharing choices and the table and toolbar styles. */
import styled from 'styled-components';
import type { PurchaseListSharing } from '../../../contract/quick-order';
import { vars } from '../../../ui/theme';

export const SHARING: { value: PurchaseListSharing; label: string }[] = [
  { value: 'private', label: '仅自己' },
  { value: 'company-read', label: '公司共享（只读）' },
  { value: 'company-edit', label: '公司共享（可编辑）' },
];
export const sharingLabel = (s: PurchaseListSharing) => SHARING.find((x) => x.value === s)?.label ?? s;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${vars.divider};
    text-align: left;
    font-size: 14px;
  }
  @media (max-width: 600px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 32px 1fr;
      padding: 8px 0;
    }
    td {
      border: 0;
    }
  }
`;
export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 12px 0;
`;
