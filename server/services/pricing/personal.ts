/**
 * A company's view of a public catalogue answer: every online product summary in it (lists, search, detail,
 * brand zone, solution) that has a contract price for the company gets `ContractPrice`, `ListPrice` and the
 * engine's price at quantity 1 as `Price` (the lower of list and contract, as the public `Price` is the list price). The public answer itself (cached once for
 * every visitor) is never changed: this works on a copy, and the result is cached under the company's own key
 * (server/routes/catalogue-personal.ts).
 */
import { formatMoney } from '../money.js';
import { type PriceTier, unitPrice } from './engine.js';

interface SummaryLike {
  Id: number;
  Catalogue: string;
  Price: string | null;
  MinQuantity?: number;
  PriceTiers?: PriceTier[];
  ContractPrice?: string;
  ListPrice?: string;
}

const isSummary = (v: Record<string, unknown>): v is Record<string, unknown> & SummaryLike =>
  typeof v.Id === 'number' && v.Catalogue === 'online' && 'Price' in v && Array.isArray(v.PriceTiers);

/** Product ids of the online summaries in an answer. */
export function summaryIds(answer: unknown, into = new Set<number>()): Set<number> {
  if (Array.isArray(answer)) for (const v of answer) summaryIds(v, into);
  else if (answer && typeof answer === 'object') {
    const o = answer as Record<string, unknown>;
    if (isSummary(o)) into.add(o.Id);
    for (const v of Object.values(o)) if (v && typeof v === 'object') summaryIds(v, into);
  }
  return into;
}

/** The answer with the contract prices applied (mutates and returns the parsed copy it is given). */
export function applyContracts<T>(answer: T, contracts: ReadonlyMap<number, string>): T {
  if (contracts.size === 0) return answer;
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) visit(x);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (isSummary(o) && o.Price !== null) {
        const contract = contracts.get(o.Id);
        if (contract !== undefined) {
          const list = o.Price;
          o.ListPrice = list;
          o.ContractPrice = formatMoney(contract);
          // Like the public Price (the list price, quantity 1): the lower of list and contract.
          o.Price = unitPrice({ list, breaks: [], contract }, 1);
        }
      }
      for (const x of Object.values(o)) if (x && typeof x === 'object') visit(x);
    }
  };
  visit(answer);
  return answer;
}
