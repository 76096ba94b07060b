/**
 * Debian's Chromium (apt-get install chromium) and its flags, for the browser tests
 * (e2e/support/chromium.ts) and the benchmark (bench/lib/browser.mjs); Playwright's own
 * download does not work here. CHROMIUM_PATH points elsewhere.
 */
const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

module.exports = { chromiumLaunchOptions };
