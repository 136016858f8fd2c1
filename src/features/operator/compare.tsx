/**
 * A figure beside its previous period, in words a person reads at a glance: "较昨日同时段 ↑ 12.5%", "持平",
 * "上期为 0". Shared by the dashboard (工作台) and the reports (经营报表). Display only: money strings become
 * numbers here for the ratio, never for a sum.
 */
import styled from 'styled-components';
import { vars } from '../../ui/theme';

const Delta = styled.span<{ $tone: 'up' | 'down' | 'flat' }>`
  font-size: 13px;
  color: ${(p) => (p.$tone === 'up' ? vars.successText : p.$tone === 'down' ? vars.errorText : vars.textSecondary)};
`;

/** "↑ 12.5%" / "↓ 3.0%" / "持平" / "上期为 0" for `current` against `previous`. */
export function changeText(current: number, previous: number): { text: string; tone: 'up' | 'down' | 'flat' } {
  if (current === previous) return { text: '持平', tone: 'flat' };
  if (previous === 0) return { text: '上期为 0', tone: current > 0 ? 'up' : 'flat' };
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  return pct > 0
    ? { text: `↑ ${pct.toFixed(1)}%`, tone: 'up' }
    : { text: `↓ ${Math.abs(pct).toFixed(1)}%`, tone: 'down' };
}

export function Change({
  current,
  previous,
  against,
}: {
  current: string | number;
  previous: string | number;
  against: string;
}) {
  const { text, tone } = changeText(Number(current), Number(previous));
  return (
    <Delta $tone={tone}>
      {against} {text}
    </Delta>
  );
}
