/**
 * Product images: the selected image large, thumbnails as buttons below. Keyboard: Tab to the thumbnails,
 * ←/→ (and Home/End) move the selection and the focus; the selection is announced through aria-current.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { productThumbnailUrl } from '../../contract/media';
import { focusRing, vars } from '../../ui/theme';
import { useMediaUrl } from '../shared/media';
import { productStrings as pt } from './strings';

export interface GalleryProps {
  images: readonly string[];
  /** The product name (alt text). */
  name: string;
}

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Main = styled.div`
  aspect-ratio: 1 / 1;
  max-height: 460px;
  border: 1px solid ${vars.divider};
  border-radius: ${vars.radiusCard};
  background: ${vars.bgSubtle};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  overflow-x: auto;
  padding: 2px;
  button {
    flex: 0 0 64px;
    width: 64px;
    height: 64px;
    padding: 0;
    border: 2px solid ${vars.divider};
    border-radius: 6px;
    background: ${vars.bg};
    cursor: pointer;
    overflow: hidden;
    ${focusRing}
  }
  button[aria-current='true'] {
    border-color: ${vars.primary};
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export function Gallery({ images, name }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const media = useMediaUrl();
  const pictures = images.length > 0 ? images : [''];
  const list = pictures.map((src) => media(src));
  const current = Math.min(index, list.length - 1);

  const move = (next: number) => {
    const i = (next + list.length) % list.length;
    setIndex(i);
    buttons.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: list.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <Wrap aria-label={pt.gallery} part="gallery">
      <Main>
        {list[current] ? (
          <img src={list[current]} alt={`${name}（${pt.thumbnail(current + 1, list.length)}）`} />
        ) : null}
      </Main>
      {list.length > 1 ? (
        <Thumbs role="group" aria-label={pt.gallery} onKeyDown={onKeyDown}>
          {list.map((src, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may appear twice; a thumbnail's place is its identity
              key={`${src}-${i}`}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              aria-current={i === current}
              aria-label={pt.thumbnail(i + 1, list.length)}
              onClick={() => setIndex(i)}
              onMouseEnter={() => setIndex(i)}
            >
              <img src={media(productThumbnailUrl(pictures[i]!))} alt="" loading="lazy" />
            </button>
          ))}
        </Thumbs>
      ) : null}
    </Wrap>
  );
}
