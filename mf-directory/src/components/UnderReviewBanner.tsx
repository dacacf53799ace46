import { Banner } from 'mf-shared/kit';

export const UNDER_REVIEW_TEXT = 'This page is under review for approval. It is currently only visible to you.';

/**
 * docs/product/directory.md §5: the API answers an unapproved organization or project only
 * to its approved claimers (and staff), with is_approved false; everyone else gets a 404 (the
 * not-found view, also in the server render). Those who see it get the purple banner.
 */
export function UnderReviewBanner({ isApproved }: { isApproved: boolean }) {
  if (isApproved) return null;
  return <Banner kind="review">{UNDER_REVIEW_TEXT}</Banner>;
}
