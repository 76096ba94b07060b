import { chromium } from 'playwright-core';

/** Debian's Chromium with the flags of the browser tests (e2e/support/chromium.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
