import { ConfigError, loadRuntimeConfig, parseRuntimeConfig } from '../index';

const valid = {
  apiBase: '/api/',
  remotes: { delivery: '/mfe/delivery/mf-manifest.json', auth: 'http://localhost:3005/mf-manifest.json' },
};

function badKey(input: unknown): string {
  try {
    parseRuntimeConfig(input);
  } catch (error) {
    if (error instanceof ConfigError) return error.key;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseRuntimeConfig', () => {
  it('accepts a good config and trims the trailing slash of apiBase', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.apiBase).toBe('/api');
    expect(config.remotes.delivery).toBe('/mfe/delivery/mf-manifest.json');
  });

  it.each([
    ['a non-object', [], '(root)'],
    ['a missing apiBase', { remotes: {} }, 'apiBase'],
    ['an apiBase that is not a URL', { apiBase: 'api', remotes: {} }, 'apiBase'],
    ['remotes as a list', { apiBase: '/api', remotes: [] }, 'remotes'],
    ['an unknown remote', { apiBase: '/api', remotes: { payments: '/x.json' } }, 'remotes.payments'],
    ['a remote URL that is a number', { apiBase: '/api', remotes: { dining: 3 } }, 'remotes.dining'],
    ['a remote URL with spaces', { apiBase: '/api', remotes: { dining: '/a b.json' } }, 'remotes.dining'],
    [
      'firebase without projectId',
      { apiBase: '/api', firebase: { apiKey: 'k', authDomain: 'd' } },
      'firebase.projectId',
    ],
    [
      'a bad emulator URL',
      { apiBase: '/api', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p', emulatorUrl: 'x' } },
      'firebase.emulatorUrl',
    ],
  ])('names the bad key for %s', (_label, input, key) => {
    expect(badKey(input)).toBe(key);
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => document.getElementById('runtime-config')?.remove());
  const carry = (text: string) => {
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'runtime-config',
    });
    script.textContent = text;
    document.body.append(script);
  };

  it('reads the config the server-rendered page carries, with no request', async () => {
    const fetching = jest.fn();
    globalThis.fetch = fetching as unknown as typeof fetch;
    carry(JSON.stringify(valid));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBase: '/api' });
    expect(fetching).not.toHaveBeenCalled();
  });

  it('checks it as the file: a bad one is a ConfigError naming its key', async () => {
    carry(JSON.stringify({ ...valid, remotes: { nope: '/x.json' } }));
    await expect(loadRuntimeConfig()).rejects.toMatchObject({ key: 'remotes.nope' });
    document.getElementById('runtime-config')?.remove();
    carry('{');
    await expect(loadRuntimeConfig()).rejects.toBeInstanceOf(ConfigError);
  });

  it('fetches /config.json on a page that carries none (the static page)', async () => {
    const fetching = jest.fn(async () => ({ ok: true, json: async () => valid }));
    globalThis.fetch = fetching as unknown as typeof fetch;
    await expect(loadRuntimeConfig()).resolves.toMatchObject({ apiBase: '/api' });
    expect(fetching).toHaveBeenCalledWith('/config.json');
  });
});
