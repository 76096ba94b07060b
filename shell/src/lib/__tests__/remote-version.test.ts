import { versionOfEntry } from '../remote-version';

it('reads the version from a released entry URL', () => {
  expect(versionOfEntry('/mfe/dining/a1b2c3d4e5f6/mf-manifest.json')).toBe('a1b2c3d4e5f6');
  expect(versionOfEntry('http://cdn.example/mfe/auth/v2.1/mf-manifest.json')).toBe('v2.1');
  expect(versionOfEntry('http://localhost:3001/mf-manifest.json')).toBeUndefined();
  expect(versionOfEntry(undefined)).toBeUndefined();
});
