import { chromium } from '@playwright/test';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { chromiumLaunchOptions } = require('/work/main/tools/chromium.cjs');
const url = process.argv[2] ?? 'http://localhost:3000/delivery';
const cpu = Number(process.argv[3] ?? 1);
const runs = Number(process.argv[4] ?? 4);
const browser = await chromium.launch(chromiumLaunchOptions);
const init = () => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
};
for (let i = 0; i < runs; i++) {
  for (const js of i % 2 ? [false, true] : [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled: js });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(init);
    const t0 = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('main a[data-testid="item-card"]').first().waitFor({ state: 'visible' });
    const shown = Math.round(performance.now() - t0);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const r = await cdp.send('Runtime.evaluate', { returnByValue: true, expression: `JSON.stringify({fcp: performance.getEntriesByType('paint').map(p=>p.name+':'+Math.round(p.startTime)), lt: window.__lt, nav: (({responseEnd, domInteractive, domContentLoadedEventEnd})=>({responseEnd:Math.round(responseEnd), domInteractive:Math.round(domInteractive), dcl:Math.round(domContentLoadedEventEnd)}))(performance.getEntriesByType('navigation')[0]), marks: performance.getEntriesByType('mark').map(m=>m.name+':'+Math.round(m.startTime)).join(' '), scripts: performance.getEntriesByType('resource').filter(r=>r.initiatorType==='script'||r.name.endsWith('.js')).map(r=>r.name.split('/').pop()+':'+Math.round(r.startTime)+'-'+Math.round(r.responseEnd)).join(' ')})` });
    console.log(js ? 'ON ' : 'OFF', 'shown', shown, r.result.value);
    await context.close();
  }
}
await browser.close();
