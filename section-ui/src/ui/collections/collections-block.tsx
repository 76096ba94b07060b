import { Link } from 'react-router-dom';
import barHoppers from './images/bar-hoppers.webp';
import catchTheMatch from './images/catch-the-match.webp';
import newInTown from './images/new-in-town.webp';
import trendingThisWeek from './images/trending-this-week.webp';
import styles from './collections-block.module.css';

/** docs/product.md#collections: the four collections and their place counts. */
export const collections = [
  { title: 'Catch the Match', places: 30, image: catchTheMatch },
  { title: 'New In Town', places: 19, image: newInTown },
  { title: 'Trending This Week', places: 30, image: trendingThisWeek },
  { title: 'Calling all Bar Hoppers', places: 30, image: barHoppers },
] as const;

export const collectionsTagline =
  'Explore curated lists of top restaurants, cafes, pubs, and bars in Delhi NCR, based on trends';

/**
 * The collections block of the landing page and the dine-out listing. The catalogue has no
 * collection lists, so a card leads to `linkTo` (the landing page's: the Dining Out listing) and
 * looks like a card; without it (on that listing) it is a flat picture with a caption, nothing
 * to press. Its pictures load lazily unless the block opens the page (`imageLoading="eager"`): a
 * lazy picture at the top is the page's largest paint, held back until layout.
 */
export function CollectionsBlock({
  headingLevel = 2,
  imageLoading = 'lazy',
  linkTo,
}: {
  headingLevel?: 2 | 3;
  imageLoading?: 'lazy' | 'eager';
  linkTo?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const CardTitle = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.block} aria-labelledby="collections-heading">
      <Heading id="collections-heading" className={styles.heading}>
        Collections
      </Heading>
      <p className={styles.tagline}>{collectionsTagline}</p>
      <ul className={`bare-list ${styles.cards}`}>
        {collections.map((collection) => {
          const card = (
            <>
              <img
                src={collection.image}
                alt=""
                width={320}
                height={240}
                loading={imageLoading}
                className={`cover-image ${styles.image}`}
              />
              <div className={styles.caption}>
                <CardTitle className={styles.title}>{collection.title}</CardTitle>
                <p className={styles.places}>{collection.places} places</p>
              </div>
            </>
          );
          return (
            <li key={collection.title} className={linkTo ? styles.card : styles.picture}>
              {linkTo ? (
                <Link className={styles.link} to={linkTo}>
                  {card}
                </Link>
              ) : (
                card
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
