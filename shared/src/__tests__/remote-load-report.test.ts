import { onRemoteEvent, type RemoteEvent } from '../federation/remote-events';
import { measureRemoteLoad, reportBoundaryCatch, reportRendered } from '../federation/remote-load-report';

const manifest = '/mfe/dining/a1b2c3d4e5f6/mf-manifest.json';

describe('section health reports', () => {
  const seen: RemoteEvent[] = [];
  let stop: () => void;
  beforeAll(() => (stop = onRemoteEvent((event) => seen.push(event))));
  afterAll(() => stop());
  beforeEach(() => (seen.length = 0));

  it('times a load and its first render, once', async () => {
    await measureRemoteLoad('dining', './App', manifest, async () => ({ default: 'x' }));
    reportRendered('dining', './App');
    reportRendered('dining', './App');
    expect(seen.map((event) => [event.type, 'phase' in event ? event.phase : ''])).toEqual([
      ['load', 'module'],
      ['load', 'render'],
    ]);
  });

  it('attributes a render throw to the remote, as a render failure before its first render only', async () => {
    await measureRemoteLoad('nightlife', './App', manifest, async () => ({ default: 'x' }));
    reportBoundaryCatch('nightlife', './App', new Error('boom'));
    reportBoundaryCatch('nightlife', './App', new Error('again'));
    // Reported by the code loaded after a failure (remote-failure-phase.ts).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.filter((event) => event.type !== 'load')).toEqual([
      { type: 'error', remote: 'nightlife', source: 'boundary', message: 'Error: boom' },
      { type: 'load-failed', remote: 'nightlife', phase: 'render', reason: 'error' },
      { type: 'error', remote: 'nightlife', source: 'boundary', message: 'Error: again' },
    ]);
  });

  it('reports a failed load by the phase that failed (the manifest answering 500), and not again at the boundary', async () => {
    const fetchMock = jest.fn(async () => ({ status: 500, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const failure = new Error('RUNTIME-003: failed to get manifest');
    await expect(
      measureRemoteLoad('delivery', './App', manifest, () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    reportBoundaryCatch('delivery', './App', failure);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      { type: 'load-failed', remote: 'delivery', phase: 'manifest', reason: 'http', status: 500 },
    ]);
  });

  it('reports a failure whose phase is still being found at once, and once, when the page is hidden', async () => {
    let answer: (value: unknown) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const failure = new Error('RUNTIME-003: failed to get manifest');
    await expect(measureRemoteLoad('dining', './App', manifest, () => Promise.reject(failure))).rejects.toBe(
      failure,
    );
    // The manifest is being asked for again (its phase): the page is left meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([{ type: 'load-failed', remote: 'dining', phase: 'module', reason: 'error' }]);
    answer({ status: 500, json: async () => ({}) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
