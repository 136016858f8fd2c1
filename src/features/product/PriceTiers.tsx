/**
 * The 阶梯价 table of a product's detail: each quantity range and its unit price (「1–99 顶 ¥25.80」,
 * 「100–499 顶 ¥24.50」, 「≥ 500 顶 ¥23.00」). Shown only when the product has breaks in the region.
 */
import styled from 'styled-components';
import type { PriceTier } from '../../contract/catalogue';
import { Price } from '../../ui/price';
import { vars } from '../../ui/theme';

const Table = styled.table`
  margin-top: 8px;
  border-collapse: collapse;
  font-size: 13px;
  th,
  td {
    padding: 4px 12px 4px 0;
    text-align: left;
    font-weight: 400;
    color: ${vars.textSecondary};
  }
  td {
    color: ${vars.text};
  }
`;

/** "1–99 顶", "≥ 500 顶". */
export function tierRange(tiers: readonly PriceTier[], i: number, unit: string): string {
  const next = tiers[i + 1];
  const from = tiers[i]!.MinQuantity;
  return next ? `${from}–${next.MinQuantity - 1} ${unit}` : `≥ ${from} ${unit}`;
}

export function PriceTiers({ tiers, unit }: { tiers: readonly PriceTier[]; unit: string }) {
  return (
    <Table aria-label="阶梯价">
      <thead>
        <tr>
          <th scope="col">采购数量</th>
          <th scope="col">单价</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={tier.MinQuantity}>
            <th scope="row">{tierRange(tiers, i, unit)}</th>
            <td>
              <Price value={tier.Price} size="sm" tone="text" />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
