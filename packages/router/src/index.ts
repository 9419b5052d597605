// Declarative routing only (spec: every page is a client route of the shell's BrowserRouter).
// Module Federation cannot tree-shake a shared module, so the singleton is this short list:
// webpack keeps only these exports of react-router and drops the data routers, server
// rendering and framework mode. Add a name here when a screen needs it.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
