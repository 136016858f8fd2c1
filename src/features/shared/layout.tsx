/**
 * Layout pieces the feature screens share (forms in dialogs and panels).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../ui/theme';

/** Two form fields per row, one on narrow screens. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Label / value pairs (`<dt>`/`<dd>`) in two columns, stacked on narrow screens. `$labelWidth` in px (default 120). */
export const FactList = styled.dl<{ $labelWidth?: number }>`
  display: grid;
  grid-template-columns: ${(p) => p.$labelWidth ?? 120}px minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

/** One label / value pair of a FactList; left out when its value is empty (null, undefined, '' or false). */
export function Fact({ label, children }: { label: string; children?: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A bordered side panel (a list of sections or brands next to the content): heading and a plain list. */
export const SidePanel = styled.nav`
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h2 {
    margin: 0;
    padding: 12px 16px;
    font-size: 15px;
    border-bottom: 1px solid ${vars.divider};
  }
  ul {
    margin: 0;
    padding: 6px 0;
    list-style: none;
  }
`;

/* The back-office screens' frame (enterprise area and operator console): panel, heading row, filter toolbar,
   row actions, secondary text and long-text wrapping. */

export const Panel = styled.section`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 20px 24px;
  min-width: 0;
  @media (max-width: 768px) {
    padding: 16px 12px;
  }
`;

export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: 20px;
    color: ${vars.text};
  }
`;

export const Toolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  label > * {
    min-width: 140px;
  }
  @media (max-width: 480px) {
    label {
      flex: 1 1 100%;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

export const Muted = styled.span`
  color: ${vars.textSecondary};
  font-size: 13px;
`;

export const Wrap = styled.span`
  overflow-wrap: anywhere;
  word-break: break-word;
`;
