import { useId } from 'react';
import { Link } from 'react-router-dom';
import { imageUrl } from '@zomato/shared';
import { listedState } from '@zomato/section-ui';
import { optionChosen, optionIntended } from '../../search/option-intent';
import { HighlightedName } from '../../search/components/highlighted-name';
import { OptionFacts } from '../../search/components/result-list';
import type { SearchGroup } from '../../search/search-results';
import styles from '../search-page.module.css';

/**
 * The results as links, in the popup's groups and order (restaurants, dishes, then cuisines),
 * each drawn as the popup draws its option: picture, name with the text marked, what tells it
 * apart. A group heading only where the box groups its results (the landing page's).
 */
export function ResultLinks({
  groups,
  grouped,
  query,
}: {
  groups: SearchGroup[];
  grouped: boolean;
  query: string;
}) {
  const id = useId();
  return groups.map((group, position) => (
    <section
      key={group.label}
      className={styles.group}
      aria-labelledby={grouped ? `${id}-${position}` : undefined}
      aria-label={grouped ? undefined : group.label}
    >
      {grouped && (
        <h2 id={`${id}-${position}`} className={styles.groupLabel}>
          {group.label}
        </h2>
      )}
      <ul className={`bare-list ${styles.results}`}>
        {group.options.map((option) => (
          <li key={option.key}>
            <Link
              to={option.to}
              state={option.listed && listedState(option.listed)}
              className={`panel ${styles.result}`}
              onPointerEnter={() => optionIntended(option)}
              onFocus={() => optionIntended(option)}
              onTouchStart={() => optionIntended(option)}
              onClick={() => optionChosen(option)}
            >
              <img src={imageUrl(option.imgUrl)} alt="" width={80} height={60} className={styles.thumb} />
              <span className={styles.text}>
                <span className={styles.name}>
                  {option.matchedIn === 'name' ? (
                    <HighlightedName name={option.name} query={query} />
                  ) : (
                    option.name
                  )}
                </span>
                <OptionFacts item={option} query={query} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
