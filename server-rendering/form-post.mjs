/**
 * A form posted to a page (docs/decisions/0018-progressive-enhancement.md): checked here, answered
 * by the owning section in its own lane, then a 303 (Post/Redirect/Get) or the page drawn again
 * with the refusal. A first post gets a visitor cookie so the cart it fills stays theirs.
 */
import { randomUUID } from 'node:crypto';

/** The largest form a page has (the card form) is well under this. */
const bodyLimitBytes = 8192;
const visitorCookieName = 'visitorId';
const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;
const year = 365 * 24 * 60 * 60;

/**
 * Resolves undefined once it has answered (a redirect or a 4xx), else with the refusal to draw and
 * for which visitor.
 * @param {import('express').Request} req
 * @param {import('express').Response} res
 * @param {{ answerForm: (request: { path: string, form: Record<string, string>, visitorId: string }) => Promise<object> }} renderer
 */
export async function answerFormPost(req, res, renderer) {
  res.set('Cache-Control', 'no-store');
  const form = await readForm(req);
  if ('error' in form) {
    res.status(form.status).type('text/plain').send(`${form.error}\n`);
    return undefined;
  }
  const known = visitorIdOf(req.get('Cookie'));
  const visitorId = known ?? randomUUID();
  if (!known)
    res.append('Set-Cookie', `${visitorCookieName}=${visitorId}; Path=/; Max-Age=${year}; SameSite=Lax`);
  let answer;
  try {
    answer = await renderer.answerForm({ path: req.path, form: form.fields, visitorId });
  } catch (error) {
    console.error(`form ${req.path}: not answered:`, error?.message ?? error);
    answer = {
      status: 503,
      intent: form.fields.intent,
      message:
        'This part of the site cannot take that just now. Nothing was changed; please try again in a moment.',
    };
  }
  if ('redirect' in answer) {
    // The cart's counts as it now is (shared/src/visitor/cart-hint.ts): the next page counts it.
    for (const cookie of answer.cookies ?? []) res.append('Set-Cookie', cookie);
    res.status(303).location(answer.redirect).type('text/plain').send(`See ${answer.redirect}\n`);
    return undefined;
  }
  return { visitorId, answer };
}

/**
 * The request's fields: an url-encoded form of at most `bodyLimitBytes`, one value per name.
 * @param {import('express').Request} req
 * @returns {Promise<{ fields: Record<string, string> } | { status: number, error: string }>}
 */
async function readForm(req) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.get('content-type') ?? ''))
    return { status: 415, error: 'A page takes only forms (application/x-www-form-urlencoded).' };
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > bodyLimitBytes) return { status: 413, error: `A form is at most ${bodyLimitBytes} bytes.` };
    chunks.push(chunk);
  }
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) {
    if (Object.hasOwn(fields, name)) return { status: 400, error: `The form sent ${name} twice.` };
    if (value.length > 500)
      return { status: 400, error: `The form's ${name} is longer than this site takes.` };
    fields[name] = value;
  }
  return { fields };
}

/** The visitor id the Cookie header holds (shared/src/visitor/visitor-id.ts keeps the same cookie). */
function visitorIdOf(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === visitorCookieName && visitorIdPattern.test(value)) return value;
  }
  return undefined;
}
