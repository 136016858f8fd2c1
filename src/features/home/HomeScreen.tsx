/**
 * `/home`: banners (`/api/Banners?type=1`) in an accessible carousel, entries into both catalogues,
 * featured solutions, displayed categories (and the full list on demand), brands (cached `$brands`),
 * displayed suppliers. Each section loads on its own: skeletons while loading, its own error with 重试.
 */
import { VisuallyHidden } from '../../ui/theme';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame } from '../shared/screen-frame';
import { Banners } from './Banners';
import { CatalogueEntries } from './CatalogueEntries';
import { Categories } from './Categories';
import { t } from './common';
import { FeaturedSolutions } from './FeaturedSolutions';
import { Brands, Suppliers } from './LogoSections';

export default function HomeScreen(_props: Partial<ScreenProps>) {
  return (
    <ScreenFrame>
      <VisuallyHidden as="h1">{t.title}</VisuallyHidden>
      <Banners />
      <CatalogueEntries />
      <FeaturedSolutions />
      <Categories />
      <Brands />
      <Suppliers />
    </ScreenFrame>
  );
}
