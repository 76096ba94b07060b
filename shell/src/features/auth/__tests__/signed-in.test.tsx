import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSectionRemotes, setRuntimeConfig } from '@zomato/shared';
import { AuthLinks } from '../auth-links';

const config = { apiBase: '/api', remotes: { auth: 'http://auth.test/mf-manifest.json' } };
const loaded: string[] = [];
const signOut = jest.fn(async () => undefined);

beforeEach(() => {
  localStorage.clear();
  loaded.length = 0;
  signOut.mockClear();
  setRuntimeConfig(config);
  registerSectionRemotes(config, {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      loaded.push(id);
      return { signOut } as T;
    },
  });
});

const signIn = (details: Record<string, unknown>) =>
  localStorage.setItem('userDetails', JSON.stringify({ providerId: 'password', uid: '1', ...details }));

describe('the top bar when signed in', () => {
  it('shows the stored name instead of Sign Up / Login, without loading auth-mfe', async () => {
    signIn({ displayName: 'Asha Rao', email: 'asha@example.com' });
    render(<AuthLinks />);
    // The name and Logout are a chunk of their own (auth-links.tsx), loaded when someone is signed in.
    expect(await screen.findByTestId('signed-in-name')).toHaveTextContent('Asha Rao');
    expect(screen.getByText('Signed in as', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('falls back to the email when there is no name', () => {
    signIn({ displayName: null, email: 'zoya@example.com' });
    render(<AuthLinks />);
    expect(screen.getByTestId('signed-in-name')).toHaveTextContent('zoya@example.com');
  });

  it('follows a sign-in announced by auth-mfe on the same page', () => {
    render(<AuthLinks />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    act(() => {
      signIn({ displayName: 'Asha Rao' });
      window.dispatchEvent(new Event('zomato:user-details'));
    });
    expect(screen.getByTestId('signed-in-name')).toHaveTextContent('Asha Rao');
  });

  it('Logout clears userDetails, signs out through auth-mfe and gives focus to Login', async () => {
    signIn({ displayName: 'Asha Rao' });
    render(<AuthLinks />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveFocus();
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(loaded).toEqual(['auth/Session']);
  });
});

describe('signing in from the modal', () => {
  it('closing the modal after signing in gives focus to Logout, not the page', async () => {
    registerSectionRemotes(config, {
      registerRemotes: () => undefined,
      loadRemote: async <T,>() =>
        ({
          default: ({ onClose }: { onClose: () => void }) => (
            <div role="dialog" aria-label="Log in">
              <button type="button" onClick={onClose}>
                x
              </button>
            </div>
          ),
        }) as T,
    });
    render(<AuthLinks />);
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    const close = await screen.findByRole('button', { name: 'x' });
    act(() => {
      signIn({ displayName: 'Asha Rao' });
      window.dispatchEvent(new Event('zomato:user-details'));
    });
    await userEvent.click(close);
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  });
});
