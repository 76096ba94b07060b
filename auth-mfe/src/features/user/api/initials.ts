import type { UserDetails } from '@zomato/section-ui';

/** Up to two initials from the name, else the email's first letter. */
export function initialsOf(details: UserDetails): string {
  const words = (details.displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length)
    return words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('');
  return (details.email ?? '').trim().charAt(0).toUpperCase();
}
