// POST /api/v1/stripe/unsubscribe/ (docs/product/account.md §16): cancels at the end of the paid period; its
// message is shown as a toast; a failure shows 'Error cancelling subscription: ...' (docs/product/account.md §14).
import { postJson, toast } from 'mf-shared';

const UNSUBSCRIBE_URL = '/api/v1/stripe/unsubscribe/';

export async function cancelSubscription(slug: string): Promise<boolean> {
  try {
    const answer = await postJson<{ message?: string }>(UNSUBSCRIBE_URL, { slug });
    toast(answer?.message || 'Subscription cancelled', { kind: 'success' });
    return true;
  } catch (error) {
    toast(`Error cancelling subscription: ${(error as Error).message}`, { kind: 'error' });
    return false;
  }
}
