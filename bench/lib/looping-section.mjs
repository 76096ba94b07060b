import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../scripts/lib/stack.mjs';

const root = join(import.meta.dirname, '..', '..');
const heading = 'heading: "Order Food Online In NCR Delhi"';

/**
 * The site's files with a delivery release whose /delivery listing never stops rendering on the
 * server (a `for (;;)` where its heading is), released as a section team would (its digests
 * match, so the render server runs it). No renderer of its own: a render server is pointed at it.
 */
export async function startSiteWithLoopingSection({ apiUrl }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-looping-'));
  cpSync(join(root, 'delivery-mfe', 'dist'), dir, { recursive: true });
  const serverDir = join(dir, 'server');
  const file = readdirSync(serverDir).find((name) =>
    readFileSync(join(serverDir, name), 'utf8').includes(heading),
  );
  if (!file) throw new Error(`no server file of delivery-mfe holds ${heading}`);
  const source = readFileSync(join(serverDir, file), 'utf8');
  writeFileSync(join(serverDir, file), source.replace(heading, 'heading: (() => { for (;;) {} })()'));
  const stack = await startStack({
    port: 0,
    api: { url: apiUrl, stop: async () => undefined },
    remoteDirs: { delivery: dir },
    ssr: false,
  });
  return {
    url: stack.url,
    stop: async () => {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
