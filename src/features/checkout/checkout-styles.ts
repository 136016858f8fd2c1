/** The styled parts of the checkout: the lines list, the radio choices, rows, the form grid and the submit bar. */
import styled from 'styled-components';
import { vars } from '../../ui/theme';

export const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-top: 1px solid ${vars.divider};
  }
  li:first-child {
    border-top: none;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
    border: 1px solid ${vars.divider};
    border-radius: 4px;
  }
  .name {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${vars.textSecondary};
    font-size: 12px;
  }
  .sub {
    text-align: right;
    font-weight: 600;
    color: ${vars.price};
    white-space: nowrap;
  }
`;

export const Choices = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 8px;
`;

export const Choice = styled.label<{ $on: boolean }>`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$on ? vars.primary : vars.border)};
  border-radius: 8px;
  cursor: pointer;
  font-size: 14px;
  overflow-wrap: anywhere;
  input {
    margin-top: 3px;
  }
  small {
    display: block;
    color: ${vars.textSecondary};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 12px;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 16px;
  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SubmitBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 16px;
  padding: 16px 20px;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 22px;
  }
`;
