/**
 * The price engine's rule (server/services/pricing/engine.ts) for every combination: no tiers / tiers,
 * no contract / a contract above, between or below the tiers, at quantities below, on and above each break;
 * the next break a cart line shows; the tier table buyers see; the operator's tier rules.
 */
import { describe, expect, it } from 'vitest';
import {
  contractApplies,
  nextBreak,
  type PriceBasis,
  tierProblem,
  tierTable,
  unitPrice,
} from '../../server/services/pricing/engine.js';
import { applyContracts, summaryIds } from '../../server/services/pricing/personal.js';

const breaks = [
  { MinQuantity: 500, Price: '23.00' },
  { MinQuantity: 100, Price: '24.50' },
];
const tiered = (contract: string | null = null): PriceBasis => ({ list: '25.80', breaks, contract });

describe('given a list price only', () => {
  const basis: PriceBasis = { list: '25.8', breaks: [] };
  it('charges the list price at any quantity, with no tier table and no next break', () => {
    for (const q of [1, 99, 100, 10_000]) expect(unitPrice(basis, q)).toBe('25.80');
    expect(tierTable(basis.list, basis.breaks)).toEqual([]);
    expect(nextBreak(basis, 1)).toBeNull();
    expect(contractApplies(basis, 1)).toBe(false);
  });
});

describe('given 阶梯价 1–99 ¥25.80, 100–499 ¥24.50, ≥ 500 ¥23.00', () => {
  it('charges the price of the highest break reached', () => {
    const at = (q: number) => unitPrice(tiered(), q);
    expect([at(1), at(99), at(100), at(499), at(500), at(5000)]).toEqual([
      '25.80',
      '25.80',
      '24.50',
      '24.50',
      '23.00',
      '23.00',
    ]);
  });
  it('shows the table from 1 in quantity order', () => {
    expect(tierTable('25.8', breaks)).toEqual([
      { MinQuantity: 1, Price: '25.80' },
      { MinQuantity: 100, Price: '24.50' },
      { MinQuantity: 500, Price: '23.00' },
    ]);
  });
  it('names the next break of a line (再买 20 顶享 ¥24.50)', () => {
    expect(nextBreak(tiered(), 80)).toEqual({ MinQuantity: 100, Price: '24.50' });
    expect(nextBreak(tiered(), 100)).toEqual({ MinQuantity: 500, Price: '23.00' });
    expect(nextBreak(tiered(), 500)).toBeNull();
  });
});

describe('given a 协议价 with the tiers', () => {
  it('below every tier: the contract price at every quantity, and no next break', () => {
    const basis = tiered('22');
    for (const q of [1, 100, 500]) expect(unitPrice(basis, q)).toBe('22.00');
    expect(contractApplies(basis, 1)).toBe(true);
    expect(nextBreak(basis, 1)).toBeNull();
  });
  it('between tiers: the contract until a tier is cheaper, then the tier', () => {
    const basis = tiered('24.00');
    expect(unitPrice(basis, 1)).toBe('24.00');
    expect(unitPrice(basis, 100)).toBe('24.00');
    expect(unitPrice(basis, 500)).toBe('23.00');
    expect(contractApplies(basis, 499)).toBe(true);
    expect(contractApplies(basis, 500)).toBe(false);
    // The 100 break does not lower a contract of 24.00; the 500 one does.
    expect(nextBreak(basis, 1)).toEqual({ MinQuantity: 500, Price: '23.00' });
  });
  it('above the list price: never more than a visitor pays', () => {
    const basis = tiered('30.00');
    expect(unitPrice(basis, 1)).toBe('25.80');
    expect(unitPrice(basis, 100)).toBe('24.50');
    expect(contractApplies(basis, 1)).toBe(false);
  });
  it('without tiers: the contract price', () => {
    expect(unitPrice({ list: '100.00', breaks: [], contract: '88.8' }, 3)).toBe('88.80');
  });
});

describe('the operator tier rules', () => {
  it('accept falling prices on distinct quantities above 1', () => {
    expect(tierProblem('25.80', breaks)).toBeNull();
  });
  it('refuse a break at 1, a repeated quantity, and a price not below the one before', () => {
    expect(tierProblem('25.80', [{ MinQuantity: 1, Price: '20.00' }])).toMatch(/大于 1/);
    expect(
      tierProblem('25.80', [
        { MinQuantity: 100, Price: '24.00' },
        { MinQuantity: 100, Price: '23.00' },
      ]),
    ).toMatch(/重复/);
    expect(tierProblem('25.80', [{ MinQuantity: 100, Price: '25.80' }])).toMatch(/低于上一档/);
    expect(
      tierProblem('25.80', [
        { MinQuantity: 100, Price: '24.00' },
        { MinQuantity: 500, Price: '24.50' },
      ]),
    ).toMatch(/500/);
  });
});

describe('a company view of a public answer', () => {
  const answer = () => ({
    Items: [
      { Id: 1, Catalogue: 'online', Price: '25.80', PriceTiers: [], MinQuantity: 1 },
      { Id: 2, Catalogue: 'online', Price: '10.00', PriceTiers: [], MinQuantity: 1 },
      { Id: 3, Catalogue: 'consultation', Price: null, PriceTiers: [], MinQuantity: 1 },
    ],
    Total: 3,
  });
  it('finds the online products and marks only those with a contract', () => {
    expect([...summaryIds(answer())]).toEqual([1, 2]);
    const view = applyContracts(answer(), new Map([[1, '20']]));
    expect(view.Items[0]).toMatchObject({ Price: '20.00', ContractPrice: '20.00', ListPrice: '25.80' });
    expect(view.Items[1]).not.toHaveProperty('ContractPrice');
    expect(view.Items[2]).not.toHaveProperty('ContractPrice');
  });
});
