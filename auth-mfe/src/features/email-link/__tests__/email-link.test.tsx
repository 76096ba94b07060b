import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, emailLink, linkUser, resetFirebaseFake, session } from '../../../test-utils/firebase-fake';
import { renderAuthApp, resetAuthState } from '../../../test-utils/render';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const link = '/login?next=%2Fdelivery&mode=signIn&oobCode=CODE1&apiKey=fake-api-key&lang=en';

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
});

describe('Login Here: the email sign-in link', () => {
  it('sends the link, says where it went and where the emulator keeps it, remembers who asked', async () => {
    renderAuthApp('/login');
    await userEvent.type(screen.getByLabelText('Full Name'), ' Asha Rao ');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login Here' }));
    const status = await screen.findByText(/We sent a sign-in link to/);
    expect(status).toHaveTextContent('We sent a sign-in link to asha@example.com.');
    const inbox = 'http://127.0.0.1:9099/emulator/v1/projects/demo-zomato-ncr/oobCodes';
    expect(screen.getByRole('link', { name: inbox })).toHaveAttribute('href', inbox);
    expect(emailLink.sent).toEqual([
      {
        email: 'asha@example.com',
        settings: { url: 'http://localhost/login?next=%2F', handleCodeInApp: true },
      },
    ]);
    expect(stored('emailForSignIn')).toEqual({ email: 'asha@example.com', fullName: 'Asha Rao' });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('a failed send says so and remembers nothing', async () => {
    emailLink.error = { code: 'auth/network-request-failed' };
    renderAuthApp('/login');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login Here' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email sign-in is unavailable right now. Please try again later.',
    );
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });
});

describe('opening the link', () => {
  it('in the same browser: signs in, names the account, stores userDetails, goes on to next', async () => {
    localStorage.setItem(
      'emailForSignIn',
      JSON.stringify({ email: 'asha@example.com', fullName: 'Asha Rao' }),
    );
    renderAuthApp(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
    expect(calls).toContain('sign in with link asha@example.com CODE1');
    expect(calls).toContain('profile Asha Rao');
    expect(stored('userDetails')).toEqual({
      providerId: 'password',
      uid: 'asha@example.com',
      displayName: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: null,
      photoURL: null,
    });
    expect(localStorage.getItem('emailForSignIn')).toBeNull();
  });

  it('in another browser: asks for the name and email, then signs in', async () => {
    renderAuthApp(link);
    expect(await screen.findByText(/opened in a different browser/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish logging in' }));
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha Rao');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Finish logging in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
    expect(stored('userDetails')).toMatchObject({ displayName: 'Asha Rao', email: 'asha@example.com' });
  });

  it('a used or expired link says so and offers the login form again', async () => {
    localStorage.setItem(
      'emailForSignIn',
      JSON.stringify({ email: 'asha@example.com', fullName: 'Asha Rao' }),
    );
    emailLink.error = { code: 'auth/invalid-action-code' };
    renderAuthApp(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired or was already used. Ask for a new one below.',
    );
    expect(screen.getByRole('button', { name: 'Login Here' })).toBeInTheDocument();
    expect(localStorage.getItem('userDetails')).toBeNull();
  });

  it('opened again in the browser it signed in: says so, asks for nothing, goes on to next', async () => {
    session.currentUser = linkUser('asha@example.com', 'Asha Rao');
    renderAuthApp(link);
    expect(await screen.findByText(/You are already signed in as/)).toHaveTextContent(
      'You are already signed in as Asha Rao.',
    );
    expect(screen.queryByText(/opened in a different browser/)).toBeNull();
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    expect(calls.filter((call) => call.startsWith('sign in with link'))).toEqual([]);
    expect(stored('userDetails')).toMatchObject({ displayName: 'Asha Rao', email: 'asha@example.com' });
    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/delivery');
  });

  it('a used link in a signed-in browser that asked for another link: already signed in, not an error', async () => {
    session.currentUser = linkUser('asha@example.com', 'Asha Rao');
    localStorage.setItem(
      'emailForSignIn',
      JSON.stringify({ email: 'asha@example.com', fullName: 'Asha Rao' }),
    );
    emailLink.error = { code: 'auth/invalid-action-code' };
    renderAuthApp(link);
    expect(await screen.findByText(/You are already signed in as/)).toHaveTextContent(
      'You are already signed in as Asha Rao.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never sends the visitor off the site after signing in', async () => {
    localStorage.setItem('emailForSignIn', JSON.stringify({ email: 'asha@example.com', fullName: 'Asha' }));
    renderAuthApp('/login?next=%2F%2Fevil.example&mode=signIn&oobCode=C2');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
