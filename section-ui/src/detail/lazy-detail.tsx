import { lazy, Suspense, use, useLayoutEffect, useState, type ComponentProps } from 'react';
import { useNavigationType } from 'react-router-dom';
import { markLive } from '@zomato/shared';
import { DetailSkeleton } from '../ui/states';
import type * as detailParts from './detail-parts';

type DetailParts = typeof detailParts;
export type { DetailPageProps } from './detail-page';

/**
 * The detail pages' code is a chunk of its own, loaded when a detail is shown: a listing's
 * first load needs none of it.
 * Once loaded, the parts render synchronously (no second suspension inside a page).
 */
let parts: DetailParts | undefined;
let loading: Promise<DetailParts> | undefined;
function loadParts() {
  if (!loading) {
    const load = import(/* webpackChunkName: "detail" */ './detail-parts').then((loaded) => (parts = loaded));
    // A chunk that failed is asked for again by the next page or preload.
    load.catch(() => {
      if (loading === load) loading = undefined;
    });
    loading = load;
  }
  return loading;
}
/** Loads the detail pages' code ahead of a press (./open-detail-early.ts); a failure is the page's to show. */
export const preloadDetailPage = () => void loadParts().catch(() => undefined);
const useParts = () => parts ?? use(loadParts());

const LoadedDetailPage = lazy(() => loadParts().then((loaded) => ({ default: loaded.DetailPage })));

/**
 * One item's page (detail-page.tsx). A server render waits for its code; hydration keeps the
 * server's markup until it is there, and a page the browser draws first shows the skeleton the
 * page shows while its item loads, in the same place. Opened from another page once live, it
 * draws at once when its code is here (loaded ahead: ./open-detail-early.ts), or else holds the
 * navigation until it is: a router's navigation is a transition, which keeps the page it leaves
 * rather than show a fallback that React would then hold on screen for its reveal throttle.
 */
export function DetailPage(props: ComponentProps<DetailParts['DetailPage']>) {
  // Chosen at mount, so the page never changes type under its state: the page a visit starts on
  // (drawn by the server, hydrated, or drawn first by the browser) is a POP, as is one come back to.
  const [opened] = useState(useNavigationType() !== 'POP');
  if (opened) return <OpenedDetailPage {...props} />;
  return (
    <Suspense
      fallback={
        <main>
          <DetailSkeleton label="Loading details" />
        </main>
      }
    >
      <LoadedDetailPage {...props} />
      <DetailLive />
    </Suspense>
  );
}

function OpenedDetailPage(props: ComponentProps<DetailParts['DetailPage']>) {
  const { DetailPage: Page } = useParts();
  return (
    <>
      <Page {...props} />
      <DetailLive />
    </>
  );
}

/**
 * The page's public live sign for its detail (`hydrated:detail`): the detail hydrates in a
 * boundary of its own, after its section's mark, once its chunk is here.
 */
function DetailLive() {
  useLayoutEffect(() => markLive('detail'), []);
  return null;
}

/** The detail layout (detail-view.tsx); rendered inside a DetailPage, whose code brought it. */
export function DetailView(props: ComponentProps<DetailParts['DetailView']>) {
  const { DetailView: View } = useParts();
  return <View {...props} />;
}

/** A detail with ADD TO CART (add-to-cart-detail.tsx); rendered inside a DetailPage. */
export function AddToCartDetail(props: ComponentProps<DetailParts['AddToCartDetail']>) {
  const { AddToCartDetail: Detail } = useParts();
  return <Detail {...props} />;
}
