import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { clientRenderDigest, markLive, SsrDataContext, type SsrDataStore } from '@zomato/shared';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

/**
 * A page the server rendered is hydrated, starting from the data the server
 * loaded. A Suspense boundary the server left to the browser (a remote that failed there,
 * or ran out of time) is reported by React as a recoverable error carrying our digest:
 * that is the planned fallback, not a problem, so it is not logged.
 */
export function hydratePage(
  container: HTMLElement,
  data: SsrDataStore,
  router: ReturnType<typeof createBrowserRouter>,
) {
  const store: SsrDataStore = { ...data, hydrating: true };
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SsrDataContext value={store}>
          <RouterProvider router={router} />
          <HydrationCommitted
            onCommitted={() => {
              store.hydrating = false;
              // The public sign that the shell is live (tests and the bench read it).
              markLive('shell');
            }}
          />
        </SsrDataContext>
      </StrictMode>,
      {
        onRecoverableError(error) {
          const digest = (error as { digest?: string } | null)?.digest;
          if (digest === clientRenderDigest) return;
          console.error(error);
        },
      },
    );
  });
}

/**
 * Its layout effect runs as the page's first hydration is committed, the moment its controls are
 * React's (a passive effect may wait past more frames): what mounts after is new.
 */
function HydrationCommitted({ onCommitted }: { onCommitted: () => void }) {
  useLayoutEffect(onCommitted, [onCommitted]);
  return null;
}
