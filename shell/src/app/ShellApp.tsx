import { useEffect, useState, type MouseEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from 'mf-shared';
import { Toaster } from 'mf-shared/kit';
import { usePageViews } from '../features/analytics/usePageViews';
import { AreaSlot } from '../features/area-slot/components/AreaSlot';
import { Footer } from '../features/footer/components/Footer';
import { Header } from '../features/header/components/Header';
import { NewsletterForm } from '../features/newsletter/components/NewsletterForm';
import { NavigationProgress } from '../features/progress/components/NavigationProgress';
import { SearchBox } from '../features/search/components/SearchBox';
import { useCurrentPath } from '../lib/navigation/useCurrentPath';
import { useScrollToTopOnPathChange } from '../lib/navigation/useScrollToTopOnPathChange';
import { connectRemotes, retryArea } from './areas/composeAreas';
import styles from './ShellApp.module.css';

/**
 * Moves focus to the main content without touching the URL hash: some areas keep
 * their selected tab in the hash, and '#main-content' must not change it.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

export interface ShellAppProps {
  /** Browser only: starts single-spa once the frame is on the page (after hydration). */
  onReady?: () => void;
}

/** The page frame: header, the main slot the areas mount into, footer. */
export function ShellApp({ onReady }: ShellAppProps) {
  const [queryClient] = useState(createQueryClient);
  const pathname = useCurrentPath();
  useScrollToTopOnPathChange();
  usePageViews();
  useEffect(() => onReady?.(), [onReady]);

  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <NavigationProgress />
        <a href="#main-content" className={styles.skipLink} onClick={skipToContent}>
          Skip to content
        </a>
        <Header pathname={pathname} search={<SearchBox />} />
        <main id="main-content" className={styles.main} tabIndex={-1}>
          <AreaSlot onRetryRegistry={() => void connectRemotes()} onRetryArea={(area) => void retryArea(area)} />
        </main>
        <Footer newsletter={<NewsletterForm />} />
        <Toaster />
      </div>
    </QueryClientProvider>
  );
}
