import { paths } from '@zomato/shared';
import { usePageTitle, CollectionsBlock } from '@zomato/section-ui';
import { SiteFooter } from '../footer/site-footer';
import { SearchBox } from '../search/components/search-box';
import { boxPlaceholders } from '../search/search-scopes';
import { mainContentId, SkipLink } from '../focus/skip-link';
import { LandingNav } from './components/landing-nav';
import { SectionCards } from './components/section-cards';
import styles from './landing-page.module.css';

/** The landing page `/` (docs/product.md#landing): hero with search, the three sections, collections. */
export const landingHeading = 'Discover the best Food and Drinks in Delhi NCR';

export function LandingPage() {
  usePageTitle(landingHeading);
  return (
    <div className={styles.page}>
      <SkipLink />
      <LandingNav />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <section className={styles.hero} aria-labelledby="landing-title">
          <p className={styles.brand} aria-hidden="true">
            zomato
          </p>
          <h1 id="landing-title" className={styles.title}>
            {landingHeading}
          </h1>
          <div className={styles.search}>
            <SearchBox scope="everything" variant="hero" placeholder={boxPlaceholders.everything} />
          </div>
        </section>
        <div className={styles.body}>
          <SectionCards />
          <CollectionsBlock linkTo={paths.dining} />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
