import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TabBar } from '../features/tab-bar/tab-bar';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderAt(path: string, prefetch = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar prefetch={prefetch} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Sections' }));
}

describe('TabBar', () => {
  it('shows Delivery, Nightlife, Dinning Out in that order', () => {
    const nav = renderAt('/delivery');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Delivery',
      'Nightlife',
      'Dinning Out',
    ]);
  });

  it.each([
    ['/delivery/cake/2', 'Delivery'],
    ['/nightlife', 'Nightlife'],
    ['/dinning/4', 'Dinning Out'],
  ])('marks exactly one tab active on %s', (path, label) => {
    const nav = renderAt(path);
    const current = nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
    expect(current[0]?.className).toContain('active');
  });

  it('goes to the section on click', async () => {
    const nav = renderAt('/delivery');
    await userEvent.click(nav.getByRole('link', { name: 'Dinning Out' }));
    expect(screen.getByLabelText('path')).toHaveTextContent('/dinning');
  });

  it('starts loading a section when the pointer rests on its tab or it gets focus, not the open one', async () => {
    const prefetch = jest.fn();
    const nav = renderAt('/delivery', prefetch);
    await userEvent.hover(nav.getByRole('link', { name: 'Dinning Out' }));
    expect(prefetch).toHaveBeenLastCalledWith('dining');
    await userEvent.hover(nav.getByRole('link', { name: 'Delivery' }));
    expect(prefetch).not.toHaveBeenCalledWith('delivery');
    nav.getByRole('link', { name: 'Nightlife' }).focus();
    expect(prefetch).toHaveBeenLastCalledWith('nightlife');
  });

  it('prefetches the tab focused in the server-rendered bar, before it came alive', async () => {
    const prefetch = jest.fn();
    const page = (
      <MemoryRouter initialEntries={['/delivery']}>
        <TabBar prefetch={prefetch} />
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    container.querySelector<HTMLElement>('a[data-tab="nightlife"]')?.focus();
    expect(prefetch).not.toHaveBeenCalled();
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(prefetch.mock.calls).toEqual([['nightlife']]);
    container.remove();
  });

  it("carries the listing's city in the tabs' addresses, so a tab followed before the page is live keeps it", () => {
    const nav = renderAt('/delivery/cake?city=Noida');
    expect(nav.getByRole('link', { name: 'Nightlife' })).toHaveAttribute('href', '/nightlife?city=Noida');
  });

  it('adds no city to the tabs where the address names none', () => {
    const nav = renderAt('/cart');
    expect(nav.getByRole('link', { name: 'Nightlife' })).toHaveAttribute('href', '/nightlife');
  });
});
