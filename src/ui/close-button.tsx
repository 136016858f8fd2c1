/**
 * The close button of the design system (a dialog, an alert, a toast): a small square icon button: no chrome until
 * hovered, the focus ring of every control. `$size` in px (default 22).
 */
import styled from 'styled-components';
import { controlReset, vars } from './theme';

export const CloseButton = styled.button<{ $size?: number }>`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size ?? 22}px;
  height: ${(p) => p.$size ?? 22}px;
  border-radius: ${(p) => ((p.$size ?? 22) > 24 ? 6 : 4)}px;
  color: ${vars.textSecondary};
  cursor: pointer;
  &:hover {
    background: ${vars.bgSubtle};
    color: ${vars.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
  }
`;
