import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { ComingSoon, NotFound, areaForPath } from 'mf-shared';

/** The content area's pages (docs/architecture.md), each a placeholder for now. */
export const CONTENT_PAGES: ReadonlyArray<{ path: string; heading: string; pageTitle?: string }> = [
  { path: '/', heading: 'Home', pageTitle: '' },
  { path: '/articles', heading: 'Articles' },
  { path: '/articles/:slug', heading: 'Article' },
  { path: '/updates', heading: 'Updates' },
  { path: '/jobs', heading: 'Jobs' },
  { path: '/about', heading: 'About' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

/** /article/{slug} is an old address: spec 000 sends it to /articles/{slug}. */
function ArticleRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/articles/${encodeURIComponent(slug)}`} replace />;
}

/**
 * Unmatched path: not-found only when this area owns the path. single-spa may keep this
 * area mounted for a moment while another area's path is already in the address bar.
 */
function CatchAll() {
  const { pathname } = useLocation();
  return areaForPath(pathname) === 'content' ? <NotFound /> : null;
}

export function ContentRoutes() {
  return (
    <Routes>
      {CONTENT_PAGES.map(({ path, heading, pageTitle }) => (
        <Route key={path} path={path} element={<ComingSoon heading={heading} pageTitle={pageTitle} />} />
      ))}
      <Route path="/article" element={<Navigate to="/articles" replace />} />
      <Route path="/article/:slug" element={<ArticleRedirect />} />
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
