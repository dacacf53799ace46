// The frame both edit screens share (docs/product/account.md §10, §12): the edit view's query decides. 403 sends
// the user to the detail page (no approved claim) or to /profile (unverified); 404 is the
// not-found view; the under-review banner shows for an entry staff have not approved yet.
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { isNotFoundError } from 'mf-shared';
import { Banner, ErrorState, NotFound, Skeleton } from 'mf-shared/kit';
import type { LazyPage } from 'mf-shared/area';
import { FormSlot } from '../../../components/FormSlot';
import { editAccessRedirect, type EntityKind } from '../utils/editAccess';
import { ContributionLayout } from './ContributionLayout';

export const UNDER_REVIEW_TEXT = 'This page is under review for approval. It is currently only visible to you.';

export interface EditPageProps<T extends { display_name: string; is_approved: boolean }> {
  kind: EntityKind;
  slug: string;
  query: UseQueryOptions<T, Error, T, string[]>;
  form: LazyPage;
  intro: string;
}

export function EditPage<T extends { display_name: string; is_approved: boolean }>({
  kind,
  slug,
  query: options,
  form,
  intro,
}: EditPageProps<T>) {
  const query = useQuery(options);
  if (query.isError) {
    // The route's loader is sending the visitor elsewhere (no approved claim, or unverified).
    if (editAccessRedirect(query.error, kind, slug)) return null;
    if (isNotFoundError(query.error)) return <NotFound />;
  }
  const noun = kind === 'organization' ? 'organization' : 'project';
  return (
    <ContributionLayout
      heading={query.data ? `Edit ${query.data.display_name}` : `Edit ${noun}`}
      intro={intro}
      banner={query.data && !query.data.is_approved ? <Banner kind="review">{UNDER_REVIEW_TEXT}</Banner> : null}
    >
      {query.isPending ? (
        <div aria-busy="true">
          <Skeleton height={320} />
        </div>
      ) : query.isError ? (
        <ErrorState message={`This ${noun} could not be loaded.`} onRetry={() => void query.refetch()} />
      ) : (
        <FormSlot form={form} props={{ slug }} rows={8} />
      )}
    </ContributionLayout>
  );
}
