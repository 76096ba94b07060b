import { highlightParts } from '../highlight-parts';
import styles from '../search-popup.module.css';

/** The name with each match marked; plain React text, so typed HTML stays text. */
export function HighlightedName({ name, query }: { name: string; query: string }) {
  return (
    <>
      {highlightParts(name, query).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
