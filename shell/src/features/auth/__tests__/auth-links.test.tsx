import { render, screen } from '@testing-library/react';
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

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('auth/AuthModal');

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'x' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });
});
