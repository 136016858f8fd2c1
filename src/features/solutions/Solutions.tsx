/**
 * Solutions: featured solutions (`/api/FeaturedSolutions`) filtered by the categories that have
 * solutions (`/api/Categories?SolutionAvailable=true`); a solution's detail (`/api/Solutions/{id}`)
 * opens in a dialog with its products linking to `/:catalogue/detail/:id`.
 * Used by the `/solution` route and the `<b2b-solutions>` widget.
 */
import styled from 'styled-components';
import type { SolutionDetail } from '../../contract/catalogue';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Empty, Skeleton } from '../../ui/feedback';
import { Paragraphs } from '../../ui/paragraphs';
import { controlReset, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { ProductLinkGrid } from '../shared/product-links';
import { CardGrid, CardGridSkeleton } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { Slice } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import { solutionStrings as t } from './strings';

export interface SolutionsProps {
  /** Category filter (null: all). */
  categoryId: number | null;
  onCategoryChange: (id: number | null) => void;
  /** The solution whose detail is open (null: none). */
  openId: number | null;
  onOpenChange: (id: number | null) => void;
  headingLevel?: 1 | 2;
}

const Intro = styled.p`
  margin: -8px 0 16px;
  color: ${vars.textSecondary};
`;

// One row that scrolls sideways (as JD's and 1688's category chips do on phones): the categories arrive after the
// cards' placeholders, and chips that wrapped onto more rows on a narrow screen pushed the cards down when they came.
// The padding keeps the focus outline inside the scrolling box.
const Filters = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: 8px;
  margin: -4px -4px 16px;
  padding: 4px;
  overflow-x: auto;
  scrollbar-width: thin;
  button {
    ${controlReset}
    box-sizing: border-box;
    height: 34px;
    padding: 0 14px;
    border: 1px solid ${vars.border};
    border-radius: 17px;
    background: ${vars.bg};
    color: ${vars.text};
    font-size: 14px;
    line-height: 32px;
    white-space: nowrap;
    flex: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.primary};
    background: ${vars.primary};
    color: #fff;
  }
  button:hover {
    border-color: ${vars.primary};
  }
  button:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  background: ${vars.bg};
  img,
  .picture {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.bgSubtle};
  }
  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 6px;
    padding: 14px 16px 16px;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    font-size: 12px;
  }
  .meta span {
    padding: 0 6px;
    border-radius: 4px;
    background: ${vars.primarySoft};
    color: ${vars.primary};
    line-height: 20px;
  }
  h2,
  h3 {
    margin: 0;
    font-size: 17px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  p {
    flex: 1;
    margin: 0;
    font-size: 14px;
    line-height: 22px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  .actions {
    margin-top: 8px;
  }
`;

const DetailBody = styled.div`
  img.cover {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 7;
    object-fit: cover;
    border-radius: 8px;
    background: ${vars.bgSubtle};
  }
  .summary {
    margin: 12px 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .text p {
    margin: 0 0 10px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0 0 12px;
    font-size: 13px;
    color: ${vars.textSecondary};
  }
  dl div {
    display: flex;
    gap: 4px;
  }
  dd {
    margin: 0;
    color: ${vars.text};
  }
  h3 {
    margin: 20px 0 12px;
    font-size: 16px;
  }
`;

export function SolutionDetailView({ detail }: { detail: SolutionDetail }) {
  const media = useMediaUrl();
  return (
    <DetailBody>
      <img className="cover" src={media(detail.ImageUrl)} alt="" />
      <p className="summary">{detail.Summary}</p>
      <dl>
        <div>
          <dt>{t.industry}：</dt>
          <dd>{detail.Industry}</dd>
        </div>
        {detail.CategoryName ? (
          <div>
            <dt>{t.category}：</dt>
            <dd>{detail.CategoryName}</dd>
          </div>
        ) : null}
      </dl>
      <div className="text">
        <Paragraphs texts={detail.Body} />
      </div>
      <h3>{t.products}</h3>
      <ProductLinkGrid
        products={detail.Products}
        empty={
          <Empty compact description={t.noProducts} action={<Link to="/vnetzone/consultation">{t.consult}</Link>} />
        }
      />
    </DetailBody>
  );
}

function SolutionDialog({ id, title, onClose }: { id: number; title: string; onClose: () => void }) {
  const detail = useRouteQuery('GET /api/Solutions/:id', { params: { id } });
  return (
    // Full height from the start: the detail (description and products) arrives after the dialog opens.
    <Dialog open onClose={onClose} title={detail.data?.Title ?? title} width={760} fullHeight closeOnBackdrop>
      {detail.pending ? (
        <Skeleton lines={6} blockHeight={200} />
      ) : detail.error !== undefined ? (
        <SectionError what={t.detailFailed} onRetry={detail.retry} status={detail.status} />
      ) : detail.data ? (
        <SolutionDetailView detail={detail.data} />
      ) : null}
    </Dialog>
  );
}

export function Solutions({ categoryId, onCategoryChange, openId, onOpenChange, headingLevel = 1 }: SolutionsProps) {
  const solutions = useRouteQuery('GET /api/FeaturedSolutions');
  const categories = useRouteQuery('GET /api/Categories', { query: { SolutionAvailable: true } });
  const media = useMediaUrl();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = headingLevel === 1 ? 'h2' : 'h3';
  const all = solutions.data ?? [];
  const shown = categoryId === null ? all : all.filter((s) => s.CategoryId === categoryId);
  const open = openId === null ? undefined : all.find((s) => s.Id === openId);

  return (
    <div>
      <Heading>{t.title}</Heading>
      <Intro>{t.intro}</Intro>
      {categories.error !== undefined && !categories.pending ? (
        <div style={{ marginBottom: 16 }}>
          <SectionError what={t.categoriesFailed} onRetry={categories.retry} status={categories.status} />
        </div>
      ) : (
        <Filters role="group" aria-label={t.filter} part="filters">
          <button type="button" aria-pressed={categoryId === null} onClick={() => onCategoryChange(null)}>
            {t.all}
          </button>
          {(categories.data ?? []).map((c) => (
            <button key={c.Id} type="button" aria-pressed={categoryId === c.Id} onClick={() => onCategoryChange(c.Id)}>
              {c.Name}
            </button>
          ))}
        </Filters>
      )}
      {solutions.pending ? (
        <CardGridSkeleton count={6} min={280} height={300} />
      ) : solutions.error !== undefined ? (
        <SectionError what={t.failed} onRetry={solutions.retry} status={solutions.status} />
      ) : shown.length === 0 ? (
        <Empty
          description={t.empty}
          action={
            categoryId !== null ? (
              <Button variant="primary" onClick={() => onCategoryChange(null)}>
                {t.emptyAction}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <CardGrid $min={280} aria-label={t.list} part="solutions">
          {shown.map((s) => (
            <li key={s.Id}>
              <Card aria-labelledby={`solution-${s.Id}`}>
                {/* A render slice after the cards, in a box of the picture's size (as the brand list's logos). */}
                <Slice later placeholder={<span className="picture" />}>
                  <img src={media(s.ImageUrl)} alt="" loading="lazy" />
                </Slice>
                <div className="body">
                  <div className="meta">
                    <span>{s.Industry}</span>
                    {s.CategoryName ? <span>{s.CategoryName}</span> : null}
                  </div>
                  <CardHeading id={`solution-${s.Id}`}>{s.Title}</CardHeading>
                  <p>{s.Summary}</p>
                  <div className="actions">
                    <Button
                      size="sm"
                      aria-haspopup="dialog"
                      onClick={() => onOpenChange(s.Id)}
                      aria-describedby={`solution-${s.Id}`}
                    >
                      {t.view}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
      {openId !== null && !solutions.pending ? (
        <SolutionDialog key={openId} id={openId} title={open?.Title ?? t.title} onClose={() => onOpenChange(null)} />
      ) : null}
    </div>
  );
}
