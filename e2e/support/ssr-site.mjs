/**
 * One more site in a process of its own (e2e/support/ssr-stack.ts): a render server keeps
 * process-wide federation state (the loaded remotes), as in production, where each render
 * server is its own process; two sites in one process would share it.
 * Reads its options from SSR_SITE (JSON: { apiUrl, remoteDirs }), prints the URL and its
 * site root (for releases, deploy/cli.mjs), and stops on SIGTERM.
 */
import { startStack } from '../../scripts/lib/stack.mjs';

const { apiUrl, remoteDirs } = JSON.parse(process.env.SSR_SITE ?? '{}');
const stack = await startStack({
  port: 0,
  api: { url: apiUrl, stop: async () => undefined },
  remoteDirs,
});
console.log(`site ${stack.url} ${stack.siteRoot}`);
process.on('SIGTERM', () => stack.stop().then(() => process.exit(0)));
