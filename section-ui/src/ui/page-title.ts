import { useContext, useEffect } from 'react';
import { SsrDataContext } from '@zomato/shared';

const siteName = 'Zomato NCR';

/** The document title for a page: its own name first, the site's after it. */
export const pageTitle = (name?: string) => (name ? `${name} | ${siteName}` : siteName);

/**
 * Names the page in the document title (the tab, history and screen readers' page
 * announcement). Pages call it with their heading, a detail page with the dish or
 * restaurant once it has loaded; `undefined` leaves the title as it is while loading.
 */
export function usePageTitle(name: string | undefined) {
  // On the server the name goes to the response's <title> (the effect below does not run there).
  const onTitle = useContext(SsrDataContext)?.onTitle;
  if (onTitle && name !== undefined) onTitle(name);
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}
