/**
 * The product page's styled parts: the two-column layout, the facts list, the price box, the buy bar, the sections and
 * the specification table.
 */
import styled from 'styled-components';
import { focusRing, vars } from '../../ui/theme';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: 32px;
  margin-top: 12px;
  @media (max-width: 768px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: 24px;
    line-height: 32px;
    color: ${vars.text};
    overflow-wrap: anywhere;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  font-size: 14px;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    color: ${vars.text};
    overflow-wrap: anywhere;
  }
  a {
    color: ${vars.primary};
    ${focusRing}
  }
`;

export const PriceBox = styled.section`
  padding: 16px;
  border: 1px solid ${vars.divider};
  border-left: 4px solid ${vars.primary};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h2 {
    margin: 0 0 4px;
    font-size: 13px;
    font-weight: 400;
    color: ${vars.textSecondary};
  }
`;

export const RegionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 10px 0 0;
  padding: 10px 0 0;
  border-top: 1px dashed ${vars.border};
  list-style: none;
  font-size: 13px;
  color: ${vars.textSecondary};
  li[aria-current='true'] {
    color: ${vars.primary};
  }
`;

export const Quote = styled.p`
  margin: 0;
  font-size: 20px;
  font-weight: 600;
  color: ${vars.primary};
`;

export const Buy = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  label {
    font-size: 14px;
    color: ${vars.textSecondary};
  }
`;

/** A consultation product's inquiry state (已咨询 / 已报价 → 查看报价). */
export const InquiryState = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0 0;
  font-size: 13px;
  color: ${vars.textSecondary};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  > * {
    min-width: 140px;
  }
  @media (max-width: 480px) {
    > * {
      flex: 1 1 0;
      min-width: 0;
    }
  }
`;

export const Section = styled.section`
  margin-top: 32px;
  h2 {
    margin: 0 0 12px;
    padding-left: 10px;
    border-left: 3px solid ${vars.primary};
    font-size: 16px;
    line-height: 24px;
    color: ${vars.text};
  }
  p {
    margin: 0;
    font-size: 14px;
    line-height: 24px;
    color: ${vars.text};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Specs = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  table-layout: fixed;
  th,
  td {
    padding: 10px 12px;
    border: 1px solid ${vars.divider};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    width: 30%;
    background: ${vars.tableHeaderBg};
    font-weight: 600;
    color: ${vars.text};
  }
`;
