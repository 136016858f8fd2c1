/** The home page's entries into both catalogues. */
import styled from 'styled-components';
import { vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { t } from './common';

const Entries = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    height: 100%;
    box-sizing: border-box;
    padding: 16px 18px;
    border: 1px solid ${vars.divider};
    border-radius: ${vars.radiusCard};
    background: ${vars.bg};
    color: ${vars.text};
    text-decoration: none;
  }
  a.primary {
    background: ${vars.primary};
    border-color: ${vars.primary};
    color: #fff;
  }
  a:hover {
    box-shadow: ${vars.shadow};
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  strong {
    display: block;
    font-size: 18px;
    line-height: 26px;
  }
  span {
    display: block;
    margin-top: 4px;
    font-size: 13px;
    line-height: 20px;
    opacity: 0.85;
  }
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
    span {
      display: none;
    }
  }
`;

export function CatalogueEntries() {
  return (
    <nav aria-label={t.entries}>
      <Entries>
        <li>
          <Link className="primary" to="/vnetzone/online" part="entry">
            <strong>{t.online.title}</strong>
            <span>{t.online.text}</span>
          </Link>
        </li>
        <li>
          <Link className="primary" to="/vnetzone/consultation" part="entry">
            <strong>{t.consultation.title}</strong>
            <span>{t.consultation.text}</span>
          </Link>
        </li>
        <li>
          <Link to="/yellow-pages-products" part="entry">
            <strong>{t.showcase.title}</strong>
            <span>{t.showcase.text}</span>
          </Link>
        </li>
        <li>
          <Link to="/solution" part="entry">
            <strong>{t.solutions.title}</strong>
            <span>{t.solutions.text}</span>
          </Link>
        </li>
      </Entries>
    </nav>
  );
}
