import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RealApi {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The real mock-api in a child process on a free port with a throw-away data folder
 * (the jsdom environment lacks what Express needs in-process). jsdom's XHR reaches it
 * over real HTTP, CORS included.
 */
export function startRealApi(): Promise<RealApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'checkout-test-'));
  const cli = join(__dirname, '../../../mock-api/src/cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], stop });
    });
    child.once('exit', (code) => reject(new Error(`mock-api exited (${code}): ${output}`)));
  });
}
