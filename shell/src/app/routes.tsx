import { Route, Routes } from 'react-router-dom';
import { paths } from '@zomato/shared';
import { SiteLayout } from '../features/layout/site-layout';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteSection } from '../features/remotes/remote-section';
import { SearchDetailsPage } from '../features/search-details/search-details-page';
import { useRouteFocus } from '../features/focus/use-route-focus';

/** The route table: which app owns which path (docs/product.md#routes). */
export function AppRoutes() {
  useRouteFocus();
  return (
    <Routes>
      <Route path={paths.home} element={<LandingPage />} />
      <Route element={<SiteLayout withTabs />}>
        <Route path={`${paths.delivery}/*`} element={<RemoteSection remote="delivery" />} />
        <Route path={`${paths.dining}/*`} element={<RemoteSection remote="dining" />} />
        <Route path={`${paths.nightlife}/*`} element={<RemoteSection remote="nightlife" />} />
      </Route>
      <Route element={<SiteLayout />}>
        <Route path={paths.searchDetails} element={<SearchDetailsPage />} />
        <Route path={paths.cart} element={<RemoteSection remote="checkout" />} />
        <Route path={paths.payment} element={<RemoteSection remote="checkout" />} />
        <Route path={paths.paymentSuccessful} element={<RemoteSection remote="checkout" />} />
        <Route path={paths.login} element={<RemoteSection remote="auth" />} />
        <Route path={paths.signup} element={<RemoteSection remote="auth" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
