/**
 * Featured solutions and a solution's detail.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FeaturedSolution, SolutionDetail } from '../../../src/contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { categories, products, solutions } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { productSummaries } from './products.js';

function toFeatured(r: { solution: typeof solutions.$inferSelect; categoryName: string | null }): FeaturedSolution {
  return {
    Id: r.solution.id,
    Title: r.solution.title,
    Summary: r.solution.summary,
    ImageUrl: r.solution.imageUrl,
    Industry: r.solution.industry,
    CategoryId: r.solution.categoryId,
    CategoryName: r.categoryName,
  };
}

export async function listFeaturedSolutions(db: Db): Promise<FeaturedSolution[]> {
  const rows = await db
    .select({ solution: solutions, categoryName: categories.name })
    .from(solutions)
    .leftJoin(categories, eq(categories.id, solutions.categoryId))
    .where(eq(solutions.featured, true))
    .orderBy(asc(solutions.sort), asc(solutions.id));
  return rows.map(toFeatured);
}

export async function getSolution(db: Db, id: number): Promise<SolutionDetail> {
  const [row] = await db
    .select({ solution: solutions, categoryName: categories.name })
    .from(solutions)
    .leftJoin(categories, eq(categories.id, solutions.categoryId))
    .where(eq(solutions.id, id))
    .limit(1);
  if (!row) throw notFound('解决方案不存在');
  // The products an operator chose for the solution (in their order), else its category's best sellers.
  const chosen = row.solution.productIds;
  const related = chosen.length
    ? (await productSummaries(db, inArray(products.id, chosen), 1, chosen.length)).sort(
        (a, b) => chosen.indexOf(a.Id) - chosen.indexOf(b.Id),
      )
    : row.solution.categoryId
      ? await productSummaries(db, eq(products.categoryId, row.solution.categoryId), 1, 12)
      : [];
  return { ...toFeatured(row), Body: row.solution.body, Products: related };
}

/* ------------------------------------------------------------------ showcase */
