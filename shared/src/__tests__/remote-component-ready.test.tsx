import { act } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RemoteComponent, startRemoteLoad } from '../federation/remote-component';

jest.mock('../federation/remote-registry', () => ({
  loadRemoteModule: jest.fn(() => Promise.resolve({ default: () => <nav>Log in</nav> })),
}));

const navBar = (
  <RemoteComponent
    remote="auth"
    expose="./NavBar"
    loading={<p>Loading…</p>}
    failed={() => <p>Could not be shown</p>}
  />
);

test('a module whose code came first (startRemoteLoad) is drawn in its first commit, with no loading state', async () => {
  await startRemoteLoad('auth', './NavBar');
  const box = document.createElement('div');
  const root = createRoot(box);
  act(() => {
    // A Suspense round would commit the loading state first, and reveal the module later:
    // what the first commit drew is read before act() ends, as it flushes what follows.
    flushSync(() => root.render(navBar));
    expect(box.textContent).toBe('Log in');
  });
  act(() => root.unmount());
});
