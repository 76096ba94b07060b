import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderNavBar, resetAuthState } from '../../../test-utils/render';
import { calls, resetFirebaseFake } from '../../../test-utils/firebase-fake';

jest.mock('firebase/app', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAppFake);
jest.mock('firebase/auth', () => jest.requireActual('../../../test-utils/firebase-fake').firebaseAuthFake);

const signedIn = (details: Record<string, unknown>) =>
  localStorage.setItem('userDetails', JSON.stringify({ providerId: 'google.com', uid: '42', ...details }));

beforeEach(() => {
  resetAuthState();
  resetFirebaseFake();
});

describe('NavBar', () => {
  it('has the wordmark linking to / and no placeholder logo', () => {
    renderNavBar('/delivery');
    const bar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(bar).getByRole('link', { name: 'Zomato' })).toHaveAttribute('href', '/');
    expect(within(bar).queryByText('LOGO')).not.toBeInTheDocument();
  });

  it('signed out: a generic avatar; signed in: the photo, or initials when there is none', () => {
    const { unmount } = renderNavBar();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('');
    unmount();

    signedIn({ displayName: 'Asha Rao', photoURL: 'https://example.com/asha.png' });
    const photo = renderNavBar();
    const button = screen.getByRole('button', { name: 'User menu, signed in as Asha Rao' });
    expect(within(button).getByRole('img')).toHaveAttribute('src', 'https://example.com/asha.png');
    photo.unmount();

    signedIn({ displayName: 'Asha Rao', photoURL: null });
    renderNavBar();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('AR');
  });

  it('follows userDetails written after it rendered (the modal signs in elsewhere on the page)', () => {
    renderNavBar();
    act(() => {
      localStorage.setItem('userDetails', JSON.stringify({ email: 'zoya@example.com' }));
      window.dispatchEvent(new Event('zomato:user-details'));
    });
    expect(
      screen.getByRole('button', { name: 'User menu, signed in as zoya@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('Z');
  });

  it('not signed in: the avatar opens Log in and Sign up, links to their pages', async () => {
    renderNavBar();
    const button = screen.getByRole('button', { name: 'User menu' });
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'User menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Log in', '/login'],
      ['Sign up', '/signup'],
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('signed in: the avatar opens Profile, Account, Dashboard, Logout; an entry closes it', async () => {
    signedIn({ displayName: 'Asha Rao' });
    renderNavBar();
    const button = screen.getByRole('button', { name: 'User menu, signed in as Asha Rao' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Account', 'Dashboard', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Account' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('keyboard: arrows wrap, Home and End jump, Escape closes back to the button', async () => {
    signedIn({ displayName: 'Asha Rao' });
    renderNavBar();
    const button = screen.getByRole('button', { name: 'User menu, signed in as Asha Rao' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Dashboard')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Logout clears userDetails and signs out of Firebase, loaded only then', async () => {
    signedIn({ displayName: 'Asha Rao' });
    renderNavBar();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'User menu, signed in as Asha Rao' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(localStorage.getItem('userDetails')).toBeNull();
    expect(screen.getByRole('button', { name: 'User menu' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['emulator http://127.0.0.1:9099', 'signOut']));
  });

  it('narrow screens: the main menu lists the site pages; Escape closes it', async () => {
    renderNavBar();
    const menuButton = screen.getByRole('button', { name: 'Main menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Main navigation' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Delivery', '/delivery'],
      ['Dinning Out', '/dinning'],
      ['Nightlife', '/nightlife'],
      ['Cart', '/cart'],
      ['Log in / Sign up', '/login'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('choosing a main menu entry goes there and closes the list', async () => {
    renderNavBar();
    const menuButton = screen.getByRole('button', { name: 'Main menu' });
    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('link', { name: 'Nightlife' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/nightlife');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });
});
