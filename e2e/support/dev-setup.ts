import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The apps the dev specs edit: the shell and two remotes (one check that ids never clash). */
const devApps = ['shell', 'delivery-mfe', 'dining-mfe'];

/**
 * The dev servers `npm run dev` runs (scripts/lib/dev-stack.mjs), for `devApps`, on free
 * ports; E2E_DEV_<APP>_URL names each (E2E_DEV_SHELL_URL, E2E_DEV_DELIVERY_MFE_URL…).
 */
export default async function devSetup() {
  const devStack = pathToFileURL(join(__dirname, '../../scripts/lib/dev-stack.mjs')).href;
  const { startDevSite } = await import(devStack);
  const site: { urls: Record<string, string>; stop: () => Promise<void> } = await startDevSite(devApps);
  for (const [dir, url] of Object.entries(site.urls)) {
    process.env[`E2E_DEV_${dir.replace('-', '_').toUpperCase()}_URL`] = url;
  }
  return site.stop;
}
