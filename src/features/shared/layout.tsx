/**
 * Layout pieces the feature screens share (forms in dialogs and panels).
 */
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
