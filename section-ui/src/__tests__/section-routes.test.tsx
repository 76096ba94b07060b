import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SectionRoutes, type SectionRoute } from '../index';

const routes: SectionRoute[] = [
  { path: '/delivery', render: () => <p>listing</p> },
  { path: '/delivery/:category/:id', render: ({ category, id }) => <p>{`item ${category} ${id}`}</p> },
  { path: '/cart', render: () => <p>cart</p> },
];

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SectionRoutes routes={routes} notFound={<p>not found</p>} />
    </MemoryRouter>,
  );
}

describe('SectionRoutes', () => {
  it('renders the first route matching the absolute path, with its params', () => {
    at('/delivery/cake/3');
    expect(screen.getByText('item cake 3')).toBeInTheDocument();
  });

  it('matches a second top-level path of the same remote', () => {
    at('/cart');
    expect(screen.getByText('cart')).toBeInTheDocument();
  });

  it('falls back to notFound', () => {
    at('/delivery/cake/3/extra');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });
});
