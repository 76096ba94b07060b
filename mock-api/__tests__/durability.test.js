const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { startApi, startCli, sampleLine } = require('./api-harness');

// Real processes and 200 requests: generous limits so a busy machine does not fail them.
jest.setTimeout(60000);

describe('nothing lost', () => {
  it('200 concurrent cart writes from 10 visitors end in exactly the expected lines', async () => {
    const api = await startApi();
    try {
      const visitors = Array.from({ length: 10 }, (_, index) => `visitor-load-${index}`);
      const dishes = ['Dosa', 'Momos', 'Kulfi', 'Chole'];
      // Each visitor posts each dish 5 times, all at once: 10 x 4 x 5 = 200 writes.
      const writes = visitors.flatMap((visitor) =>
        dishes.flatMap((name) =>
          Array.from({ length: 5 }, () =>
            api.call('POST', '/cart', { visitor, body: { ...sampleLine, name } }),
          ),
        ),
      );
      expect(writes).toHaveLength(200);
      const results = await Promise.all(writes);
      expect(results.every((result) => result.status === 200 || result.status === 201)).toBe(true);
      for (const visitor of visitors) {
        const { json } = await api.call('GET', '/cart', { visitor });
        expect(json.map((entry) => [entry.name, entry.quantity]).sort()).toEqual(
          dishes.map((name) => [name, 5]).sort(),
        );
      }
      const onDisk = JSON.parse(readFileSync(join(api.dataDir, 'cart.json'), 'utf8'));
      expect(onDisk.lines).toHaveLength(40);
    } finally {
      await api.stop();
    }
  });

  it('a SIGKILL in the middle of a write loop leaves a whole file holding every acknowledged write', async () => {
    const { base, child, dataDir, stop } = await startCli();
    try {
      const acknowledged = [];
      let killed = false;
      const loop = (async () => {
        for (let index = 0; index < 1000 && !killed; index += 1) {
          const name = `Dish ${index}`;
          try {
            const response = await fetch(`${base}/cart`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'X-Visitor-Id': 'visitor-kill-1' },
              body: JSON.stringify({ ...sampleLine, name }),
            });
            if (response.status === 201) acknowledged.push(name);
          } catch {
            break; // the server is gone
          }
        }
      })();
      await new Promise((resolve) => {
        const timer = setInterval(() => {
          if (acknowledged.length >= 40) {
            clearInterval(timer);
            resolve();
          }
        }, 5);
      });
      killed = true;
      child.kill('SIGKILL');
      await loop;
      const saved = JSON.parse(readFileSync(join(dataDir, 'cart.json'), 'utf8'));
      const names = new Set(saved.lines.map((entry) => entry.name));
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      for (const name of acknowledged) expect(names.has(name)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      stop();
    }
  });
});
