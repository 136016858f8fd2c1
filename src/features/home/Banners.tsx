/** The home page's banners (`/api/Banners?type=1`) in an accessible carousel, with its skeleton. */
import styled from 'styled-components';
import type { Banner } from '../../contract/catalogue';
import { Carousel } from '../../ui/carousel';
import { SkeletonBlock } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { SectionError } from '../shared/section-error';
import { useApiQuery } from '../shared/use-api-query';
import { HOME_URLS, t } from './common';

const Slide = styled(Link)`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  text-decoration: none;
  background: ${vars.primary};
  && {
    color: #fff;
  }
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: left center;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

/** The banner's place while it loads: the carousel's own size (320 px; 20:9 on narrow screens, src/ui/carousel). */
const BannerSkeleton = styled(SkeletonBlock)`
  height: 320px;
  border-radius: ${vars.radiusCard};
  @media (max-width: 480px) {
    height: auto;
    aspect-ratio: 20 / 9;
  }
`;

export function Banners() {
  const banners = useApiQuery<Banner[]>(HOME_URLS.banners);
  const media = useMediaUrl();
  if (banners.pending) return <BannerSkeleton aria-hidden="true" />;
  if (banners.error !== undefined)
    return <SectionError what={t.banners} onRetry={banners.retry} status={banners.status} />;
  const list = banners.data ?? [];
  if (list.length === 0) return null;
  return (
    <Carousel
      label={t.bannerLabel}
      height={320}
      slides={list.map((b, i) => ({
        key: String(b.Id),
        label: b.Title,
        content: (
          <Slide to={b.LinkUrl || '/home'} part="banner">
            {/* The artwork carries the banner's words; the alt text repeats them. The first banner is the
                page's largest paint: fetched first; the hidden others load lazily. */}
            <img
              src={media(b.ImageUrl)}
              alt={b.Subtitle ? `${b.Title}：${b.Subtitle}` : b.Title}
              width={1200}
              height={320}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </Slide>
        ),
      }))}
    />
  );
}
