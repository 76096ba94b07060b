/**
 * A form posted to a page (docs/decisions/0018-progressive-enhancement.md), as React Router's
 * `createStaticHandler` runs a route action: the fields are read and checked here, the section
 * that owns the page answers in its own lane (its ./Actions), and the visitor is sent on with a
 * 303 (Post/Redirect/Get) or, when the section refused, the page is drawn again with its message.
 * A first post with no visitor cookie gets one, so the cart it fills is theirs from then on.
 */
import { randomUUID } from 'node:crypto';

/** The largest form a page has (the card form) is well under this. */
const bodyLimitBytes = 8192;
const visitorCookieName = 'visitorId';
const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;
const year = 365 * 24 * 60 * 60;

/**
 * Answers the POST: resolves undefined once it has sent the answer (a redirect, or a plain 4xx for
 * a body that is no form), or with the refusal the page is to be drawn with, and for which visitor.
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
