import { redirect, type RouteContext } from 'mf-shared/area';
import { fromReviewHistorySearch } from '../utils/historyFilters';

/** /review/history was replaced by /admin/history (issue 19 item 4): a 302 on the server, a replace-navigation in the browser. */
export function load({ search }: RouteContext): never {
  throw redirect(`/admin/history${fromReviewHistorySearch(search)}`);
}

export default function ReviewHistoryRedirect() {
  return null;
}
