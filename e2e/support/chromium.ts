/** Debian's Chromium and the flags every browser run here uses (tools/chromium.cjs). */
export { chromiumLaunchOptions } from '../../tools/chromium.cjs';
