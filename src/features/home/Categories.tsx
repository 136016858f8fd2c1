/** The home page's displayed categories, and the full list on demand. */
import { useState } from 'react';
import styled from 'styled-components';
import type { Category } from '../../contract/catalogue';
import { Button } from '../../ui/button';
import { Empty, SkeletonBlock } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { SectionHead } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { LaterSection, t } from './common';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    height: 40px;
    padding: 0 14px;
    border: 1px solid ${vars.divider};
    border-radius: 20px;
    background: ${vars.bg};
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
  }
  a:hover {
    border-color: ${vars.primary};
    color: ${vars.primary};
  }
  a:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  img {
    width: 22px;
    height: 22px;
  }
`;

function CategoryChips({ list }: { list: readonly Category[] }) {
  const media = useMediaUrl();
  return (
    <Chips>
      {list.map((c) => (
        <li key={c.Id}>
          <Link to={`/vnetzone/online?categoryId=${c.Id}`}>
            {c.IconUrl ? <img src={media(c.IconUrl)} alt="" /> : null}
            {c.Name}
          </Link>
        </li>
      ))}
    </Chips>
  );
}

export function Categories() {
  const [all, setAll] = useState(false);
  const displayed = useRouteQuery('GET /api/Categories/displayed', { query: { SolutionAvailable: true } });
  const full = useRouteQuery('GET /api/Categories', all ? {} : null);
  const current = all ? full : displayed;
  return (
    <LaterSection aria-labelledby="home-categories">
      <SectionHead>
        <h2 id="home-categories">{all ? t.allCategories : t.categories}</h2>
        <Button variant="text" size="sm" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t.showDisplayedCategories : t.showAllCategories}
        </Button>
      </SectionHead>
      {current.pending ? (
        <SkeletonBlock $height={40} aria-hidden="true" />
      ) : current.error !== undefined ? (
        <SectionError what={t.categories} onRetry={current.retry} status={current.status} />
      ) : (current.data ?? []).length === 0 ? (
        <Empty compact description={t.noCategories} />
      ) : (
        <CategoryChips list={current.data ?? []} />
      )}
    </LaterSection>
  );
}
