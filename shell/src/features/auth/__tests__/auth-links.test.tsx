import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSectionRemotes, type FederationRuntime } from '@zomato/shared';
import { AuthLinks } from '../auth-links';

type ModalProps = {
  mode: 'login' | 'signup';
  onModeChange: (mode: 'login' | 'signup') => void;
  onClose: () => void;
};

/** Stands in for auth-mfe's ./AuthModal, honouring the agreed props. */
function FakeAuthModal({ mode, onModeChange, onClose }: ModalProps) {
  return (
    <div role="dialog" aria-label={mode === 'login' ? 'Log in' : 'Sign up'}>
      <button type="button" onClick={() => onModeChange(mode === 'login' ? 'signup' : 'login')}>
        switch
      </button>
      <button type="button" onClick={onClose}>
        x
      </button>
    </div>
  );
}

function federation(load: FederationRuntime['loadRemote']): FederationRuntime {
  return { registerRemotes: () => undefined, loadRemote: load };
}

const config = { apiBase: '/api', remotes: { auth: 'http://auth.test/mf-manifest.json' } };

describe('AuthLinks', () => {
  it('mounts auth-mfe’s modal only while open, in the mode of the link pressed', async () => {
    const loadRemote = jest.fn(async () => ({ default: FakeAuthModal }));
    registerSectionRemotes(config, federation(loadRemote as FederationRuntime['loadRemote']));
    render(<AuthLinks />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadRemote).not.toHaveBeenCalled();

    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await userEvent.click(login);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('auth/AuthModal');

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'x' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('leaves a click with a modifier to the browser: the page opens, not the modal', async () => {
    const loadRemote = jest.fn(async () => ({ default: FakeAuthModal }));
    registerSectionRemotes(config, federation(loadRemote as FederationRuntime['loadRemote']));
    render(<AuthLinks />);
    const login = screen.getByRole('link', { name: 'Login' });
    // jsdom does not navigate; what matters is that the page did not take the click.
    const followed = jest.fn((event: MouseEvent) => event.defaultPrevented);
    login.addEventListener('click', (event) => followed(event));
    fireEvent.click(login, { ctrlKey: true });
    fireEvent.click(login, { button: 1 });
    expect(followed.mock.results.map((result) => result.value)).toEqual([false, false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
