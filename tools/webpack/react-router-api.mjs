/**
 * The react-router API the site uses. Every build maps 'react-router-dom' and
 * 'react-router' to this module and shares IT as the router singleton, so the router is
 * tree-shaken to these names (a shared package otherwise ships whole: 61 KB gzip,
 * docs/decisions/0002-router-api-subset.md). Importing a name that is not listed fails the build: add it here; all apps
 * build from this file, so the host's copy has whatever the remotes use. The server's own
 * names are in react-router-server-api.mjs, which server builds share instead.
 */
export {
  createBrowserRouter,
  RouterProvider,
  Outlet,
  useOutletContext,
  useLoaderData,
  useRevalidator,
  useFetcher,
  data,
  redirect,
  Link,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  matchPath,
  matchRoutes,
} from 'react-router-build';
