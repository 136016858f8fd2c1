/**
 * The order page's styles: the status head, the timeline, the label/value lists, the items table with its total,
 * and the two-column rows (one column under 768 px).
 */
import styled from 'styled-components';
import { vars } from '../../ui/theme';
import { Section } from '../shared/purchase-layout';

export const Head = styled(Section)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  .status {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: 18px;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

export const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 0 6px;
  padding: 0;
  border-left: 2px solid ${vars.divider};
  li {
    position: relative;
    padding: 0 0 14px 18px;
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  li::before {
    content: '';
    position: absolute;
    left: -6px;
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${vars.primary};
  }
  time {
    display: block;
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

export const Info = styled.dl`
  display: grid;
  grid-template-columns: 110px minmax(0, 1fr);
  gap: 8px 12px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: 88px minmax(0, 1fr);
  }
`;

export const Items = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th {
    background: ${vars.tableHeaderBg};
    text-align: left;
    font-weight: 600;
    padding: 8px 12px;
  }
  td {
    padding: 10px 12px;
    border-top: 1px solid ${vars.divider};
    overflow-wrap: anywhere;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  @media (max-width: 640px) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      border-top: 1px solid ${vars.divider};
      padding: 8px 0;
    }
    td {
      border: none;
      padding: 2px 4px;
    }
    td:first-child {
      grid-column: 1 / -1;
    }
    td[data-label]::before {
      content: attr(data-label) '：';
      color: ${vars.textSecondary};
    }
  }
`;

export const Total = styled.p`
  margin: 12px 0 0;
  text-align: right;
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 20px;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 16px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
