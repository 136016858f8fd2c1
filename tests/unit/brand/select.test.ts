import { describe, expect, it } from 'vitest';
import { selectBrand } from '../../../src/features/brand/select';

const brands = [{ Id: 4 }, { Id: 7 }, { Id: 9 }];

describe('brand auto-selection', () => {
  it('selects the brand of the id when it exists', () => {
    expect(selectBrand(brands, 7)).toEqual({ Id: 7 });
    expect(selectBrand(brands, '9')).toEqual({ Id: 9 });
  });
  it('selects the first brand for a missing, unknown or malformed id', () => {
    expect(selectBrand(brands, undefined)).toEqual({ Id: 4 });
    expect(selectBrand(brands, 0)).toEqual({ Id: 4 });
    expect(selectBrand(brands, '0')).toEqual({ Id: 4 });
    expect(selectBrand(brands, '12abc')).toEqual({ Id: 4 });
    expect(selectBrand(brands, 999)).toEqual({ Id: 4 });
  });
  it('selects nothing before brands load or when there are none', () => {
    expect(selectBrand(undefined, 7)).toBeNull();
    expect(selectBrand([], 7)).toBeNull();
  });
});
