import type { RefusedForm } from '@zomato/shared';

/**
 * A form the server could not carry out, in the visitor's words: the data service's own refusal
 * of bad input passes as a 400 with its message; a service that is down or failing is a 502 or
 * 503 that says nothing was changed.
 */
export function refusalOf(error: unknown, intent: string, nothingDone: string): RefusedForm {
  const response = (error as { response?: { status: number; data?: unknown } } | undefined)?.response;
  if (response) {
    const { status, data } = response;
    const said = (data as { error?: unknown } | undefined)?.error;
    if (status >= 400 && status < 500 && typeof said === 'string')
      return {
        status: [404, 409, 412].includes(status) ? status : 400,
        intent,
        message: `${capitalised(said)}. ${nothingDone}`,
      };
    return { status: 502, intent, message: `The data service answered ${status}. ${nothingDone}` };
  }
  return { status: 503, intent, message: `The data service could not be reached. ${nothingDone}` };
}

/** A form field that is missing or not what this form sends. */
export const badField = (intent: string, message: string): RefusedForm => ({ status: 400, intent, message });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
