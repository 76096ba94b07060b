import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { getVisitorId, serverLoadContext, type FormAnswer, type FormRequest } from '@zomato/shared';

/** A form's answer as a route action gives it: a redirect, or the refusal with its status. */
export const routeAnswer = (answer: FormAnswer) =>
  'redirect' in answer ? redirect(answer.redirect) : data(answer, { status: answer.status });

/**
 * A route action from a form's answer (a cart row's buttons, payment), the same code on both sides:
 * the visitor is the one who posted (the server's `requestContext`), or this browser's own.
 */
export function formAction(answer: (request: FormRequest) => Promise<FormAnswer>) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form: Record<string, string> = {};
    for (const [name, value] of await request.formData()) if (typeof value === 'string') form[name] = value;
    const visitorId = serverLoadContext(context)?.visitorId ?? getVisitorId();
    return routeAnswer(await answer({ path: new URL(request.url).pathname, form, visitorId }));
  };
}
