import type { CustomArrowProps } from 'react-slick';
import { useHydrated } from '@zomato/shared';
import styles from './category-carousel.module.css';

/**
 * A real button for react-slick's arrows. At an end slick passes no handler; the button
 * stays focusable (aria-disabled, not disabled) so focus is not lost after the last step. It
 * pages in the page's script only: until the page is live it is disabled, never a dead press.
 */
export function CarouselArrow({ direction, onClick }: CustomArrowProps & { direction: 'previous' | 'next' }) {
  const disabled = !onClick;
  const live = useHydrated();
  return (
    <button
      type="button"
      disabled={!live}
      className={`icon-button ${styles.arrow} ${direction === 'previous' ? styles.previous : styles.next}`}
      aria-label={direction === 'previous' ? 'Previous categories' : 'Next categories'}
      aria-disabled={disabled}
      onClick={onClick ?? undefined}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
