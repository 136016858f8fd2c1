/**
 * Lighthouse 12 (mobile: Moto G power viewport, simulated slow 4G and 4× CPU, its defaults) on storefront pages,
 * in the system Chromium (tests/browser/helpers.ts findChromium), median of `runs` by performance score.
 * bench/run.ts prints the table; the README shows the latest figures.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../tests/browser/helpers.js';

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** ms */
  lcp: number;
  cls: number;
  /** ms */
  fcp: number;
  /** ms */
  tbt: number;
  /** All performance scores, in run order. */
  scores: number[];
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

export async function lighthousePages(
  baseUrl: string,
  paths: readonly string[],
  runs = 3,
): Promise<LighthouseFigures[]> {
  const { path: chromePath } = await findChromium();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const out: LighthouseFigures[] = [];
    for (const p of paths) {
      const samples: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(baseUrl + p, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${p}`);
        const { categories, audits } = result.lhr;
        samples.push({
          path: p,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          scores: [],
        });
      }
      // The median run by performance score, reported whole (its LCP and CLS belong to it).
      const sorted = [...samples].sort((a, b) => a.performance - b.performance);
      const mid = sorted[Math.floor(sorted.length / 2)]!;
      out.push({ ...mid, scores: samples.map((s) => s.performance) });
    }
    return out;
  } finally {
    await chrome.kill();
  }
}
