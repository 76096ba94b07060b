import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as authApp from '../../../app/app';
import { sectionApp } from '../../../../../tools/jest/section-app';
import NavBar from '../../nav-bar/nav-bar';
import { calls, passwordSignup, resetFirebaseFake } from '../../../test-utils/firebase-fake';
import { installWebCrypto, renderModalHarness, resetAuthState } from '../../../test-utils/render';
import { IdentityNotConfigured } from '../../google/api/firebase-auth';
import { signupRefusal } from '../api/create-account';

const AuthApp = sectionApp(authApp);

// The lazy-load boundary: the two modules loadFirebaseAuth imports on the first press.
jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
  installWebCrypto();
});

/** /signup with the NavBar over it, as auth-mfe serves it standalone: it shows who is signed in. */
function renderSignupWithNavBar() {
  return render(
    <MemoryRouter initialEntries={['/signup']}>
      <NavBar />
      <AuthApp />
    </MemoryRouter>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const userDetails = () => JSON.parse(localStorage.getItem('userDetails') ?? 'null') as unknown;

async function signUp(email: string, password: string) {
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('Create account: a Firebase account, made when the form is sent', () => {
  it('makes the account on the emulator, signs the visitor in and the NavBar names them', async () => {
    renderSignupWithNavBar();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    await userEvent.type(field('Email'), 'meera@example.com');
    await userEvent.type(field('Password'), 'Chole-Bhature-9');
    // Nothing of Firebase before the press.
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByRole(
        'button',
        { name: 'User menu, signed in as meera@example.com' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual(['emulator http://127.0.0.1:9099', 'create account meera@example.com']);
    expect(userDetails()).toEqual({
      providerId: 'password',
      uid: 'meera@example.com',
      displayName: null,
      email: 'meera@example.com',
      phoneNumber: null,
      photoURL: null,
    });
    expect(
      await screen.findByText(
        'Account created for meera@example.com. You are signed in.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    const list = JSON.parse(localStorage.getItem('signupDetails') ?? '[]') as Record<string, string>[];
    expect(list.map((entry) => Object.keys(entry).sort())).toEqual([['email', 'passwordHash', 'salt']]);
    expect(JSON.stringify({ ...localStorage })).not.toContain('Chole-Bhature-9');
  });

  it('an address that has an account: the message by Email, focus there, both values kept, nobody signed in', async () => {
    passwordSignup.accounts.add('kabir@example.com');
    renderSignupWithNavBar();
    await signUp('Kabir@example.com', 'Rajma-Chawal-7');
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        'An account for Kabir@example.com already exists. Log in instead.',
      ),
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveValue('Kabir@example.com');
    expect(field('Password')).toHaveValue('Rajma-Chawal-7');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(userDetails()).toBeNull();
    expect(localStorage.getItem('signupDetails')).toBeNull();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument();
  });

  it('a password Firebase finds weak: the message by Password, focus there, both values kept', async () => {
    passwordSignup.error = { code: 'auth/weak-password' };
    renderSignupWithNavBar();
    await signUp('meera@example.com', 'password');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription(
        'This password is too easy to guess. Use a longer one, with letters, digits and symbols.',
      ),
    );
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveFocus();
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveValue('meera@example.com');
    expect(field('Password')).toHaveValue('password');
    expect(userDetails()).toBeNull();
    expect(localStorage.getItem('signupDetails')).toBeNull();
  });

  it("a project's password policy: the requirement it lists, by Password", async () => {
    passwordSignup.error = {
      code: 'auth/password-does-not-meet-requirements',
      message:
        'Firebase: Missing password requirements: [Password must contain a numeric character] (auth/password-does-not-meet-requirements).',
    };
    renderSignupWithNavBar();
    await signUp('meera@example.com', 'no-digits-here');
    await waitFor(() =>
      expect(field('Password')).toHaveAccessibleDescription('Password must contain a numeric character.'),
    );
  });

  it('an address Firebase cannot take: the message by Email', async () => {
    passwordSignup.error = { code: 'auth/invalid-email' };
    renderSignupWithNavBar();
    await signUp('meera@example.com', 'long-enough');
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.'),
    );
    expect(field('Email')).toHaveFocus();
  });

  it('Firebase out of reach: one line for the form, values kept; a second press then works', async () => {
    passwordSignup.error = { code: 'auth/network-request-failed' };
    renderSignupWithNavBar();
    await signUp('meera@example.com', 'long-enough');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing up is unavailable right now. Please try again later.',
    );
    expect(field('Email')).toHaveValue('meera@example.com');
    expect(field('Password')).toHaveValue('long-enough');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    passwordSignup.error = null;
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByRole(
        'button',
        { name: 'User menu, signed in as meera@example.com' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Create account in the modal', () => {
  it('makes the account, signs in, and the login mode says so', async () => {
    renderModalHarness('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Dal-Makhani-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('harness-mode')).toHaveTextContent('login'), {
      timeout: 20_000,
    });
    expect(screen.getByText('Account created for ravi@example.com. You are signed in.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(userDetails()).toMatchObject({ providerId: 'password', email: 'ravi@example.com' });
    expect(screen.getByTestId('location')).toHaveTextContent('/delivery');
  });

  it('an address that has an account: the modal stays on sign-up, the message by Email, values kept', async () => {
    passwordSignup.accounts.add('ravi@example.com');
    renderModalHarness('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    const email = within(dialog).getByLabelText('Email');
    await userEvent.type(email, 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Dal-Makhani-3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'An account for ravi@example.com already exists. Log in instead.',
      ),
    );
    expect(email).toHaveFocus();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Dal-Makhani-3');
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('signup');
    expect(userDetails()).toBeNull();
  });

  it('closed while the account is being made: the visitor is signed in, the modal does not come back', async () => {
    renderModalHarness('signup');
    await userEvent.click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ravi@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Dal-Makhani-3');
    let answer = () => {};
    passwordSignup.answer = new Promise((resolve) => (answer = resolve));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls).toContain('create account ravi@example.com'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('closed');
    answer();
    await waitFor(() => expect(userDetails()).toMatchObject({ email: 'ravi@example.com' }));
    // The hash finishes after the account: give it the time it takes, then look again.
    await waitFor(() => expect(localStorage.getItem('signupDetails')).toContain('ravi@example.com'), {
      timeout: 20_000,
    });
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('signupRefusal', () => {
  it.each([
    [
      { code: 'auth/email-already-in-use' },
      'email',
      'An account for a@example.com already exists. Log in instead.',
    ],
    [{ code: 'auth/invalid-email' }, 'email', 'Enter an email address like name@example.com.'],
    [
      { code: 'auth/weak-password' },
      'password',
      'This password is too easy to guess. Use a longer one, with letters, digits and symbols.',
    ],
    [
      { code: 'auth/password-does-not-meet-requirements', message: 'no list' },
      'password',
      'This password does not meet the rules of this site. Try another.',
    ],
    [{ code: 'auth/operation-not-allowed' }, null, 'Signing up is not set up on this site.'],
    [new IdentityNotConfigured('none'), null, 'Signing up is not set up on this site.'],
    [{ code: 'auth/too-many-requests' }, null, 'Too many attempts. Please wait a minute and try again.'],
    [
      { code: 'auth/network-request-failed' },
      null,
      'Signing up is unavailable right now. Please try again later.',
    ],
    [
      new Error('Loading chunk firebase-auth failed'),
      null,
      'Signing up is unavailable right now. Please try again later.',
    ],
    [{ code: 'auth/user-disabled' }, null, 'Your account could not be created. Please try again.'],
  ])('%o: by %s, "%s"', (error, field, message) => {
    expect(signupRefusal(error, 'a@example.com')).toEqual({ field, message });
  });
});
