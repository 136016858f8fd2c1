/**
 * The global footer: help and the two /reg texts; the operator's hotline, address, company, ICP备案号 and licence
 * (GET /api/Help/contact, the CONTACT_* configuration), asked for only when the footer comes near the screen.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSiteContact } from '../features/shared/contact';
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
    gap: 8px 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
  }
  a {
    color: ${vars.textSecondary};
  }
  a:hover {
    color: ${vars.primary};
  }
  /* The operator's details: one line each on a phone, side by side when there is room. */
  .site {
    flex-basis: 100%;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    /* Reserved before the details arrive, so nothing below moves when they do. */
    min-height: 1.5em;
  }
`;

/** Whether the element has come within a screen of the viewport (once true, stays true). */
function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

function SiteDetails() {
  const { data } = useSiteContact();
  if (!data) return null;
  return (
    <>
      {data.Hotline && (
        <p>
          <a href={`tel:${data.Hotline.replace(/[^\d+]/g, '')}`}>{t.footer.hotline(data.Hotline, data.ServiceHours)}</a>
        </p>
      )}
      {data.Address && <p>{t.footer.address(data.Address)}</p>}
      {data.Company && <p>{data.Company}</p>}
      {data.Icp && (
        <p>
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {data.Icp}
          </a>
        </p>
      )}
      {data.Licence && <p>{data.Licence}</p>}
    </>
  );
}

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearView(ref);
  return (
    <Foot part="footer" ref={ref}>
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
        <section className="site" aria-label={t.footer.registration}>
          {near && <SiteDetails />}
        </section>
      </div>
    </Foot>
  );
}
