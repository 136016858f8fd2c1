import { closeBrowser, launchBrowser, startStorefront } from '../tests/browser/helpers.js';
import { measureWidgets } from './widget-timing.js';
const tags = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 7);
const store = await startStorefront();
const browser = await launchBrowser();
try {
  const rows = await measureWidgets(browser, store.url, tags, RUNS, { floor: true });
  for (const r of rows) console.log(r.tag.padEnd(16), r.longTaskMs.toFixed(0).padStart(4), 'cpu', r.longTaskCpuMs.toFixed(0).padStart(4), 'runs', r.runs.join(' '));
} finally { await closeBrowser(); await store.close(); }
