/**
 * ADD TO CART pressed before the page is live, answered in one round trip
 * (docs/decisions/0017-early-cart-answer.md): the early-actions script sends the press as a POST
 * of the line to the page's own address, with `X-Early-Answer: added-to-cart` and the visitor's
 * id. The render server posts the line to the data service, once, then answers with the page
 * drawn for that visitor, as a Remix action answers a form. `X-Cart-Posted` tells the script
 * whether the line was posted: one that was not is left to the live button (which posts again
 * and says what went wrong); one that was, with a page that is not the answer, is in the cart,
 * and the cart's page is loaded. The press's `Idempotency-Key` goes on to the data service: a
 * press whose answer was lost is sent again with it, and the line is added once.
 * The visitor's cart is read while the line is posted, not after it: the page is drawn with the
 * read's lines and the posted line in its place (the data service answers a post with the line
 * it saved, merged with one already there), one round trip to the data service fewer.
 */
import { dataServiceUrl } from '../deploy/serving/data-service-url.mjs';
export const cartPostedHeader = 'X-Cart-Posted';

/** A cart line is a few hundred bytes: more is not one. */
const bodyLimitBytes = 4096;
/** Within the proxy's 10 s for the whole answer (deploy/nginx.mjs), the page still to draw. */
const postTimeoutMs = 5000;

/**
 * Posts the request's line to the data service (`POST {apiBase}/cart`) for `visitorId`: the
 * request's early answer as `addedToCartOf` (shared/src/ssr/added-to-cart.ts) reads its headers,
 * undefined when they ask for none or name no visitor.
 * When posted, `lines` is the visitor's cart with the line in it (undefined when the read failed:
 * the page then reads the cart itself).
 * @param {import('express').Request} req
 * @param {{ apiBase: string, visitorId: string | undefined, fetchImpl?: typeof fetch }} options
 * @returns {Promise<{ posted: true, lines?: object[] } | { posted: false, status: number, message: string }>}
 */
export async function postEarlyLine(req, { apiBase, visitorId, fetchImpl = fetch }) {
  if (!visitorId)
    return {
      posted: false,
      status: 400,
      message: 'A page is posted to only by an early answer, with its visitor.',
    };
  const line = await readLine(req);
  if (!line.ok) return { posted: false, status: line.status, message: line.message };
  const reading = readCart(apiBase, visitorId, fetchImpl);
  let response;
  try {
    response = await fetchImpl(dataServiceUrl(apiBase, '/cart'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Visitor-Id': visitorId,
        ...(req.get('Idempotency-Key') && { 'Idempotency-Key': req.get('Idempotency-Key') }),
      },
      body: line.text,
      signal: AbortSignal.timeout(postTimeoutMs),
    });
  } catch (error) {
    return { posted: false, status: 502, message: `The data service could not be reached: ${error.message}` };
  }
  if (response.ok) {
    const [posted, lines] = await Promise.all([response.json().catch(() => undefined), reading]);
    return { posted: true, lines: withPosted(lines, posted) };
  }
  // The data service's own refusal (a line it does not accept) goes to the visitor as it is.
  const message = await response.text().catch(() => '');
  const status = response.status >= 400 && response.status < 500 ? response.status : 502;
  return { posted: false, status, message: message || `The data service answered ${response.status}.` };
}

/** The request's body: one JSON object of at most `bodyLimitBytes`, as its text. */
async function readLine(req) {
  if (!/^application\/json\b/i.test(req.get('content-type') ?? ''))
    return { ok: false, status: 415, message: 'A cart line is sent as application/json.' };
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > bodyLimitBytes)
      return { ok: false, status: 413, message: `A cart line is at most ${bodyLimitBytes} bytes.` };
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const line = JSON.parse(text);
    if (line && typeof line === 'object' && !Array.isArray(line)) return { ok: true, text };
  } catch {
    // not JSON: said below
  }
  return { ok: false, status: 400, message: 'A cart line is one JSON object.' };
}

/** GET {apiBase}/cart for the visitor: their lines, or undefined when it cannot be read. */
async function readCart(apiBase, visitorId, fetchImpl) {
  try {
    const response = await fetchImpl(dataServiceUrl(apiBase, '/cart'), {
      headers: { 'X-Visitor-Id': visitorId },
      signal: AbortSignal.timeout(postTimeoutMs),
    });
    const lines = response.ok ? await response.json() : undefined;
    return Array.isArray(lines) ? lines : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The cart after the post: the read's lines with the posted line in its place (the read may have
 * been answered before the post or after it), or last. Undefined when either is not a cart.
 */
function withPosted(lines, posted) {
  if (!lines || typeof posted?.id !== 'number') return undefined;
  return lines.some((line) => line.id === posted.id)
    ? lines.map((line) => (line.id === posted.id ? posted : line))
    : [...lines, posted];
}
