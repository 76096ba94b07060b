import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, passwordSignup, resetFirebaseFake } from '../../../test-utils/firebase-fake';
import { installWebCrypto, renderAuthApp, resetAuthState } from '../../../test-utils/render';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
  installWebCrypto();
});

const field = (label: string) => screen.getByLabelText(label);
const expectMessage = (label: string, message: string) => {
  expect(field(label)).toHaveAttribute('aria-invalid', 'true');
  expect(field(label)).toHaveAccessibleDescription(message);
};

describe('sign-up checks (docs/product.md#beyond-the-original)', () => {
  it('an empty form: a message beside each field, focus on Email, nothing sent or saved', async () => {
    renderAuthApp('/signup');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expectMessage('Email', 'Enter your email address.');
    expectMessage('Password', 'Enter a password.');
    expect(field('Email')).toHaveFocus();
    expect(localStorage.getItem('signupDetails')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(calls).toEqual([]);
  });

  it('a malformed email and a short password are refused; fixing them creates the account', async () => {
    renderAuthApp('/signup');
    await userEvent.type(field('Email'), 'meera.example.com');
    await userEvent.type(field('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expectMessage('Email', 'Enter an email address like name@example.com.');
    expectMessage('Password', 'Use at least 8 characters for your password.');
    expect(localStorage.getItem('signupDetails')).toBeNull();

    await userEvent.clear(field('Email'));
    await userEvent.type(field('Email'), 'meera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Password')).toHaveFocus();
    expect(localStorage.getItem('signupDetails')).toBeNull();
    // No account is asked for while a field is wrong (the SDK is not even loaded).
    expect(calls).toEqual([]);

    await userEvent.type(field('Password'), '-and-more');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // The hash takes 600,000 PBKDF2 rounds: seconds on a busy machine.
    const created = 'Account created for meera@example.com. You are signed in.';
    expect(await screen.findByText(created, {}, { timeout: 20_000 })).toBeVisible();
  });

  it('a password of spaces only is refused, however long', async () => {
    renderAuthApp('/signup');
    await userEvent.type(field('Email'), 'blank@example.com');
    await userEvent.type(field('Password'), '          ');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expectMessage('Password', 'A password cannot be only spaces.');
    expect(field('Password')).toHaveFocus();
    expect(localStorage.getItem('signupDetails')).toBeNull();
  });

  it('an address Firebase has an account for is refused by the Email field; both values stay', async () => {
    passwordSignup.accounts.add('meera@example.com');
    renderAuthApp('/signup');
    await userEvent.type(field('Email'), 'MEERA@example.com');
    await userEvent.type(field('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('An account for MEERA@example.com already exists. Log in instead.'),
    ).toBeVisible();
    expectMessage('Email', 'An account for MEERA@example.com already exists. Log in instead.');
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveValue('MEERA@example.com');
    expect(field('Password')).toHaveValue('long-enough');
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(localStorage.getItem('signupDetails')).toBeNull();
    expect(localStorage.getItem('userDetails')).toBeNull();
  });

  it('an entry this browser kept from before does not refuse the address: Firebase decides', async () => {
    localStorage.setItem(
      'signupDetails',
      JSON.stringify([{ email: 'meera@example.com', passwordHash: 'ab'.repeat(32), salt: 'cd'.repeat(16) }]),
    );
    renderAuthApp('/signup');
    await userEvent.type(field('Email'), 'meera@example.com');
    await userEvent.type(field('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'Account created for meera@example.com. You are signed in.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeVisible();
    const list = JSON.parse(localStorage.getItem('signupDetails') ?? '[]') as { passwordHash: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]?.passwordHash).not.toBe('ab'.repeat(32));
  });

  it('the password field says the rule before anything is typed', () => {
    renderAuthApp('/signup');
    expect(field('Password')).toHaveAccessibleDescription('At least 8 characters.');
  });
});

describe('login checks', () => {
  it('Full Name and Email are both required, the first wrong one focused; no link is sent', async () => {
    renderAuthApp('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login Here' }));
    expectMessage('Full Name', 'Enter your full name.');
    expectMessage('Email', 'Enter your email address.');
    expect(field('Full Name')).toHaveFocus();

    await userEvent.type(field('Full Name'), 'Asha Rao');
    await userEvent.type(field('Email'), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Login Here' }));
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expectMessage('Email', 'Enter an email address like name@example.com.');
    expect(field('Email')).toHaveFocus();
    expect(calls).toEqual([]);
    expect(localStorage.length).toBe(0);
  });
});
