import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emailLink, resetFirebaseFake } from '../../../test-utils/firebase-fake';
import { installWebCrypto, renderModalHarness, resetAuthState } from '../../../test-utils/render';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

const opener = () => screen.getByRole('button', { name: 'Open the modal' });

async function open(mode: 'login' | 'signup') {
  renderModalHarness(mode);
  await userEvent.click(opener());
  return screen.getByRole('dialog');
}

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
  installWebCrypto();
});

describe('AuthModal in login mode', () => {
  it('is a labelled modal dialog with the product texts and focus on Full Name', async () => {
    const dialog = await open('login');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog);
    const inside = within(dialog);
    expect(inside.getByLabelText('Full Name')).toHaveFocus();
    expect(inside.getByLabelText('Email')).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Login Here' })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(inside.getByText(/New to Zomato\?/)).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('Create an account asks the host for signup mode', async () => {
    const dialog = await open('login');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('signup');
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText('Email')).toHaveFocus();
  });

  it('Login Here sends a link that comes back to the page the modal was opened on', async () => {
    const dialog = await open('login');
    await userEvent.type(within(dialog).getByLabelText('Full Name'), 'Asha Rao');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login Here' }));
    expect(await within(dialog).findByText(/We sent a sign-in link to/)).toHaveTextContent(
      'asha@example.com',
    );
    expect(emailLink.sent).toEqual([
      {
        email: 'asha@example.com',
        settings: { url: 'http://localhost/login?next=%2Fdelivery', handleCodeInApp: true },
      },
    ]);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(screen.getByTestId('location')).toHaveTextContent('/delivery');
  });
});

describe('AuthModal in signup mode', () => {
  it('shows Email, a masked Password, Create account, Google and the way back to Log in', async () => {
    const dialog = await open('signup');
    const inside = within(dialog);
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBe(dialog);
    expect(inside.getByLabelText('Email')).toHaveFocus();
    expect(inside.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(inside.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(inside.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(inside.getByText(/Already have an Account \?/)).toBeInTheDocument();
    await userEvent.click(inside.getByRole('button', { name: 'Log in' }));
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('login');
  });

  it('Create account makes the account, signs in, stores a hash (no password), stays on the route and switches to login', async () => {
    const dialog = await open('signup');
    const inside = within(dialog);
    await userEvent.type(inside.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.type(inside.getByLabelText('Password'), 'Rajma-Chawal-3');
    await userEvent.click(inside.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('harness-mode')).toHaveTextContent('login'), {
      timeout: 20_000,
    });
    expect(screen.getByText('Account created for ravi@example.com. You are signed in.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toMatchObject({
      email: 'ravi@example.com',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/delivery');
    const raw = localStorage.getItem('signupDetails') ?? '';
    expect(JSON.parse(raw)).toHaveLength(1);
    expect(raw).toContain('ravi@example.com');
    expect(raw).not.toContain('Rajma-Chawal-3');
  });
});

describe('closing (the browser keeps focus inside and gives it back: e2e/specs/auth-modal.spec.ts)', () => {
  it('is a native modal <dialog>, shown with showModal so the browser makes the page inert', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const dialog = await open('login');
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    showModal.mockRestore();
  });

  it('closes with the x, a click on the backdrop, and when the browser closes it (Escape)', async () => {
    await open('login');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('closed');

    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('heading', { name: 'Log in' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('auth-modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener());
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('harness-mode')).toHaveTextContent('closed');
  });

  it('a press that starts in the dialog and ends on the backdrop does not close it', async () => {
    const dialog = await open('login');
    const backdrop = screen.getByTestId('auth-modal-backdrop');
    fireEvent.mouseDown(within(dialog).getByLabelText('Email'));
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
