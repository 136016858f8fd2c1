/**
 * Card: a bordered surface with an optional header (title + extra) and footer. With a title it is a
 * `<section>` labelled by its heading, so screen-reader users can jump between cards.
 */
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { vars } from './theme';

export interface CardProps {
  /** Heading text. */
  title?: ReactNode;
  /** Heading level. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Content at the header's right (link "查看全部", actions). */
  extra?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Body padding in px. Default 20. */
  padding?: number;
  /** Lift on hover (clickable product cards). Default false. */
  hoverable?: boolean;
  className?: string;
}

const Surface = styled.div<{ $hoverable: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bg};
  transition:
    box-shadow 0.2s,
    transform 0.2s;
  ${(p) => (p.$hoverable ? `&:hover, &:focus-within { box-shadow: 0 4px 16px rgba(17, 75, 237, 0.12); }` : '')}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 20px;
  border-bottom: 1px solid ${vars.divider};
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: 16px;
    font-weight: 600;
    line-height: 24px;
    color: ${vars.text};
  }
`;

const Body = styled.div<{ $padding: number }>`
  flex: 1;
  padding: ${(p) => p.$padding}px;
`;

const Footer = styled.div`
  padding: 12px 20px;
  border-top: 1px solid ${vars.divider};
`;

/** A content container. */
export function Card({
  title,
  headingLevel = 3,
  extra,
  children,
  footer,
  padding = 20,
  hoverable = false,
  className,
}: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  return (
    <Surface
      as={title != null ? 'section' : 'div'}
      aria-labelledby={title != null ? headingId : undefined}
      $hoverable={hoverable}
      className={className}
    >
      {title != null || extra != null ? (
        <Header>
          {title != null ? <Heading id={headingId}>{title}</Heading> : <span />}
          {extra}
        </Header>
      ) : null}
      <Body $padding={padding}>{children}</Body>
      {footer != null ? <Footer>{footer}</Footer> : null}
    </Surface>
  );
}
