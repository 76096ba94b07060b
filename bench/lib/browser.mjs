import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

/** Debian's Chromium with the flags of the browser tests (tools/chromium.cjs). */
const { chromiumLaunchOptions } = createRequire(import.meta.url)('../../tools/chromium.cjs');
export const chromiumPath = chromiumLaunchOptions.executablePath;
export const chromiumFlags = chromiumLaunchOptions.args;

export const launchBrowser = () => chromium.launch(chromiumLaunchOptions);
