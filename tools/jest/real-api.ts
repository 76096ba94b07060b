import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A data service for component tests (one copy for every app's tests). */
export interface RealApi {
  base: string;
  stop: () => Promise<void>;
}

const cli = join(__dirname, '../../mock-api/src/cli.js');

/**
 * The real mock-api on a free port, in its own process (json-server cannot load inside
 * jsdom), so component tests exercise the true HTTP calls, 404s included.
 */
export function startRealApi(): Promise<RealApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'component-test-api-'));
  const child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.stdout.destroy();
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      // SIGKILL: a graceful close would wait for jsdom's keep-alive sockets.
      child.kill('SIGKILL');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ base: match[1], stop });
    });
    child.once('exit', (code) => reject(new Error(`mock-api exited early (${code}): ${output}`)));
  });
}

/** A data service that is down: every call answers 503 (CORS allowed, so jsdom sees it). */
export function startFailingApi(): Promise<RealApi> {
  const server = createServer((request, response) => {
    // The preflight passes (a failed one would look like a network error, not a 503).
    response.writeHead(request.method === 'OPTIONS' ? 204 : 503, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Content-Type, X-Visitor-Id',
      'Content-Type': 'application/json',
      Connection: 'close',
    });
    response.end(request.method === 'OPTIONS' ? undefined : '{"error":"down"}');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        base: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
