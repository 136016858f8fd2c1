/** The side navigation of a back-office area: one list of links, the current page marked, a tag per entry. */
import styled from 'styled-components';
import { focusRing, vars } from '../../../ui/theme';
import { AreaLink } from './area';

export interface SideNavItem {
  path: string;
  label: string;
  /** A small tag after the label (管理员 on admin-only pages), with its tooltip. */
  tag?: { text: string; title?: string | undefined };
}

export interface SideNavProps {
  items: readonly SideNavItem[];
  /** Path of the entry marked as the current page. */
  current: string;
  /** The navigation landmark's name. */
  label: string;
  /** Heading above the list (the storefront's pages show one; a widget sits in the host's own page). */
  title?: string | undefined;
  /** The CSS part partners style it by. */
  part: string;
}

const Side = styled.nav`
  background: ${vars.bg};
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  padding: 8px 0;
  align-self: start;
  h2 {
    margin: 4px 16px 8px;
    font-size: 16px;
    color: ${vars.text};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 16px;
    color: ${vars.text};
    font-size: 14px;
    text-decoration: none;
    border-left: 3px solid transparent;
    ${focusRing}
  }
  a:hover {
    background: ${vars.bgSubtle};
  }
  a[aria-current='page'] {
    color: ${vars.primary};
    background: ${vars.primarySoft};
    border-left-color: ${vars.primary};
    font-weight: 600;
  }
  .tag {
    padding: 0 6px;
    border-radius: 4px;
    font-size: 12px;
    font-weight: 400;
    color: ${vars.textSecondary};
    background: ${vars.bgSubtle};
  }
  /* Phones: one row that scrolls sideways, the current entry underlined. */
  @media (max-width: 768px) {
    h2 {
      display: none;
    }
    ul {
      display: flex;
      overflow-x: auto;
    }
    a {
      white-space: nowrap;
      border-left: 0;
      border-bottom: 3px solid transparent;
    }
    a[aria-current='page'] {
      border-bottom-color: ${vars.primary};
    }
  }
`;

export function SideNav({ items, current, label, title, part }: SideNavProps) {
  return (
    <Side aria-label={label} part={part}>
      {title ? <h2>{title}</h2> : null}
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <AreaLink to={item.path} aria-current={current === item.path ? 'page' : undefined}>
              <span>{item.label}</span>
              {item.tag ? (
                <span className="tag" title={item.tag.title}>
                  {item.tag.text}
                </span>
              ) : null}
            </AreaLink>
          </li>
        ))}
      </ul>
    </Side>
  );
}
