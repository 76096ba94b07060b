import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteComponent, startRemoteLoad } from '../federation/remote-component';
import { loadRemoteModule } from '../federation/remote-registry';
import { SsrDataContext } from '../ssr/ssr-data';

jest.mock('../federation/remote-registry', () => ({ loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.Mock;

/** The section's boundary as hydration mounts it over the server's page. */
const hydratingSection = (
  <SsrDataContext value={{ entries: {}, hydrating: true }}>
    <RemoteComponent
      remote="delivery"
      expose="./App"
      loading={<p>Loading Delivery…</p>}
      failed={() => <p>Delivery could not be shown</p>}
      kept={(trouble) => (
        <button type="button" onClick={trouble.retry}>
          Retry Delivery
        </button>
      )}
    />
  </SsrDataContext>
);

test('a section whose code failed as hydration started is not asked for again until Retry', async () => {
  load.mockRejectedValueOnce(new Error('blocked'));
  await startRemoteLoad('delivery', './App');
  render(hydratingSection);

  // The boundary takes the early failure as its first attempt: the notice, and no second request.
  await screen.findByRole('button', { name: 'Retry Delivery' });
  expect(load).toHaveBeenCalledTimes(1);

  load.mockResolvedValueOnce({ default: () => <h1>Delivery</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry Delivery' }));
  expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('delivery', './App', true);
});
