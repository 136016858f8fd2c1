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
  /* Narrow: each line is a card of stacked cells; a table whose first column is a tick box (data-pick) keeps it
     in a narrow column of its own beside the other cells. */
  @media (max-width: 600px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      padding: 8px 0;
      border-bottom: 1px solid ${vars.divider};
    }
    td {
      border: 0;
      padding: 2px 8px;
    }
    &[data-pick] tr {
      grid-template-columns: 32px minmax(0, 1fr);
    }
    &[data-pick] td:not(:first-child) {
      grid-column: 2;
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
