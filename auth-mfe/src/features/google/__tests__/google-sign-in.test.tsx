import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, renderModalHarness, resetAuthState } from '../../../test-utils/render';
import { calls, googleUser, popup, resetFirebaseFake } from '../../../test-utils/firebase-fake';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

const stored = () => JSON.parse(localStorage.getItem('userDetails') ?? 'null') as unknown;

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
});

describe('Continue with Google', () => {
  it('signs in with the Google provider on the emulator, stores providerData[0], does not navigate', async () => {
    popup.result = { user: { uid: 'firebase-uid', providerData: [googleUser, { providerId: 'other' }] } };
    renderAuthApp('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Signed in as Asha Rao.')).toBeInTheDocument();
    expect(calls).toEqual(['emulator http://127.0.0.1:9099', 'popup google.com']);
    expect(stored()).toEqual(googleUser);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it.each([
    ['auth/popup-closed-by-user', 'Google sign-in was closed before it finished.'],
    ['auth/cancelled-popup-request', 'Google sign-in was closed before it finished.'],
    [
      'auth/popup-blocked',
      'The browser blocked the Google window. Allow pop-ups for this site and try again.',
    ],
    ['auth/network-request-failed', 'Google sign-in is unavailable right now. Please try again later.'],
    ['auth/internal-error', 'Google sign-in is unavailable right now. Please try again later.'],
    ['auth/user-disabled', 'Google sign-in failed. Please try again.'],
  ])('%s shows "%s" and changes nothing else', async (code, message) => {
    localStorage.setItem('userDetails', JSON.stringify({ displayName: 'Earlier' }));
    popup.error = { code };
    renderModalHarness('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Open the modal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(stored()).toEqual({ displayName: 'Earlier' });
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/delivery');
  });
});
