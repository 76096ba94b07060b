import {
  expect,
  remoteFile,
  renderInBrowser,
  standaloneUrl,
  test,
  sectionTab,
  pageHeading,
  waitForHydration,
} from '../support/fixtures';
import type { Response } from '@playwright/test';

const sections = [
  { path: '/delivery', heading: 'Order Food Online In NCR Delhi' },
  { path: '/dinning', heading: 'Dine-Out Restaurants In NCR Delhi' },
  { path: '/nightlife', heading: 'NightLife Restaurants In NCR Delhi' },
  { path: '/cart', heading: /cart/i },
  // A new visitor's cart is empty: the payment page names no amount.
  { path: '/payment', heading: 'Your payment' },
  { path: '/login', heading: 'Log in' },
  { path: '/signup', heading: 'Sign up' },
];

test.describe('the federated frame', () => {
  for (const { path, heading } of sections) {
    test(`${path} renders its remote's content through the shell`, async ({ page, pageErrors }) => {
      await page.goto(path);
      await expect(pageHeading(page, heading).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'zomato home' })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  test('the tab bar follows the route: one red, underlined tab with its active icon', async ({ page }) => {
    await page.goto('/delivery');
    const tabs = page.getByRole('navigation', { name: 'Sections' }).getByRole('link');
    await expect(tabs).toHaveText(['Delivery', 'Nightlife', 'Dinning Out']);
    for (const [label, path, heading] of [
      ['Nightlife', '/nightlife', 'NightLife Restaurants In NCR Delhi'],
      ['Dinning Out', '/dinning', 'Dine-Out Restaurants In NCR Delhi'],
      ['Delivery', '/delivery', 'Order Food Online In NCR Delhi'],
    ] as const) {
      await tabs.filter({ hasText: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(pageHeading(page, heading)).toBeVisible();
      const active = tabs.and(page.locator('[aria-current="page"]'));
      await expect(active).toHaveCount(1);
      await expect(active).toHaveText(label);
      // The brand red (#cb202d) is 5.5:1 on white: label and border share it.
      await expect(active).toHaveCSS('color', 'rgb(203, 32, 45)');
      await expect(active).toHaveCSS('border-bottom-color', 'rgb(203, 32, 45)');
      await expect(active.locator('img')).toHaveAttribute('src', /-active\.[0-9a-f]{8}\.webp$/);
      const others = tabs.and(page.locator(':not([aria-current])'));
      await expect(others).toHaveCount(2);
      for (const other of await others.all()) {
        await expect(other).toHaveCSS('color', 'rgb(0, 0, 0)');
        await expect(other).toHaveCSS('border-bottom-color', 'rgba(0, 0, 0, 0)');
        await expect(other.locator('img')).toHaveAttribute('src', /-inactive\.[0-9a-f]{8}\.webp$/);
      }
    }
  });

  test('a store change made in a remote is seen by the shell: one store', async ({ page }) => {
    await page.goto('/delivery');
    const remoteCity = page.locator('main').getByLabel('City');
    await remoteCity.selectOption('Noida');
    await expect(page.getByTestId('top-bar-city')).toHaveValue('Noida');
    await page.getByTestId('top-bar-city').selectOption('Gurgaon');
    await expect(remoteCity).toHaveValue('Gurgaon');
  });

  test('React, React DOM, the router and the store are provided once, by the shell', async ({ page }) => {
    // Each remote script's body, read as it arrives (awaited below: a read still under way when the
    // test ends would fail it, and a script not read yet would go unchecked).
    const remoteScripts: Promise<string>[] = [];
    const readRemoteScript = (response: Response) => {
      if (response.url().includes('/mfe/') && response.url().endsWith('.js'))
        remoteScripts.push(response.text());
    };
    page.on('response', readRemoteScript);
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One page, its sections loaded into it: the tabs are followed in it once it is live (before,
    // each is a page load of its own, with a frame of its own).
    await waitForHydration(page);
    for (const tab of ['Nightlife', 'Dinning Out']) {
      await sectionTab(page, tab).click();
      await expect(page.getByRole('heading', { level: 1, name: /Restaurants In NCR Delhi/ })).toBeVisible();
    }
    const providers = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const seen: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              const entry = `${version}@${info.from}`;
              seen[name] = [...new Set([...(seen[name] ?? []), entry])];
            }
          }
        }
      }
      return seen;
    });
    // 'react-router' imports share the 'react-router-dom' singleton (tools/webpack/shared-deps.cjs).
    for (const name of ['react', 'react-dom', 'react-router-dom', 'zustand', '@zomato/shared']) {
      expect(providers[name], name).toHaveLength(1);
      expect(providers[name]?.[0], name).toMatch(/@shell$/);
    }
    page.off('response', readRemoteScript);
    expect(remoteScripts.length).toBeGreaterThan(0);
    for (const body of await Promise.all(remoteScripts)) {
      expect(body).not.toContain('reactContainer');
      expect(body).not.toContain('inside another <Router>');
    }
  });

  test('a remote whose entry is missing keeps its server page with a notice, then shows its fallback; the rest works, and Retry loads it', async ({
    page,
  }) => {
    await page.route(remoteFile('dining', 'mf-manifest.json').glob, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    const response = await page.goto('/dinning');
    const notice = page.getByRole('alert');
    if ((await response?.text())?.includes('id="ssr-data"')) {
      // Over the server's page, the section says it is not fully working and keeps that page.
      await expect(notice).toContainText('Dinning Out is not fully working right now');
      await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
    } else {
      // A page the browser draws (nginx's static page) has only the fallback to show.
      await expect(notice).toContainText('Dinning Out is unavailable right now');
    }
    await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('link', { name: 'Delivery' }).click();
    await expect(pageHeading(page, 'Order Food Online In NCR Delhi')).toBeVisible();
    await tabs.getByRole('link', { name: 'Nightlife' }).click();
    await expect(pageHeading(page, 'NightLife Restaurants In NCR Delhi')).toBeVisible();

    await tabs.getByRole('link', { name: 'Dinning Out' }).click();
    await expect(page.getByRole('alert')).toContainText('Dinning Out is unavailable');
    await page.unroute(remoteFile('dining', 'mf-manifest.json').glob);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(pageHeading(page, 'Dine-Out Restaurants In NCR Delhi')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  // A dot in the last segment is still a route (not a missing file) on both servers.
  for (const path of ['/no-such-page', '/foo.bar']) {
    test(`an unknown route (${path}) shows the 404 page with links to the sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This page is not on the menu' })).toBeVisible();
      for (const name of ['Delivery', 'Dinning Out', 'Nightlife']) {
        await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
      }
    });
  }

  test("a dotted id (/dinning/1.5) is dining's not-found state, inside the site", async ({ page }) => {
    await page.goto('/dinning/1.5');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(pageHeading(page, 'We could not find that place')).toBeVisible();
  });

  test('a malformed runtime config shows a page naming the bad key', async ({ page }) => {
    // The static page reads /config.json (a server-rendered one carries the config it was drawn with).
    await renderInBrowser(page);
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBase: '/api', remotes: { delivery: 42 } } }),
    );
    await page.goto('/delivery');
    await expect(page.getByRole('heading', { name: 'The site is misconfigured' })).toBeVisible();
    await expect(page.getByText('remotes.delivery', { exact: true })).toBeVisible();
  });
});

test.describe('each remote standalone, for QA', () => {
  const remotes = [
    ['DELIVERY', '/delivery', 'Order Food Online In NCR Delhi'],
    ['DINING', '/dinning', 'Dine-Out Restaurants In NCR Delhi'],
    ['NIGHTLIFE', '/nightlife', 'NightLife Restaurants In NCR Delhi'],
    ['CHECKOUT', '/cart', /cart/i],
    ['AUTH', '/login', 'Log in'],
  ] as const;
  for (const [remote, path, heading] of remotes) {
    test(`${remote.toLowerCase()} renders alone in its own frame`, async ({ page }) => {
      await page.goto(standaloneUrl(remote) + path);
      await expect(page.getByText('standalone', { exact: true })).toBeVisible();
      await expect(pageHeading(page, heading).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toHaveCount(0);
    });
  }
});
