// /projects/{slug}/edit (docs/product/account.md §12): the frame (EditPage) around the form (forms/ProjectEditForm.tsx).
import { useParams } from 'react-router-dom';
import { redirect, type RouteContext } from 'mf-shared/area';
import { contributionOptionsQuery, projectEditQuery } from '../api/queries';
import { projectEditForm } from '../forms/lazyForms';
import { editAccessRedirect } from '../utils/editAccess';
import { EditPage } from './EditPage';

export async function load({ queryClient, params }: RouteContext) {
  const slug = params.slug ?? '';
  await Promise.all([
    queryClient.prefetchQuery(projectEditQuery(slug)),
    queryClient.prefetchQuery(contributionOptionsQuery()),
    projectEditForm.preload(),
  ]);
  const target = editAccessRedirect(queryClient.getQueryState(projectEditQuery(slug).queryKey)?.error, 'project', slug);
  if (target) throw redirect(target);
}

export const head = () => ({ title: 'Edit project', noindex: true });

export default function EditProjectPage() {
  const { slug = '' } = useParams();
  return (
    <EditPage
      kind="project"
      slug={slug}
      query={projectEditQuery(slug)}
      form={projectEditForm}
      intro="Your changes are published when you save. Suppliers come from our data provider."
    />
  );
}
