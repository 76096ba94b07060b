import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInItem {
  id: number;
  name: string;
  [field: string]: unknown;
}

export interface DataStandIn {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A data service stand-in for a server-rendering test: every list path answers `items`,
 * and `<list>/<id>` the item with that id (404 when none), after `delayMs(path)` ms. The
 * server renders from it as it would from mock-api, so a spec controls names and timing.
 */
export async function startDataStandIn(
  items: StandInItem[],
  delayMs: (path: string) => number = () => 0,
): Promise<DataStandIn> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const id = /\/(\d+)$/.exec(path)?.[1];
    const body = id === undefined ? items : items.find((item) => item.id === Number(id));
    setTimeout(() => {
      res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body ?? {}));
    }, delayMs(path));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
