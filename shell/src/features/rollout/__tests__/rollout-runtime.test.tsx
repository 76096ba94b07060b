import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { onRemoteEvent, parseRuntimeConfig, type RemoteEvent } from '@zomato/shared';
import type { RolloutFederation } from '../rollout-environment';
import { startRollout } from '../rollout-runtime';

/**
 * A canary that fails for a visitor (its entry, or a throw on render) is replaced
 * by the stable version at once, reported, and not given to that visitor again.
 */
const stable = '/mfe/delivery/aaaaaaaaaaaa/mf-manifest.json';
const canary = '/mfe/delivery/bbbbbbbbbbbb/mf-manifest.json';
const config = parseRuntimeConfig({
  apiBase: '/api',
  remotes: { delivery: stable },
  canaries: { delivery: { manifest: canary, percent: 100 } },
});

function fakeFederation(modules: Record<string, () => unknown>) {
  let entry = '';
  const federation: RolloutFederation = {
    registerPlugins: () => undefined,
    registerRemotes: (remotes) => {
      entry = remotes[0]?.entry ?? entry;
    },
    loadRemote: async <T,>() => {
      const make = modules[entry];
      if (!make) throw new Error(`${entry} failed to load`);
      return make() as T;
    },
  };
  return federation;
}

const events: RemoteEvent[] = [];
beforeAll(() => onRemoteEvent((event) => events.push(event)));
beforeEach(() => {
  events.length = 0;
  localStorage.clear();
});
const env = () => ({
  visitorId: 'visitor-1',
  location: { search: '', origin: 'http://localhost' },
  local: localStorage,
});

test('a canary entry that fails to load: the stable module, reported, and stable on the next load', async () => {
  const federation = fakeFederation({ [stable]: () => ({ default: 'stable' }) });
  const rollout = await startRollout(config, federation, env());
  expect(rollout.config.remotes.delivery).toBe(canary);
  rollout.runtime.registerRemotes([{ name: 'delivery', entry: canary }]);
  await expect(rollout.runtime.loadRemote('delivery/App')).resolves.toEqual({ default: 'stable' });
  expect(events).toContainEqual(
    expect.objectContaining({
      type: 'canary-fallback',
      remote: 'delivery',
      version: 'bbbbbbbbbbbb',
      stableVersion: 'aaaaaaaaaaaa',
    }),
  );
  expect((await startRollout(config, federation, env())).config.remotes.delivery).toBe(stable);
});

test('a canary component that throws on first render: the stable one renders instead', async () => {
  const Broken = () => {
    throw new Error('canary bug');
  };
  const Stable = () => <h1>stable section</h1>;
  const federation = fakeFederation({
    [canary]: () => ({ default: Broken }),
    [stable]: () => ({ default: Stable }),
  });
  const rollout = await startRollout(config, federation, env());
  rollout.runtime.registerRemotes([{ name: 'delivery', entry: canary }]);
  const module = (await rollout.runtime.loadRemote<{ default: ComponentType }>('delivery/App')) as {
    default: ComponentType;
  };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <Suspense fallback="loading">
      <module.default />
    </Suspense>,
  );
  expect(await screen.findByRole('heading', { name: 'stable section' })).toBeInTheDocument();
  expect(events).toContainEqual(expect.objectContaining({ type: 'canary-fallback', reason: 'render' }));
});

test('a visitor outside the canary bucket loads the stable version', async () => {
  const none = parseRuntimeConfig({ ...config, canaries: { delivery: { manifest: canary, percent: 0 } } });
  expect((await startRollout(none, fakeFederation({}), env())).config.remotes.delivery).toBe(stable);
});
