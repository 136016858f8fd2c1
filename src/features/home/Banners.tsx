/**
 * The home page's banners (`/api/Banners?type=1`) in an accessible carousel, with its skeleton. The picture
 * carries no words: the heading, subtitle and button are text drawn over it (read by screen readers and search,
 * translated with the page, sharp at any width, and changed by the console at once).
 */
import styled from 'styled-components';
import { Carousel } from '../../ui/carousel';
import { SkeletonBlock } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { SectionError } from '../shared/section-error';
import { useRouteQuery } from '../shared/use-route-query';
import { t } from './common';

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
    /* The artwork's motif is on the right; the words sit over its plain left side. */
    object-position: right center;
  }
  /* A shade under the words, so they stay legible over any uploaded picture. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgba(0, 0, 0, 0.42) 0%, rgba(0, 0, 0, 0.22) 50%, rgba(0, 0, 0, 0) 75%);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

/** The words: left, in the upper part, clear of the controls strip at the bottom (arrows and dots). */
const Copy = styled.div`
  position: absolute;
  z-index: 1;
  left: 6%;
  top: 0;
  bottom: 52px;
  max-width: 56%;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 12px;
  text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);
  @media (max-width: 480px) {
    left: 16px;
    right: 16px;
    top: 12px;
    bottom: 44px;
    max-width: none;
    gap: 6px;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 36px;
  line-height: 1.25;
  font-weight: 600;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  @media (max-width: 480px) {
    font-size: 18px;
  }
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 18px;
  line-height: 1.5;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  @media (max-width: 480px) {
    font-size: 13px;
    -webkit-line-clamp: 1;
  }
`;

/** Looks like a button; the whole banner is the one link (no control inside a link). */
const ButtonLook = styled.span`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 20px;
  border-radius: 20px;
  background: #fff;
  color: ${vars.primary};
  font-size: 16px;
  font-weight: 600;
  text-shadow: none;
  @media (max-width: 480px) {
    height: 28px;
    padding: 0 12px;
    font-size: 13px;
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
  const banners = useRouteQuery('GET /api/Banners', { query: { type: 1 } });
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
            {/* The picture has no words (the text below says them), so its alt is empty. The first banner is
                the page's largest paint: fetched first; the hidden others load lazily. */}
            <img
              src={media(b.ImageUrl)}
              alt=""
              width={1200}
              height={320}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <Copy>
              <Heading>{b.Title}</Heading>
              {b.Subtitle ? <Subtitle>{b.Subtitle}</Subtitle> : null}
              {b.ButtonText ? <ButtonLook>{b.ButtonText}</ButtonLook> : null}
            </Copy>
          </Slide>
        ),
      }))}
    />
  );
}
