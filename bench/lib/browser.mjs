import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

/** Debian's Chromium with the flags of the browser tests (tools/chromium.cjs). */
const { chromiumLaunchOptions } = createRequire(import.meta.url)('../../tools/chromium.cjs');
export const chromiumPath = chromiumLaunchOptions.executablePath;
export const chromiumFlags = chromiumLaunchOptions.args;

export const launchBrowser = () => chromium.launch(chromiumLaunchOptions);

/**
 * A fresh visitor: a new context (empty cache and storage) at 1280 x 800 and its page, with
 * `init` run before the page's own scripts and the CPU slowed `cpuSlowdown` times.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {object} [options]
 * @param {(arg: any) => void} [options.init]    a probe, run in the page (page.addInitScript)
 * @param {unknown} [options.initArg]   what the probe is given
 * @param {number} [options.cpuSlowdown]  1: not slowed
 * @param {boolean} [options.javaScript]  false: a browser with JavaScript off
 */
export async function freshVisitor(browser, { init, initArg, cpuSlowdown = 1, javaScript = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  if (init) await page.addInitScript(init, initArg);
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  return { context, page };
}
