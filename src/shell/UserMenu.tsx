/** Login / register links when logged out; the user's name with 企业中心 and 退出登录 when logged in. */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { $isAdmin, $session, logout } from '../core/session';
import { Link } from '../features/shared/navigation';
import { ChevronDownIcon } from '../ui/icons';
import { focusRing, vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Links = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 12px;
  white-space: nowrap;
  a {
    text-decoration: none;
    font-size: 14px;
    ${focusRing}
  }
`;

const MenuWrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 36px;
  max-width: 200px;
  padding: 0 8px;
  border: 0;
  border-radius: ${vars.radiusInput};
  background: none;
  color: ${vars.text};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A phone has room for the name, not for the greeting too (it read 您好，… with the name cut off). */
  @media (max-width: 480px) {
    max-width: 160px;
    .greeting {
      display: none;
    }
  }
  ${focusRing}
`;

const Role = styled.span`
  flex: none;
  white-space: nowrap;
  padding: 0 6px;
  border-radius: 4px;
  background: ${vars.primarySoft};
  color: ${vars.primary};
  font-size: 12px;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: 40px;
  z-index: 10;
  min-width: 140px;
  margin: 0;
  padding: 4px 0;
  list-style: none;
  background: ${vars.bg};
  border-radius: ${vars.radiusCard};
  box-shadow: ${vars.shadow};
  a,
  button {
    display: block;
    width: 100%;
    padding: 8px 16px;
    border: 0;
    background: none;
    color: ${vars.text};
    font: inherit;
    font-size: 14px;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    ${focusRing}
  }
  a:hover,
  button:hover {
    background: ${vars.bgSubtle};
  }
`;

export function UserMenu() {
  const session = useStore($session);
  const isAdmin = useStore($isAdmin);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    // Close on a click or focus outside the menu (composedPath: we live in a shadow root).
    const onOutside = (event: Event) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  if (!session.token) {
    return (
      <Links part="user">
        <Link to="/login">{t.user.login}</Link>
        <Link to="/register">{t.user.register}</Link>
      </Links>
    );
  }

  const name = session.user?.Name || session.user?.Email || '';
  return (
    <MenuWrap
      ref={wrap}
      part="user"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          (wrap.current?.querySelector('button') as HTMLButtonElement | null)?.focus();
        }
      }}
    >
      <Trigger
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="name">
          <span className="greeting">{t.user.greeting}</span>
          {name}
        </span>
        {isAdmin ? <Role>{t.user.admin}</Role> : null}
        <ChevronDownIcon size={14} />
      </Trigger>
      <Menu id={menuId} hidden={!open}>
        <li>
          <Link to="/enterprise/info" onClick={() => setOpen(false)}>
            {t.user.enterprise}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            {t.user.logout}
          </button>
        </li>
      </Menu>
    </MenuWrap>
  );
}
