import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSectionRemotes } from '@zomato/shared';
import { AuthLinks } from '../auth-links';

// Its own file: federated modules are cached per page, like in the browser.
describe('AuthLinks when auth-mfe is down', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says sign-in is unavailable, closes, and Retry loads the modal once auth is back', async () => {
    let down = true;
    const loadRemote = jest.fn(async () => {
      if (down) throw new Error('down');
      return { default: () => <div role="dialog" aria-label="Log in" /> };
    });
    registerSectionRemotes(
      { apiBase: '/api', remotes: { auth: 'http://auth.test/mf-manifest.json' } },
      { registerRemotes: () => undefined, loadRemote: loadRemote as never },
    );
    render(<AuthLinks />);

    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign-in is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByText('Sign-in is unavailable right now')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Sign-in is unavailable right now')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
