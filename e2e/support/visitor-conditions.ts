import type { Page } from '@playwright/test';

/**
 * The conditions a visitor's first action is tried under: full CPU, a CPU 4x slower
 * (a mid-range phone) and a slow network (400 ms round trip, 400 kbit/s each way), set through
 * the DevTools protocol for the page's whole life.
 */
export interface VisitorCondition {
  name: string;
  key: string;
  /** Throttled: the test gets the longer timeout. */
  slow: boolean;
  apply: (page: Page) => Promise<void>;
}

const kbit = (count: number) => (count * 1000) / 8;

export const conditions: VisitorCondition[] = [
  { name: 'full CPU', key: 'full', slow: false, apply: async () => undefined },
  {
    name: 'CPU 4x slower',
    key: 'cpu4x',
    slow: true,
    apply: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    },
  },
  {
    name: 'slow network',
    key: 'slownet',
    slow: true,
    apply: async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: kbit(400),
        uploadThroughput: kbit(400),
      });
    },
  },
];

/**
 * Opens a page as a visitor does and returns as soon as the response starts: the test then
 * acts the moment its control is visible (Playwright's actionability), not once it is live.
 */
export async function actAt(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}
