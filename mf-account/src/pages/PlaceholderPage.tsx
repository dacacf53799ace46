import { useLocation } from 'react-router-dom';
import { matchAreaRoute } from 'mf-shared';
import { ComingSoon } from 'mf-shared/kit';
import { PLACEHOLDER_HEADINGS } from './placeholders';

export default function PlaceholderPage() {
  const { pathname } = useLocation();
  const pattern = matchAreaRoute('account', pathname)?.pattern ?? '';
  const heading = PLACEHOLDER_HEADINGS[pattern] ?? 'Coming soon';
  return <ComingSoon heading={heading} pageTitle={heading} />;
}
