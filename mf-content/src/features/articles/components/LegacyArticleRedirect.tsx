import { Navigate, useParams } from 'react-router-dom';

/**
 * /article and /article/{slug} are old addresses (docs/product/content.md §3): the server answers them with a
 * 301; a client-side link to one lands here and goes on to /articles….
 */
export default function LegacyArticleRedirect() {
  const { slug } = useParams();
  return <Navigate to={slug ? `/articles/${encodeURIComponent(slug)}` : '/articles'} replace />;
}
