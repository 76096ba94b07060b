import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use } from 'react';
import { loadRemoteOnce } from '@zomato/shared';
import { useLoadTrouble } from '../kept-server-html';
import { sectionLoad, sectionTroubleKey, startSectionLoad } from '../section-load';

jest.mock('@zomato/shared', () => ({ ...jest.requireActual('@zomato/shared'), loadRemoteOnce: jest.fn() }));
const load = loadRemoteOnce as jest.Mock;

/** What a section's boundary draws over the server's page while its routes have not loaded. */
function KeptSection() {
  return use(sectionLoad('delivery', { mount: 1, attempt: 0 }, true)).notFound;
}
function Notice() {
  const trouble = useLoadTrouble(sectionTroubleKey('delivery'));
  return trouble ? (
    <button type="button" onClick={trouble.retry}>
      Retry Delivery
    </button>
  ) : null;
}

test('a section whose code failed as hydration started is not asked for again until Retry', async () => {
  load.mockRejectedValueOnce(new Error('blocked'));
  await startSectionLoad('delivery');
  // Awaited: React's act settles a render that suspends on `use` only so.
  await act(async () => {
    render(
      <>
        <Notice />
        <Suspense fallback={<p>the server&apos;s page</p>}>
          <KeptSection />
        </Suspense>
      </>,
    );
  });

  // The boundary takes the early failure as its first attempt: the notice, and no second request.
  await screen.findByRole('button', { name: 'Retry Delivery' });
  expect(screen.getByText("the server's page")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  load.mockResolvedValueOnce({ routes: [], notFound: <h1>Delivery</h1> });
  await userEvent.click(screen.getByRole('button', { name: 'Retry Delivery' }));
  expect(await screen.findByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(load).toHaveBeenLastCalledWith('delivery', './App', 1);
  expect(screen.queryByRole('button', { name: 'Retry Delivery' })).not.toBeInTheDocument();
});
