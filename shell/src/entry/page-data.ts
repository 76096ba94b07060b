import type { DrawnVersions, SsrDataStore } from '@zomato/shared';

/** The page data a server-rendered page carries (`<script type="application/json" id="ssr-data">`). */
const ssrDataElementId = 'ssr-data';

/** The server-rendered page's data, or null when the page was rendered in the browser. */
export function readSsrData(doc: Document = document): SsrDataStore | null {
  const element = doc.getElementById(ssrDataElementId);
  if (!element?.textContent) return null;
  try {
    const entries = JSON.parse(element.textContent) as SsrDataStore['entries'];
    return typeof entries === 'object' && entries !== null ? { entries } : null;
  } catch {
    return null;
  }
}

/**
 * The versions the server drew the page with (`#ssr-data`'s `data-remotes`), so hydration uses
 * the same code: {} for a page the server did not draw, null when unreadable.
 */
export function readDrawnVersions(doc: Document = document): DrawnVersions | null {
  try {
    const drawn: unknown = JSON.parse(doc.getElementById(ssrDataElementId)?.dataset.remotes || '{}');
    return typeof drawn === 'object' ? (drawn as DrawnVersions | null) : null;
  } catch {
    return null;
  }
}
