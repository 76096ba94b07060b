import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@zomato/shared';
import { renderAuthApp } from '../../../test-utils/render';
import { calls, resetFirebaseFake } from '../../../test-utils/firebase-fake';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

// Its own file: the SDK loader keeps its first result for the page's life.
it('says so when the site has no identity settings, and calls nothing', async () => {
  localStorage.clear();
  resetFirebaseFake();
  setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
  renderAuthApp('/signup');
  await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not set up on this site.');
  await waitFor(() => expect(calls).toEqual([]));
  expect(localStorage.getItem('userDetails')).toBeNull();
});
