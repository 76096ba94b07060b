import { paths } from '@zomato/shared';

/**
 * Where a payment that went through is confirmed: the same address whether the form was posted
 * (no script) or paid from the page, so a reload is drawn by the server from the attempt's record.
 */
export const confirmationPath = (attempt: string) =>
  `${paths.paymentSuccessful}?attempt=${encodeURIComponent(attempt)}`;
