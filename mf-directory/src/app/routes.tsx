import { Route, Routes, useLocation } from 'react-router-dom';
import { areaForPath, NotFound } from 'mf-shared';
import { OrganizationsPage } from '../features/organizations/components/OrganizationsPage';
import { OrganizationDetailPage } from '../features/organizations/components/OrganizationDetailPage';
import { ProjectDetailPage, ProjectsListPage } from '../features/projects/ProjectsPages';
import { SupplyChainPage } from '../features/supply-chain/SupplyChainPage';

/** Everything this area answers (the same list as mf-shared's AREA_ROUTES.directory). */
export function DirectoryRoutes() {
  const { pathname } = useLocation();
  // During a cross-area navigation this area is still mounted for a moment while single-spa
  // swaps areas: paths owned by another area (e.g. /organizations/add) must render nothing,
  // not a detail page for the slug 'add' or a not-found flash.
  if (areaForPath(pathname) !== 'directory') return null;

  return (
    <Routes>
      <Route path="/organizations" element={<OrganizationsPage />} />
      <Route path="/organizations/:slug" element={<OrganizationDetailPage />} />
      <Route path="/projects" element={<ProjectsListPage />} />
      <Route path="/projects/:slug" element={<ProjectDetailPage />} />
      <Route path="/supply-chain" element={<SupplyChainPage />} />
      {/* Reached only for a directory-owned path none of the routes above take. */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
