/** The home page's featured solutions. */
import styled from 'styled-components';
import { Empty } from '../../ui/feedback';
import { VisuallyHidden, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { CardGrid, CardGridSkeleton, SectionHead } from '../shared/screen-frame';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { LaterSection, t } from './common';

const SolutionCard = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  text-decoration: none;
  background: ${vars.bg};
  && {
    color: ${vars.text};
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.bgSubtle};
  }
  .body {
    padding: 12px 14px 14px;
  }
  .industry {
    font-size: 12px;
    color: ${vars.primary};
  }
  strong {
    display: block;
    margin: 4px 0;
    font-size: 16px;
    line-height: 24px;
    overflow-wrap: anywhere;
  }
  .summary {
    font-size: 13px;
    line-height: 20px;
    color: ${vars.textSecondary};
    overflow-wrap: anywhere;
  }
  &:hover {
    box-shadow: ${vars.shadow};
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

export function FeaturedSolutions() {
  const solutions = useRouteQuery('GET /api/FeaturedSolutions');
  const media = useMediaUrl();
  return (
    <LaterSection aria-labelledby="home-solutions">
      <SectionHead>
        <h2 id="home-solutions">{t.featured}</h2>
        <Link to="/solution">
          {t.more}
          <VisuallyHidden>{t.featured}</VisuallyHidden>
        </Link>
      </SectionHead>
      {solutions.pending ? (
        <CardGridSkeleton count={3} min={260} />
      ) : solutions.error !== undefined ? (
        <SectionError what={t.featured} onRetry={solutions.retry} status={solutions.status} />
      ) : (solutions.data ?? []).length === 0 ? (
        <Empty compact description={t.noSolutions} />
      ) : (
        <CardGrid $min={260}>
          {(solutions.data ?? []).slice(0, 6).map((s) => (
            <li key={s.Id}>
              <SolutionCard to={`/solution?id=${s.Id}`}>
                <img src={media(s.ImageUrl)} alt="" loading="lazy" />
                <span className="body">
                  <span className="industry">{s.Industry}</span>
                  <strong>{s.Title}</strong>
                  <span className="summary">{s.Summary}</span>
                </span>
              </SolutionCard>
            </li>
          ))}
        </CardGrid>
      )}
    </LaterSection>
  );
}
