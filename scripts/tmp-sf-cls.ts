import { launchBrowser, closeBrowser, startStorefront } from '../tests/browser/helpers.js';
const paths = process.argv.slice(2);
const store = await startStorefront();
const browser = await launchBrowser();
for (const path of paths) for (const width of [1280, 375]) for (const delay of [2500]) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
  await context.addInitScript(`window.__s=[];new PerformanceObserver((l)=>{for(const e of l.getEntries()) if(!e.hadRecentInput) window.__s.push(Math.round(e.value*10000)/10000 + '@' + Math.round(e.startTime) + ':' + e.sources.map((s)=>Math.round(s.previousRect.y)+'>'+Math.round(s.currentRect.y)+'x'+Math.round(s.previousRect.x)+'>'+Math.round(s.currentRect.x)+'h'+Math.round(s.previousRect.height)+'>'+Math.round(s.currentRect.height)+'w'+Math.round(s.currentRect.width)).join(','))}).observe({type:'layout-shift',buffered:true});`);
  const page = await context.newPage();
  if (delay) await page.route(new RegExp(process.env.SLOW ?? "/api/"), async (route) => { await new Promise((r) => setTimeout(r, delay)); await route.continue(); });
  await page.goto(`${store.url}${path}`);
  await page.waitForTimeout(delay + 3000);
  console.log(path, width, delay, JSON.stringify(await page.evaluate('window.__s')));
  await context.close();
}
await closeBrowser(); await store.close();
