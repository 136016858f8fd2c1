/** The cart region switcher: the user's `Regions`, named through `/api/Regions`. */
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $cartRegion, setCartRegion } from '../core/cart';
import { $session } from '../core/session';
import { $regions } from '../features/shared/regions';
import { Select } from '../ui/select';
import { VisuallyHidden } from '../ui/theme';
import { shellStrings as t } from './strings';

const Wrap = styled.label`
  display: inline-flex;
  align-items: center;
  min-width: 96px;
`;

export function RegionSwitcher() {
  const session = useStore($session);
  const region = useStore($cartRegion);
  const { data: names } = useStore($regions);
  const ids = session.user?.Regions ?? [];
  if (ids.length === 0) return null;
  const options = ids.map((id) => ({ value: id, label: names?.find((r) => r.Id === id)?.Name ?? `区域 ${id}` }));
  return (
    <Wrap part="region">
      <VisuallyHidden>{t.region.label}</VisuallyHidden>
      <Select
        size="sm"
        block={false}
        value={region}
        options={options}
        onChange={(e) => setCartRegion(Number(e.currentTarget.value))}
      />
    </Wrap>
  );
}
