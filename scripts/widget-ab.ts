/**
 * A/B of two builds' widget first render (scripts/widget-timing.ts), alternating loads in one run of one browser, so
 * both see the same machine load; which build goes first alternates by round (use an even AB_ROUNDS). Each folder is a copy of a `dist/demo` build (the server serves it as the store).
 *
 *   AB_ROUNDS=3 npx tsx scripts/widget-ab.ts /tmp/dist-before /tmp/dist-after b2b-cart-badge b2b-catalog …
 *
 * Prints per tag the median and the runs of the longest task (wall ms at 4× CPU) and of its CPU time.
 */
import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { measureWidgets } from './widget-timing.js';

const [a, b, ...tags] = process.argv.slice(2);
const rounds = Number(process.env.AB_ROUNDS ?? 3);
const sa = await startStorefront({ staticDir: a });
const sb = await startStorefront({ staticDir: b });
const browser = await launchBrowser('visitor');
const res: Record<string, { a: number[]; b: number[]; ca: number[]; cb: number[] }> = {};
for (let r = 0; r < rounds; r++) {
  for (const tag of tags) {
    res[tag] ??= { a: [], b: [], ca: [], cb: [] };
    // Which build loads first alternates: the second load of a pair ran slower (the first one's context still
    // closing), which made an unchanged widget look slower in B.
    const first = r % 2 === 0 ? sa : sb;
    const second = r % 2 === 0 ? sb : sa;
    const [r1] = await measureWidgets(browser, first.url, [tag], 1);
    const [r2] = await measureWidgets(browser, second.url, [tag], 1);
    const [ra, rb] = r % 2 === 0 ? [r1, r2] : [r2, r1];
    res[tag].a.push(Math.round(ra!.longTaskMs));
    res[tag].b.push(Math.round(rb!.longTaskMs));
    res[tag].ca.push(Math.round(ra!.longTaskCpuMs));
    res[tag].cb.push(Math.round(rb!.longTaskCpuMs));
  }
}
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
for (const [tag, { a: xa, b: xb, ca, cb }] of Object.entries(res))
  console.log(
    `${tag.padEnd(16)} wall A ${med(xa)} (${xa.join(', ')})  B ${med(xb)} (${xb.join(', ')})   cpu A ${med(ca)} (${ca.join(', ')})  B ${med(cb)} (${cb.join(', ')})`,
  );
await closeBrowser();
await sa.close();
await sb.close();
process.exit(0);
