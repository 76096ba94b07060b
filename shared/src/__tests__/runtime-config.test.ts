import { ConfigError, parseRuntimeConfig } from '../index';

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
