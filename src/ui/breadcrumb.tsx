/**
 * Breadcrumb: `<nav aria-label="面包屑">` with an ordered list; the last item is the current page
 * (`aria-current="page"`, not a link). Links are real `<a href>`; pass `onNavigate` to route inside the
 * storefront (called on plain left clicks, which are then prevented; modified clicks open normally).
 */
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from './theme';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Link target; the last item's is ignored. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** In-app navigation for a plain click on a link. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Separator between items. Default "/". */
  separator?: ReactNode;
  className?: string;
}

const Ol = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;
  line-height: 22px;
  color: ${vars.textSecondary};
`;

const Li = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  a {
    color: ${vars.textSecondary};
    text-decoration: none;
    border-radius: 2px;
  }
  a:hover {
    color: ${vars.primary};
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  [aria-current='page'] {
    color: ${vars.text};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 60vw;
  }
`;

const Sep = styled.span`
  color: ${vars.textPlaceholder};
`;

/** Where the current page sits in the site. */
export function Breadcrumb({ items, onNavigate, separator = '/', className }: BreadcrumbProps) {
  return (
    <nav aria-label="面包屑" className={className}>
      <Ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trail's level is its identity (two levels may share a label)
            <Li key={i}>
              {last ? (
                <span aria-current="page">{item.label}</span>
              ) : item.href ? (
                <a
                  href={item.href}
                  onClick={(e) => {
                    if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    onNavigate(item.href as string, e);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <span>{item.label}</span>
              )}
              {last ? null : <Sep aria-hidden="true">{separator}</Sep>}
            </Li>
          );
        })}
      </Ol>
    </nav>
  );
}
