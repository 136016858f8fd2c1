/** The table's styled parts: the scrolling region, the table, the busy bar, header and body cells, the states. */
import styled, { keyframes } from 'styled-components';
import { controlReset, vars, visuallyHidden } from './theme';

export const Scroller = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $minWidth: number; $busy: boolean }>`
  width: 100%;
  min-width: ${(p) => p.$minWidth}px;
  border-collapse: collapse;
  border-spacing: 0;
  font-size: 14px;
  line-height: 22px;
  color: ${vars.text};
  cursor: ${(p) => (p.$busy ? 'progress' : 'auto')};
  /* Narrow screens: one card per row, every cell with its column's name (a 7-column table showed 2 columns
     at 375 px and hid the rest behind a sideways scroll). */
  @media (max-width: 600px) {
    min-width: 0;
    thead {
      ${visuallyHidden}
    }
    tbody,
    tr[data-row],
    tr[data-row] > td {
      display: block;
    }
    tr[data-row] {
      padding: 8px 0;
      border-bottom: 1px solid ${vars.divider};
    }
    tr[data-row]:last-child {
      border-bottom: none;
    }
    tr[data-row] > td {
      display: grid;
      grid-template-columns: 80px minmax(0, 1fr);
      gap: 8px;
      padding: 4px 12px;
      border-bottom: none;
      text-align: left;
      white-space: normal;
    }
    tr[data-row] > td::before {
      content: attr(data-label);
      color: ${vars.textSecondary};
    }
  }
`;

export const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A thin bar over the header while rows refresh (rows stay readable: no dimming, AA contrast kept). */
export const BusyBar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: 1;
  &::after {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: ${vars.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
      opacity: 0.6;
    }
  }
`;

export const Caption = styled.caption<{ $visible: boolean }>`
  ${(p) => (p.$visible ? 'caption-side: top; padding: 12px 16px; text-align: left; font-weight: 600;' : visuallyHidden)}
`;

export const Th = styled.th<{ $align: string; $width?: string }>`
  padding: 10px 16px;
  background: ${vars.tableHeaderBg};
  color: ${vars.text};
  font-weight: 600;
  text-align: ${(p) => p.$align};
  white-space: nowrap;
  width: ${(p) => p.$width ?? 'auto'};
  border-bottom: 1px solid ${vars.divider};
`;

export const SortButton = styled.button<{ $align: string }>`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  gap: 4px;
  cursor: pointer;
  font-weight: 600;
  border-radius: 4px;
  &:hover {
    color: ${vars.primary};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  svg {
    color: ${vars.textSecondary};
  }
  &[data-active='true'] svg {
    color: ${vars.primary};
  }
`;

export const Td = styled.td<{ $align: string; $nowrap: boolean }>`
  padding: 12px 16px;
  text-align: ${(p) => p.$align};
  white-space: ${(p) => (p.$nowrap ? 'nowrap' : 'normal')};
  border-bottom: 1px solid ${vars.divider};
  vertical-align: middle;
  overflow-wrap: anywhere;
`;

export const Tr = styled.tr`
  &:last-child > td {
    border-bottom: none;
  }
  &:hover > td {
    background: #fafbfe;
  }
`;

export const StateCell = styled.td`
  padding: 0;
`;

export const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 40px 16px;
  color: ${vars.errorText};
  text-align: center;
`;
