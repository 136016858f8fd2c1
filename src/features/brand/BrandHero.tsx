/**
 * The selected brand's banner, logo, name, description and story, and the box sizes its skeleton in ./BrandZone keeps
 * (the logo, the story's lines, the description's line).
 */
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BrandSummary } from '../../core/query';
import { Skeleton } from '../../ui/feedback';
import { Paragraphs } from '../../ui/paragraphs';
import { controlReset, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { brandStrings as t } from './strings';

/** The logo's box (px): a 184 × 80 logo shown 56 px high. */
export const LOGO = { width: 129, height: 56 } as const;
/** The story's line height and how many lines it shows before 展开全文 (px, lines). */
const STORY_LINE = 24;
export const STORY_LINES = 3;
/** The description's line height (px). */
export const DESC_LINE = 22;

export const Hero = styled.section`
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  overflow: hidden;
  background: ${vars.bg};
  .banner {
    display: block;
    width: 100%;
    aspect-ratio: 5 / 1;
    object-fit: cover;
    background: ${vars.primarySoft};
  }
  .head {
    display: flex;
    align-items: center;
    gap: 16px;
    padding: 16px 20px 0;
  }
  /* The logo's box is fixed, so the heading beside it has its place before the picture loads: a 184 × 80 logo (the
     seeded ones) fills it, its wordmark at about 28 px; a logo of another shape fits inside it, at the left. */
  .logo {
    flex: none;
    width: ${LOGO.width}px;
    height: ${LOGO.height}px;
    object-fit: contain;
    object-position: left center;
    border: 1px solid ${vars.divider};
    border-radius: 8px;
    background: #fff;
  }
  h1,
  h2.name {
    margin: 0;
    font-size: 24px;
    line-height: 32px;
    overflow-wrap: anywhere;
  }
  .count {
    font-size: 14px;
    color: ${vars.textSecondary};
  }
  .desc {
    margin: 12px 20px 0;
    color: ${vars.textSecondary};
    line-height: ${DESC_LINE}px;
    overflow-wrap: anywhere;
  }
  .story {
    margin: 16px 20px 20px;
    padding: 12px 16px;
    border-left: 3px solid ${vars.primary};
    background: ${vars.bgSubtle};
  }
  .story-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    height: ${STORY_LINE}px;
    margin-bottom: 8px;
  }
  .story h3 {
    margin: 0;
    font-size: 15px;
    line-height: ${STORY_LINE}px;
  }
  .story-toggle {
    ${controlReset}
    cursor: pointer;
    color: ${vars.primary};
    font-size: 13px;
    line-height: ${STORY_LINE}px;
  }
  .story-toggle:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
  /* The story shows its first lines in a box of a fixed height, the same box as its skeleton's: the products below
     never move when it arrives. Paragraphs are indented, not spaced, so the box ends between two lines. */
  .story-text {
    height: ${STORY_LINE * STORY_LINES}px;
    overflow: hidden;
  }
  .story-text.expanded {
    height: auto;
  }
  .story p {
    margin: 0;
    line-height: ${STORY_LINE}px;
    text-indent: 2em;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    .head {
      padding: 12px 12px 0;
    }
    .head {
      flex-wrap: wrap;
      gap: 12px;
    }
    h1,
    h2.name {
      font-size: 20px;
    }
    .desc,
    .story {
      margin-left: 12px;
      margin-right: 12px;
    }
  }
`;

/**
 * The brand's banner, logo, name and description (from the brand list) and its story (`/api/Brands/{id}`). Until the
 * detail arrives the banner's box and the story's box hold their place, so nothing below moves when it does (a brand
 * without a banner or a story then closes its box).
 */
export function BrandHero({ brand, headingLevel }: { brand: BrandSummary; headingLevel: 1 | 2 }) {
  const detail = useRouteQuery('GET /api/Brands/:id', { params: { id: brand.Id } });
  const media = useMediaUrl();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const info = detail.data;
  return (
    <Hero aria-labelledby={`brand-name-${brand.Id}`} part="brand">
      {info?.BannerUrl ? (
        <img className="banner" src={media(info.BannerUrl)} alt="" />
      ) : detail.pending ? (
        <div className="banner" aria-hidden="true" />
      ) : null}
      <div className="head">
        <img className="logo" src={media(brand.LogoUrl)} alt="" width={LOGO.width} height={LOGO.height} />
        <div>
          <Heading id={`brand-name-${brand.Id}`} className="name">
            {brand.Name}
          </Heading>
          <span className="count">{t.productCount(info?.ProductCount ?? brand.ProductCount)}</span>
        </div>
      </div>
      <p className="desc">{brand.Description}</p>
      {detail.pending ? (
        <div className="story">
          <div className="story-head">
            <h3>{t.story}</h3>
          </div>
          <div className="story-text">
            <Skeleton lines={STORY_LINES} />
          </div>
        </div>
      ) : detail.error !== undefined ? (
        <div className="story">
          <SectionError what={t.detailFailed} onRetry={detail.retry} status={detail.status} />
        </div>
      ) : info?.Story ? (
        <BrandStory id={`brand-story-${brand.Id}`} story={info.Story} />
      ) : null}
    </Hero>
  );
}

/** The story in its box of STORY_LINES lines; 展开全文 shows the rest when it is longer (at the current width). */
function BrandStory({ id, story }: { id: string; story: string }) {
  const text = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = text.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded]);
  return (
    <div className="story">
      <div className="story-head">
        <h3>{t.story}</h3>
        {overflows || expanded ? (
          <button
            type="button"
            className="story-toggle"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t.storyLess : t.storyMore}
          </button>
        ) : null}
      </div>
      <div id={id} ref={text} className={expanded ? 'story-text expanded' : 'story-text'}>
        <Paragraphs texts={story} />
      </div>
    </div>
  );
}
