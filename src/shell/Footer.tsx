/** The global footer: help, the two /reg texts, copyright. */
import styled from 'styled-components';
import { Link } from '../features/shared/navigation';
import { vars } from '../ui/theme';
import { shellStrings as t } from './strings';

const Foot = styled.footer`
  margin-top: 48px;
  background: ${vars.bgSubtle};
  border-top: 1px solid ${vars.divider};
  color: ${vars.textSecondary};
  font-size: 13px;
  > div {
    max-width: var(--b2b-storefront-max-width, 1200px);
    margin: 0 auto;
    padding: 24px 16px;
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    align-items: center;
    justify-content: space-between;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${vars.textSecondary};
  }
  a:hover {
    color: ${vars.primary};
  }
`;

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <Foot part="footer">
      <div>
        <ul>
          <li>
            <Link to="/help">{t.footer.help}</Link>
          </li>
          <li>
            <Link to="/reg/networkProtocol">{t.footer.networkProtocol}</Link>
          </li>
          <li>
            <Link to="/reg/privacyStatement">{t.footer.privacyStatement}</Link>
          </li>
        </ul>
        <p>{t.footer.copyright(year)}</p>
      </div>
    </Foot>
  );
}
