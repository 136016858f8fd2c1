/** What the home page's sections share: their addresses, their strings and the frame of a section below the fold. */
import styled from 'styled-components';
import { browseStrings } from './strings';

export const t = browseStrings.home;

/**
 * A section under the first screen (solutions, categories, brands, suppliers): laid out and painted when it nears
 * the viewport, not in the page's first layout (the swap from the static shell laid out all of /home in one long
 * pass). Until then it keeps the size it last had, 360px the first time; it stays in the
 * accessibility tree and in find-in-page. The containment clips painting at its edges, so an 8px margin outside the
 * grid keeps the cards' focus rings and shadows whole (the padding and negative margin leave the layout as it was).
 */
export const LaterSection = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
  padding: 0 8px 8px;
  margin: 0 -8px -8px;
`;
