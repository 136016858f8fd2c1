/** What a back-office area shows instead of a page the user may not open (the server refuses its calls too). */
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from '../../../ui/theme';
import { AreaLink } from './area';

const Box = styled.section`
  padding: 32px 24px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  h1 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${vars.textSecondary};
  }
  a {
    color: ${vars.primary};
    text-decoration: underline;
  }
`;

export interface RefusalProps {
  title: string;
  /** Why, and whom to ask. */
  children: ReactNode;
  /** Where to go instead. */
  back: { to: string; label: string };
}

export function Refusal({ title, children, back }: RefusalProps) {
  const id = useId();
  return (
    <Box role="alert" aria-labelledby={id} part="refusal">
      <h1 id={id}>{title}</h1>
      <p>{children}</p>
      <AreaLink to={back.to}>{back.label}</AreaLink>
    </Box>
  );
}
