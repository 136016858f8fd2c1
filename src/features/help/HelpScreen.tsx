/**
 * `/help`: help articles (`/api/Help`) grouped by category, a side list jumping to each group, and
 * a search within help that narrows the articles and highlights the matches, and the operator's contact
 * details (GET /api/Help/contact: the server's CONTACT_* configuration).
 */
import { useId, useMemo, useState } from 'react';
import type { HelpArticle, SiteContact } from '../../contract/help';
import { Button } from '../../ui/button';
import { Empty, Skeleton } from '../../ui/feedback';
import { Input } from '../../ui/input';
import { Paragraphs } from '../../ui/paragraphs';
import { useSiteContact } from '../shared/contact';
import { splitMatches } from '../shared/Highlight';
import { Link } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { groupHelp, searchHelp } from './help';
import { Article, CATEGORY_ROWS, Group, Layout, SearchForm, Side, Status } from './styles';

const t = {
  title: '帮助中心',
  intro: '采购流程、支付、发票、配送与售后的常见问题。',
  search: '搜索帮助',
  placeholder: '输入问题关键词，如“对公转账”“发票”',
  clear: '清除搜索',
  categories: '帮助分类',
  found: (n: number, q: string) => `“${q}”共找到 ${n} 篇帮助文章`,
  none: (q: string) => `没有找到与“${q}”相关的帮助`,
  noneHint: '换个说法试试，或浏览左侧分类。',
  callUs: (c: SiteContact) => `仍有问题请拨打客服热线 ${c.Hotline}（${c.ServiceHours}）。`,
  contact: '联系客服',
  hotline: '客服热线',
  mail: '客服邮箱',
  contactFailed: '客服联系方式',
  empty: '暂无帮助内容',
  failed: '帮助内容',
  legal: '平台协议',
  protocol: '网络服务协议',
  privacy: '隐私声明',
} as const;

function Marked({ text, query }: { text: string; query: string }) {
  // A piece's key is where it starts in the text (unique, and stable while the text is).
  let start = 0;
  return (
    <>
      {splitMatches(text, query).map((part) => {
        const key = start;
        start += part.text.length;
        return part.match ? <mark key={key}>{part.text}</mark> : <span key={key}>{part.text}</span>;
      })}
    </>
  );
}

/** 联系客服: hotline, hours and mail of the operator, as configured on the server. */
function ContactBox() {
  const contact = useSiteContact();
  const id = useId();
  if (contact.pending)
    return (
      <div className="contact-loading">
        <Skeleton lines={3} />
      </div>
    );
  if (!contact.data) return <SectionError what={t.contactFailed} onRetry={contact.retry} status={contact.status} />;
  const c = contact.data;
  return (
    <address aria-labelledby={id} part="help-contact">
      <h2 id={id}>{t.contact}</h2>
      <p>
        {t.hotline}：<strong>{c.Hotline}</strong>
      </p>
      <p>{c.ServiceHours}</p>
      <p>
        {t.mail}：<a href={`mailto:${c.ServiceEmail}`}>{c.ServiceEmail}</a>
      </p>
    </address>
  );
}

function HelpArticleView({ article, query }: { article: HelpArticle; query: string }) {
  return (
    <Article aria-labelledby={`help-article-${article.Id}`} part="help-article">
      <h3 id={`help-article-${article.Id}`}>
        <Marked text={article.Title} query={query} />
      </h3>
      <Paragraphs texts={article.Body} render={(para) => <Marked text={para} query={query} />} />
    </Article>
  );
}

export default function HelpScreen(_props: Partial<ScreenProps>) {
  const help = useRouteQuery('GET /api/Help');
  const contact = useSiteContact().data;
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const ids = useId();
  const groups = useMemo(() => groupHelp(searchHelp(help.data ?? [], query)), [help.data, query]);
  const allGroups = useMemo(() => groupHelp(help.data ?? []), [help.data]);
  const count = groups.reduce((n, g) => n + g.articles.length, 0);

  const jump = (anchor: string, event: { currentTarget: HTMLElement }) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const heading = root.getElementById?.(`${anchor}-title`) ?? null;
    if (!heading) return;
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <ScreenFrame>
      <h1>{t.title}</h1>
      <Layout>
        <Side aria-label={t.categories}>
          <h2>{t.categories}</h2>
          {help.pending ? (
            // Keys: the categories' list must not take over the DOM of the links' list below it (it moved it).
            <div key="categories-loading" className="categories-loading">
              <Skeleton lines={CATEGORY_ROWS} />
            </div>
          ) : (
            <ul key="categories">
              {(query ? groups : allGroups).map((g) => (
                <li key={g.anchor}>
                  <button type="button" onClick={(e) => jump(g.anchor, e)}>
                    {g.category}
                    <small>{g.articles.length}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ul key="legal" className="legal" aria-label={t.legal}>
            <li>
              <Link to="/reg/networkProtocol">{t.protocol}</Link>
            </li>
            <li>
              <Link to="/reg/privacyStatement">{t.privacy}</Link>
            </li>
          </ul>
          <ContactBox />
        </Side>
        <div>
          <SearchForm
            role="search"
            aria-label={t.search}
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(input.trim());
            }}
          >
            <Input
              id={`${ids}-q`}
              type="search"
              block
              aria-label={t.search}
              placeholder={t.placeholder}
              value={input}
              maxLength={50}
              onChange={(e) => {
                setInput(e.target.value);
                // Search as one types; an emptied box shows everything again.
                setQuery(e.target.value.trim());
              }}
            />
            <Button type="submit" variant="primary">
              {t.search}
            </Button>
          </SearchForm>
          {help.pending ? (
            <Skeleton lines={10} />
          ) : help.error !== undefined ? (
            <SectionError what={t.failed} onRetry={help.retry} status={help.status} />
          ) : (
            <>
              <Status role="status" aria-live="polite">
                {query && count > 0 ? t.found(count, query) : ''}
              </Status>
              {count === 0 ? (
                <Empty
                  description={
                    query ? (
                      <>
                        {t.none(query)}
                        <br />
                        {t.noneHint}
                        {contact ? t.callUs(contact) : null}
                      </>
                    ) : (
                      t.empty
                    )
                  }
                  action={
                    query ? (
                      <Button
                        onClick={() => {
                          setInput('');
                          setQuery('');
                        }}
                      >
                        {t.clear}
                      </Button>
                    ) : undefined
                  }
                />
              ) : (
                groups.map((g) => (
                  <Group key={g.anchor} id={g.anchor} aria-labelledby={`${g.anchor}-title`}>
                    <h2 id={`${g.anchor}-title`} tabIndex={-1}>
                      {g.category}
                    </h2>
                    {g.articles.map((a) => (
                      <HelpArticleView key={a.Id} article={a} query={query} />
                    ))}
                  </Group>
                ))
              )}
            </>
          )}
        </div>
      </Layout>
    </ScreenFrame>
  );
}
