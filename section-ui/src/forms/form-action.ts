import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { getVisitorId, serverLoadContext, type FormAnswer, type FormRequest } from '@zomato/shared';

/** A form's answer as a route action gives it: a redirect, or the refusal with its status. */
export const routeAnswer = (answer: FormAnswer) =>
  'redirect' in answer ? redirect(answer.redirect) : data(answer, { status: answer.status });

/** Where a route action runs: for a post the server answers, or in the live page. */
export type ActionSide = 'server' | 'browser';

/**
 * A route action from a form's answer (a cart row's buttons, payment), the same code on both sides:
 * the visitor is the one who posted (the server's `requestContext`), or this browser's own; `side`
 * says which, for the one step each side takes its own way (the browser's cart calls also tell the
 * page and the visitor's other tabs).
 */
export function formAction(answer: (request: FormRequest, side: ActionSide) => Promise<FormAnswer>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form: Record<string, string> = {};
    for (const [name, value] of await request.formData()) if (typeof value === 'string') form[name] = value;
    const server = serverLoadContext(context);
    const visitorId = server?.visitorId ?? getVisitorId();
    const path = new URL(request.url).pathname;
    return routeAnswer(await answer({ path, form, visitorId }, server ? 'server' : 'browser'));
  };
}
