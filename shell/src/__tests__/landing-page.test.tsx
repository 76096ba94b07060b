import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, registerSectionRemotes, setRuntimeConfig } from '@zomato/shared';
import { collectionsTagline } from '@zomato/section-ui';
import { LandingPage } from '../features/landing/landing-page';

describe('LandingPage', () => {
  let get: jest.SpyInstance;
  beforeEach(async () => {
    setRuntimeConfig({ apiBase: 'http://api.test', remotes: {} });
    // Auth is not available here: the landing page must still render in full.
    registerSectionRemotes(
      { apiBase: 'http://api.test', remotes: {} },
      { registerRemotes: () => undefined, loadRemote: () => Promise.reject(new Error('down')) },
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The search box reads its lists as it appears: answered here, as no data service runs.
    get = jest.spyOn(await http(), 'get').mockResolvedValue({ data: [] });
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the heading, the search box, the three sections, collections and a footer', async () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover the best Food and Drinks in Delhi NCR' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Search for restaurant , cuisine or a dish ',
    );
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(sections.getByRole('link', { name: /^Order Online/ })).toHaveAttribute('href', '/delivery');
    expect(sections.getByRole('link', { name: /^Dinning Out/ })).toHaveAttribute('href', '/dinning');
    expect(sections.getByRole('link', { name: /^Nightlife and Clubs/ })).toHaveAttribute(
      'href',
      '/nightlife',
    );
    expect(screen.getByRole('heading', { name: 'Collections' })).toBeInTheDocument();
    expect(screen.getByText(collectionsTagline)).toBeInTheDocument();
    expect(screen.getByText('19 places')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The nav bar's stand-in, since auth-mfe could not be loaded.
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Zomato' })).toHaveAttribute('href', '/');
    // Its box searches dishes and restaurants; both are read before the test ends.
    await waitFor(() =>
      expect(get.mock.calls.map(([url]) => url as string).sort()).toEqual(['/global', '/restaurants']),
    );
  });
});
