/**
 * Carousel (WAI-ARIA carousel pattern): `role="region"` + `aria-roledescription="轮播"`, each slide a
 * `group` with `aria-roledescription="幻灯片"` and "n / total" label, previous/next buttons, dot
 * buttons, and a pause/play button.
 *
 * Auto-advance (default every 5 s) pauses while the pointer is over the carousel or focus is inside
 * it, stops for good when the user presses pause, and never starts when the user prefers reduced
 * motion. While rotating, the slide area is `aria-live="off"`; otherwise `polite`, so a manual change
 * is announced.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { controlReset, vars } from './theme';
import { prefersReducedMotion } from './utils';

export interface CarouselSlide {
  key: string;
  /** Slide content (image, banner). Images need their own alt text. */
  content: ReactNode;
  /** Short name, used in the dot button label. */
  label?: string;
}

export interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name, e.g. "首页横幅". */
  label: string;
  /** Auto-advance. Default true (off under reduced motion). */
  autoPlay?: boolean;
  /** Milliseconds per slide. Default 5000. */
  interval?: number;
  /** Height in px (slides fill it). Default 360. On narrow screens 45% of the width. */
  height?: number;
  /** Called when the visible slide changes. */
  onChange?: (index: number) => void;
  className?: string;
}

const Region = styled.section<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${(p) => p.$height}px;
  overflow: hidden;
  border-radius: ${vars.radiusCard};
  background: ${vars.bgSubtle};
  @media (max-width: 480px) {
    height: auto;
    aspect-ratio: 20 / 9;
  }
`;

const Track = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

const Slide = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${(p) => (p.$active ? 1 : 0)};
  visibility: ${(p) => (p.$active ? 'visible' : 'hidden')};
  transition:
    opacity 0.5s ease,
    visibility 0.5s;
  > * {
    width: 100%;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  ${controlReset}
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.45);
  color: #fff;
  transform: translateY(-50%);
  cursor: pointer;
  z-index: 2;
  &:hover {
    background: rgba(0, 0, 0, 0.65);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    box-shadow: 0 0 0 4px ${vars.primary};
  }
  /* On a phone the banner is ~150 px high and its words fill the middle: the arrows go to the bottom corners,
     beside the dots, where the artwork keeps a free strip, so they never cover the headline. */
  @media (max-width: 480px) {
    top: auto;
    bottom: 8px;
    ${(p) => p.$side}: 8px;
    width: 28px;
    height: 28px;
    transform: none;
  }
`;

const Controls = styled.div`
  position: absolute;
  left: 50%;
  bottom: 12px;
  display: flex;
  align-items: center;
  gap: 0;
  padding: 0 4px;
  border-radius: 12px;
  background: rgba(0, 0, 0, 0.35);
  transform: translateX(-50%);
  z-index: 2;
`;

/** A 24 × 24 px target (WCAG 2.2 target size) around the small visible dot. */
const Dot = styled.button`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 24px;
  cursor: pointer;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 4px;
    background: rgba(255, 255, 255, 0.6);
    transition: width 0.2s;
  }
  &[aria-current='true']::before {
    width: 20px;
    background: #fff;
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
    border-radius: 4px;
  }
`;

const PauseButton = styled.button`
  ${controlReset}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
  }
`;

/** A rotating banner. */
export function Carousel({
  slides,
  label,
  autoPlay = true,
  interval = 5000,
  height = 360,
  onChange,
  className,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(() => !autoPlay || prefersReducedMotion());
  const count = slides.length;
  const rotating = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [rotating, interval, count]);

  const reported = useRef(index);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (reported.current === index) return;
    reported.current = index;
    onChangeRef.current?.(index);
  }, [index]);

  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <Region
      aria-roledescription="轮播"
      aria-label={label}
      $height={height}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Track aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((s, i) => (
          <Slide
            key={s.key}
            role="group"
            aria-roledescription="幻灯片"
            aria-label={`${i + 1} / ${count}${s.label ? `：${s.label}` : ''}`}
            aria-hidden={i !== current ? true : undefined}
            inert={i !== current ? true : undefined}
            $active={i === current}
          >
            {s.content}
          </Slide>
        ))}
      </Track>
      {count > 1 ? (
        <>
          <Arrow type="button" $side="left" aria-label="上一张" onClick={() => go(current - 1)}>
            <ChevronLeftIcon size={18} />
          </Arrow>
          <Arrow type="button" $side="right" aria-label="下一张" onClick={() => go(current + 1)}>
            <ChevronRightIcon size={18} />
          </Arrow>
          <Controls>
            <PauseButton
              type="button"
              aria-label={stopped ? '开始自动播放' : '暂停自动播放'}
              onClick={() => setStopped((v) => !v)}
            >
              {stopped ? <PlayIcon size={12} /> : <PauseIcon size={12} />}
            </PauseButton>
            {slides.map((s, i) => (
              <Dot
                key={s.key}
                type="button"
                aria-label={`第 ${i + 1} 张${s.label ? `：${s.label}` : ''}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Controls>
        </>
      ) : null}
    </Region>
  );
}
