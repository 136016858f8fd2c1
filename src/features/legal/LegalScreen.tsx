/**
 * `/reg/networkProtocol` and `/reg/privacyStatement` (props.doc): the full legal texts, shown without
 * the global layout, with their own simple header, a table of contents and a 返回 link.
 * Each text is its own chunk, loaded on demand; the operator's contact details in it come from the server's
 * configuration (GET /api/Help/contact).
 */
import { type MouseEvent, useMemo } from 'react';
import styled from 'styled-components';
import type { SiteContact } from '../../contract/help';
import { Skeleton } from '../../ui/feedback';
import { Paragraphs } from '../../ui/paragraphs';
import { controlReset, vars } from '../../ui/theme';
import { useSiteContact } from '../shared/contact';
import { Link, useNavigate } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { SectionError } from '../shared/section-error';
import { useApiQuery } from '../shared/use-api-query';
import { withContact } from './contact';
import type { LegalDoc, LegalDocName } from './types';

export const legalLoaders: Record<LegalDocName, () => Promise<LegalDoc>> = {
  networkProtocol: () => import('./networkProtocol').then((m) => m.networkProtocol),
  privacyStatement: () => import('./privacyStatement').then((m) => m.privacyStatement),
};

const TITLES: Record<LegalDocName, string> = { networkProtocol: '网络服务协议', privacyStatement: '隐私声明' };

const Top = styled.header`
  border-bottom: 1px solid ${vars.divider};
  background: ${vars.bg};
  .inner {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    max-width: 880px;
    margin: 0 auto;
    padding: 12px 16px;
  }
  .brand {
    font-size: 18px;
    font-weight: 600;
    color: ${vars.primary};
    text-decoration: none;
  }
  .back {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    height: 32px;
    padding: 0 12px;
    border: 1px solid ${vars.border};
    border-radius: ${vars.radiusInput};
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

const Doc = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  box-sizing: border-box;
  color: ${vars.text};
  font-size: 15px;
  line-height: 28px;
  h1 {
    margin: 0 0 4px;
    font-size: 26px;
    line-height: 36px;
    text-align: center;
  }
  .dates {
    margin: 0 0 20px;
    text-align: center;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  .preamble p {
    font-weight: 600;
  }
  nav {
    margin: 20px 0;
    padding: 12px 16px;
    border-radius: ${vars.radiusCard};
    background: ${vars.bgSubtle};
  }
  nav h2 {
    margin: 0 0 6px;
    font-size: 15px;
  }
  nav ol {
    margin: 0;
    padding: 0;
    list-style: none;
    columns: 2;
  }
  nav button {
    ${controlReset}
    color: ${vars.primary};
    cursor: pointer;
    font-size: 14px;
  }
  nav button:focus-visible {
    outline: 2px solid ${vars.primary};
  }
  section h2 {
    margin: 28px 0 8px;
    font-size: 18px;
    line-height: 28px;
  }
  section h2:focus {
    outline: none;
  }
  p {
    margin: 0 0 10px;
    overflow-wrap: anywhere;
    text-align: justify;
  }
  footer {
    margin-top: 32px;
    padding-top: 16px;
    border-top: 1px solid ${vars.divider};
    font-size: 13px;
    color: ${vars.textSecondary};
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  @media (max-width: 480px) {
    font-size: 14px;
    line-height: 26px;
    h1 {
      font-size: 22px;
    }
    nav ol {
      columns: 1;
    }
  }
`;

/** A legal text with the operator's contact details filled in. */
export function LegalDocument({
  doc: text,
  docName,
  contact,
}: {
  doc: LegalDoc;
  docName: LegalDocName;
  contact: SiteContact;
}) {
  const doc = useMemo(() => withContact(text, contact), [text, contact]);
  const jump = (index: number, event: MouseEvent<HTMLElement>) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const heading = root.getElementById?.(`legal-${docName}-${index}`);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  const other: LegalDocName = docName === 'networkProtocol' ? 'privacyStatement' : 'networkProtocol';
  return (
    <Doc aria-labelledby={`legal-${docName}-title`} part="legal">
      <h1 id={`legal-${docName}-title`}>{doc.title}</h1>
      <p className="dates">
        更新日期：{doc.updated}　生效日期：{doc.effective}
      </p>
      <div className="preamble">
        <Paragraphs texts={doc.preamble} />
      </div>
      <nav aria-labelledby={`legal-${docName}-toc`}>
        <h2 id={`legal-${docName}-toc`}>目录</h2>
        <ol>
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <button type="button" onClick={(e) => jump(i, e)}>
                {s.heading}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={`legal-${docName}-${i}`}>
          <h2 id={`legal-${docName}-${i}`} tabIndex={-1}>
            {s.heading}
          </h2>
          <Paragraphs texts={s.paragraphs} />
        </section>
      ))}
      <footer>
        <span>B2B 企业采购平台</span>
        <Link to={`/reg/${other}`}>{TITLES[other]}</Link>
        <Link to="/help">帮助中心</Link>
      </footer>
    </Doc>
  );
}

interface NavigationLike {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

/** True when the previous history entry is a page of this origin (Navigation API, else the referrer). */
function previousPageIsOurs(): boolean {
  const sameOrigin = (url: string | null | undefined) => {
    try {
      return !!url && new URL(url).origin === window.location.origin;
    } catch {
      return false;
    }
  };
  const nav = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (nav?.currentEntry && typeof nav.entries === 'function') {
    const index = nav.currentEntry.index;
    return index > 0 && sameOrigin(nav.entries()[index - 1]?.url);
  }
  return sameOrigin(document.referrer);
}

export default function LegalScreen({
  doc: docProp,
  load,
}: Partial<ScreenProps> & {
  doc?: LegalDocName;
  /** Loads the text (default: its own chunk); stories pass a slow or failing one. */
  load?: () => Promise<LegalDoc>;
}) {
  const docName: LegalDocName = docProp === 'privacyStatement' ? 'privacyStatement' : 'networkProtocol';
  const go = useNavigate();
  const contact = useSiteContact();
  // The text is a chunk of this app, not an API answer: read through the cache under a key of its own, again
  // on every visit as before (`fresh`). A story's own `load` gets its own key (a never-ending one must not be
  // the one the next story waits for).
  const text = useApiQuery<LegalDoc>(`chunk:legal/${docName}${load ? '#custom' : ''}`, {
    load: load ?? legalLoaders[docName],
    fresh: true,
  });
  const doc = text.data ?? null;
  const failed = text.error !== undefined;

  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Came from another page of this site (e.g. the registration form): go back there; else home.
    if (previousPageIsOurs()) window.history.back();
    else go('/home');
  };

  return (
    <>
      <Top>
        <div className="inner">
          <Link className="brand" to="/home">
            B2B 企业采购
          </Link>
          <a className="back" href="/home" onClick={back}>
            ‹ 返回
          </a>
        </div>
      </Top>
      {doc && contact.data ? (
        <LegalDocument doc={doc} docName={docName} contact={contact.data} />
      ) : (
        <Doc aria-busy={!failed && contact.error === undefined}>
          <h1>{TITLES[docName]}</h1>
          {failed || contact.error !== undefined ? (
            <SectionError
              what={TITLES[docName]}
              // A chunk that did not load is a network failure (status 0: 网络连接失败).
              status={failed ? text.status : contact.status}
              onRetry={() => {
                if (failed) text.retry();
                if (contact.error !== undefined) contact.retry();
              }}
            />
          ) : (
            <Skeleton lines={12} />
          )}
        </Doc>
      )}
    </>
  );
}
