import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { calls, resetFirebaseFake } from '../../../test-utils/firebase-fake';
import { installWebCrypto, renderAuthApp, resetAuthState } from '../../../test-utils/render';
import { AuthPage } from '../auth-page';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

const location = () => screen.getByTestId('location');

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
  installWebCrypto();
});

describe('/login', () => {
  it('shows the product form: Full Name, Email, Login Here, or, Continue with Google, New to Zomato?', () => {
    renderAuthApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Login Here' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText(/New to Zomato\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  it('names itself in the document title, inside the main landmark', () => {
    renderAuthApp('/login');
    expect(document.title).toBe('Log in | Zomato NCR');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('Create an account opens /signup', async () => {
    renderAuthApp('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(location()).toHaveTextContent('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
  });
});

describe('/signup', () => {
  it('shows the product form: Email, masked Password, Create account, or, Google, Already have an Account ?', () => {
    renderAuthApp('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText(/Already have an Account \?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('Create account makes the Firebase account, signs in, stores the email with a hash, then /login says so', async () => {
    renderAuthApp('/signup');
    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Chole-Bhature-9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'), { timeout: 20_000 });
    expect(calls).toEqual(['emulator http://127.0.0.1:9099', 'create account meera@example.com']);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Account created for meera@example.com. You are signed in.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toMatchObject({
      providerId: 'password',
      email: 'meera@example.com',
    });
    const raw = localStorage.getItem('signupDetails') ?? '';
    expect(JSON.parse(raw)).toEqual([
      {
        email: 'meera@example.com',
        passwordHash: expect.stringMatching(/^[0-9a-f]{64}$/),
        salt: expect.any(String),
      },
    ]);
    expect(raw).not.toContain('Chole-Bhature-9');
  });

  it('when the browser cannot hash, the account is still made and signed in; nothing is stored in its place', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    renderAuthApp('/signup');
    await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-pw');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(screen.getByText('Account created for meera@example.com. You are signed in.')).toBeInTheDocument();
    expect(localStorage.getItem('signupDetails')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('long-enough-pw');
    expect(warn).toHaveBeenCalledWith('The sign-up could not be kept in this browser', expect.any(Error));
    warn.mockRestore();
  });

  it('names itself in the document title', () => {
    renderAuthApp('/signup');
    expect(document.title).toBe('Sign up | Zomato NCR');
  });

  it('an unknown path of the section offers the way back to Log in', () => {
    renderAuthApp('/login/extra');
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find that page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('without JavaScript', () => {
  it('the server page says plainly that signing in and signing up need it', () => {
    const html = renderToString(
      <AuthPage title="Log in">
        <form />
      </AuthPage>,
    );
    expect(html).toMatch(/<noscript>.*Signing in and signing up need JavaScript.*<\/noscript>/s);
  });
});
