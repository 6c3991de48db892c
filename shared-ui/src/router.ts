/**
 * The router of every app, from here only (a lint rule forbids `react-router-dom` elsewhere,
 * tests' MemoryRouter aside). Module Federation shares a library whole, since it cannot know
 * which exports the apps will use: react-router-dom shared as such would come whole with every page.
 * Re-exported by shared-ui, it is trimmed to what Prétoire uses and still exists
 * once in the page, inside the shared-ui singleton: the shell's router and each area's router use
 * one context. Add a name here before using it elsewhere (a minor version of shared-ui). This
 * file is the lint rule's one exception (biome.json).
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
