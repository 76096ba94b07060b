import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const site = 'http://localhost:3300';
const path = process.argv[2] || '/delivery/cake/3';
const context = await browser.newContext();
const page = await context.newPage();
await browser.startTracing(page, { path: '/tmp/exp/trace.json', categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
await page.goto(site + path, { waitUntil: 'load' });
await page.waitForTimeout(1500);
await browser.stopTracing();
const res = await page.evaluate(() => performance.getEntriesByType('resource').map(r => [r.name.replace(location.origin,''), Math.round(r.startTime), Math.round(r.responseEnd)]));
const paint = await page.evaluate(() => performance.getEntriesByType('paint').map(p => [p.name, Math.round(p.startTime)]));
console.log(paint); console.log(res.map(r => r.join(' ')).join('\n'));
const trace = JSON.parse(readFileSync('/tmp/exp/trace.json','utf8'));
const ev = trace.traceEvents;
const nav = ev.find(e => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
const t0 = nav ? nav.ts : ev[0].ts;
// main thread: find renderer main thread by CrRendererMain
const main = ev.find(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && ev.some(x => x.pid === e.pid && x.name === 'EvaluateScript'));
const tasks = ev.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && (e.name === 'RunTask' || e.name==='ThreadControllerImpl::RunTask') && e.dur > 3000);
for (const t of tasks) {
  const inner = ev.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && ['EvaluateScript','v8.compile','FunctionCall','ParseHTML','Layout','UpdateLayoutTree','Paint','v8.compileModule','EventDispatch','TimerFire','FireAnimationFrame','v8.evaluateModule','RunMicrotasks'].includes(e.name));
  const desc = inner.filter(e=>e.dur>2000).slice(0,4).map(e => e.name + ':' + Math.round(e.dur/1000) + (e.args?.data?.url ? '(' + e.args.data.url.split('/').pop() + ')' : '')).join(' ');
  console.log(Math.round((t.ts - t0)/1000), 'dur', Math.round(t.dur/1000), desc);
}
await browser.close();
