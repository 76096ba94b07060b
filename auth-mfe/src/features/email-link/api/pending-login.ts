/**
 * Who asked for the last sign-in link in this browser: the link itself carries no email
 * (Firebase's rule, so a forwarded link is useless without it), and the Full Name is ours
 * to set once the link is opened. Kept until the link is used.
 */
export const pendingLoginKey = 'emailForSignIn';

export interface PendingLogin {
  email: string;
  fullName: string;
}

export function savePendingLogin(pending: PendingLogin): void {
  try {
    localStorage.setItem(pendingLoginKey, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): opening the link will simply ask for the email.
  }
}

export function readPendingLogin(): PendingLogin | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(pendingLoginKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { email, fullName } = value as Record<string, unknown>;
    return typeof email === 'string' && email
      ? { email, fullName: typeof fullName === 'string' ? fullName : '' }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingLogin(): void {
  try {
    localStorage.removeItem(pendingLoginKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
