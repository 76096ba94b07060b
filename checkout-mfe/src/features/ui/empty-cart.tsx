import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { EmptyState } from '@zomato/section-ui';
import ui from './checkout-ui.module.css';

/** An empty cart where the page needs items (cart, payment): what to do, and a way to Delivery. */
export function EmptyCart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState title={title}>
      <p className={ui.emptyText}>{children}</p>
      <Link className={`brand-action ${ui.emptyLink}`} to={paths.delivery}>
        Order food online
      </Link>
    </EmptyState>
  );
}
