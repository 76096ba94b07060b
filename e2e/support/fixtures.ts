import { test as base, expect } from '@playwright/test';

export const siteUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright with the global setup');
  return url;
};

export const standaloneUrl = (remote: 'DELIVERY' | 'DINING' | 'NIGHTLIFE' | 'CHECKOUT' | 'AUTH') => {
  const url = process.env[`E2E_STANDALONE_${remote}_URL`];
  if (!url) throw new Error(`E2E_STANDALONE_${remote}_URL is not set`);
  return url;
};

/**
 * `page` starts at the merged site; `pageErrors` collects uncaught errors so a spec can
 * assert that a journey ran clean.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  baseURL: async ({}, use) => use(siteUrl()),
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** A pattern that matches `text` literally (names with '.', '(' or '&'). */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A search result names its dish first, then ', ' and what tells it apart (place, price). */
export const dishOption = (name: string) => new RegExp(`^${literal(name)}, `);
