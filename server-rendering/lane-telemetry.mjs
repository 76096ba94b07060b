import { randomBytes } from 'node:crypto';
import { dataServiceUrl } from '@zomato/serving/data-service-url';

/** The release a remote's config entry names (/mfe/<key>/<version>/mf-manifest.json); undefined for none. */
const versionIn = (entry) => /\/mfe\/[a-z]+\/([0-9a-f]+)\/mf-manifest\.json$/.exec(entry ?? '')?.[1];

/**
 * Lane troubles go to /telemetry like browser reports (mock-api/src/telemetry/schema.js), so
 * /status shows them per section version. Best effort: a report never holds a page up.
 */
export function laneTelemetry({ apiBase, runtimeConfig }) {
  const page = randomBytes(8).toString('hex');
  return ({ lane, outcome, reason }) => {
    const version = versionIn(runtimeConfig.remotes?.[lane]);
    const events = [{ type: 'server-render', remote: lane, outcome, reason, ...(version && { version }) }];
    fetch(dataServiceUrl(apiBase, '/telemetry'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page, events }),
      signal: AbortSignal.timeout(2000),
    }).catch(() => undefined);
  };
}
