import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { type FoodItem, isItemId } from '@zomato/shared';
import { usePageTitle } from '../ui/page-title';
import { useWithCity } from '../listing/use-listing-query';
import { DetailSkeleton, ErrorState } from '../ui/states';
import { SectionNotFoundPage } from './section-not-found-page';
import { listedItemIn } from './listed-item';
import { useItemAnswer } from './use-item-answer';
import styles from './detail.module.css';

// Exported from here so the remotes' own not-found routes use the same page.
export { SectionNotFoundPage } from './section-not-found-page';

export interface DetailPageProps {
  /** The id from the route; anything but a whole number is 'not found' without a request. */
  id: string | undefined;
  /** The list the item is of: the same id of another list is another page. Its route's loader loads it (./item-loader.ts). */
  source: string;
  /** Renders the loaded item (DetailView, or the add-to-cart flow), below the back link. */
  children: (item: FoodItem) => ReactNode;
  backTo: string;
  backLabel: string;
  /** What the page shows, as its not-found heading names it: a dish from the search, else a place. */
  itemKind?: 'place' | 'dish';
}

const notFoundTitle = (kind: DetailPageProps['itemKind'] = 'place') => `We could not find that ${kind}`;

/** One item's page: skeleton, then the item; 'not found' for an unknown id; error with Retry. */
export function DetailPage({ id, ...props }: DetailPageProps) {
  if (!isItemId(id)) {
    return (
      <SectionNotFoundPage
        title={notFoundTitle(props.itemKind)}
        backTo={props.backTo}
        backLabel={props.backLabel}
      />
    );
  }
  // Keyed: another item starts from its own detail, not from the last one's cart view.
  return <LoadedDetail key={`${props.source}/${id}`} id={id} {...props} />;
}

function LoadedDetail({ id, children, backTo, backLabel, itemKind }: DetailPageProps & { id: string }) {
  // Opened from a listing: drawn at once from the item it holds, then loaded again.
  const placeholder = listedItemIn(useLocation().state, id);
  const { answer, retry } = useItemAnswer();
  const withCity = useWithCity();
  // The dish or restaurant names the page once it has loaded (docs/product.md#beyond-the-original).
  usePageTitle(answer.status === 'ready' ? answer.item.name : undefined);
  if (answer.status === 'not-found') {
    return <SectionNotFoundPage title={notFoundTitle(itemKind)} backTo={backTo} backLabel={backLabel} />;
  }
  // What the listing showed stays when loading it again fails: nothing is lost for a network blip.
  const item = answer.status === 'ready' ? answer.item : placeholder;
  if (item) {
    return (
      <main>
        <Link to={withCity(backTo)} className={styles.back}>
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
        {children(item)}
      </main>
    );
  }
  return (
    <main>
      {(answer.status === 'loading' || answer.status === 'left') && (
        <DetailSkeleton label="Loading details" />
      )}
      {answer.status === 'error' && (
        <ErrorState title="We could not load these details." error={answer.error} onRetry={retry} />
      )}
    </main>
  );
}
