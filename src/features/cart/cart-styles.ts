/** The styled parts of the cart: the head, the lines table (cards on a phone) and the sticky summary bar. */
import styled from 'styled-components';
import { vars, visuallyHidden } from '../../ui/theme';

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0;
  }
`;

export const RegionBox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  select {
    min-width: 120px;
  }
`;

/**
 * The lines as a real table (its columns named by 选择 · 商品 · 单价 · 数量 · 小计 · 操作); on a phone each line
 * is a card that names its figures itself, the header kept for screen readers only.
 */
export const List = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  th {
    height: 44px;
    padding: 0 12px;
    background: ${vars.bgSubtle};
    color: ${vars.textSecondary};
    font-size: 13px;
    font-weight: 400;
    text-align: left;
    border-bottom: 1px solid ${vars.divider};
  }
  th:first-child {
    width: 24px;
    padding-left: 16px;
    border-top-left-radius: 8px;
  }
  th:last-child {
    width: 64px;
    padding-right: 16px;
    border-top-right-radius: 8px;
  }
  th.price,
  th.sub {
    width: 120px;
  }
  th.qty {
    width: 140px;
  }
  @media (max-width: 768px) {
    display: block;
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: block;
    }
  }
`;

export const Row = styled.tr<{ $off: boolean }>`
  background: ${(p) => (p.$off ? vars.bgSubtle : 'transparent')};
  & > td {
    padding: 16px 12px;
    vertical-align: middle;
    border-top: 1px solid ${vars.divider};
  }
  &:first-child > td {
    border-top: none;
  }
  & > td:first-child {
    padding-left: 16px;
  }
  & > td:last-child {
    padding-right: 16px;
  }
  img {
    flex: none;
    width: 80px;
    height: 80px;
    object-fit: contain;
    border: 1px solid ${vars.divider};
    border-radius: 4px;
    background: #fff;
  }
  /* Each figure's own label (单价, 小计) only where no header names the column. */
  .cell-label {
    display: none;
  }
  @media (max-width: 768px) {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) auto;
    grid-template-areas:
      'check info info'
      '. price price'
      '. qty qty'
      '. sub remove';
    gap: 12px;
    padding: 16px;
    border-top: 1px solid ${vars.divider};
    &:first-child {
      border-top: none;
    }
    & > td,
    & > td:first-child,
    & > td:last-child {
      display: block;
      padding: 0;
      border-top: none;
    }
    img {
      width: 64px;
      height: 64px;
    }
    .cell-label {
      display: block;
      font-weight: 400;
      color: ${vars.textSecondary};
    }
    & > :nth-child(1) { grid-area: check; }
    & > :nth-child(2) { grid-area: info; }
    & > :nth-child(3) { grid-area: price; }
    & > :nth-child(4) { grid-area: qty; }
    & > :nth-child(5) { grid-area: sub; }
    & > :nth-child(6) { grid-area: remove; justify-self: end; align-self: end; }
  }
`;

export const Product = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

export const Name = styled.div`
  min-width: 0;
  a {
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
    line-height: 20px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${vars.primary};
  }
  p {
    margin: 4px 0 0;
    color: ${vars.textSecondary};
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;

export const Cell = styled.td`
  font-size: 14px;
  min-width: 0;
  small {
    display: block;
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

export const Sub = styled(Cell)`
  color: ${vars.price};
  font-weight: 600;
`;

export const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  padding: 12px 16px;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.04);
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-left: auto;
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 20px;
  }
`;

export const Reason = styled.span`
  color: ${vars.textSecondary};
  font-size: 12px;
`;
