import { useLocation } from 'react-router-dom';
import { usePageTitle, CardGridSkeleton, EmptyState, ErrorState } from '@zomato/section-ui';
import { SearchBox } from '../search/components/search-box';
import { readSearchRequest, type SearchRequest } from '../search/search-address';
import { optionsOf } from '../search/search-results';
import { popupTexts } from '../search/popup-texts';
import { boxPlaceholders } from '../search/search-scopes';
import { SectionLinks } from '../section-links/section-links';
import { ResultLinks } from './components/result-links';
import { usePageResults } from './hooks/use-page-results';
import { pageTexts, problemTexts, resultsHeading } from './page-texts';
import styles from './search-page.module.css';

/**
 * /search?q=…: what both search boxes' forms ask for, rendered by the server (so a search works
 * before the page is live and without JavaScript), in the popup's groups, each result a link.
 * A text that cannot be searched for is said so, with the box to try again.
 */
export function SearchPage() {
  const request = readSearchRequest(useLocation().search);
  const { scope, query, problem } = request;
  usePageTitle(problem ? 'Search' : resultsHeading(query));
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{problem ? 'Search' : resultsHeading(query)}</h1>
      <div className={styles.box}>
        <SearchBox
          // A new search is a new page: the box starts again with its text.
          key={`${scope}:${query}`}
          scope={scope}
          placeholder={boxPlaceholders[scope]}
          initialText={query}
        />
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problemTexts[problem](scope)}
        </p>
      ) : (
        <Results request={request} />
      )}
    </main>
  );
}

function Results({ request: { scope, query } }: { request: SearchRequest }) {
  const results = usePageResults(scope, query);
  if (results.status === 'loading') return <CardGridSkeleton count={6} label="Loading results" />;
  if (results.status === 'error')
    return <ErrorState title={popupTexts[scope].failed} error={results.error} onRetry={results.retry} />;
  const { groups, total } = results.data;
  if (total === 0)
    return (
      <EmptyState title={pageTexts[scope].none(query)}>
        <p>Check the spelling, or browse a section:</p>
        <SectionLinks />
      </EmptyState>
    );
  const shown = optionsOf(results.data).length;
  return (
    <>
      <p className={styles.count} role="status">
        {shown < total
          ? `Showing ${shown} of ${pageTexts[scope].found(total)}`
          : pageTexts[scope].found(total)}
      </p>
      <ResultLinks groups={groups} grouped={popupTexts[scope].grouped} query={query} />
      {shown < total && <p className={styles.more}>Add a word to narrow it down.</p>}
    </>
  );
}
