// The profile's 'Following' list (issue 22): what the user follows, how often they hear about it
// (instant, daily digest, or only the private feed), unfollow, and the private feed's address.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'mf-shared';
import { Button, ErrorState, Skeleton } from 'mf-shared/kit';
import { followsQuery, resetFeedToken, setCadence, unfollow, useFollows, type Cadence, type Follow } from '../api/follows';
import styles from './ProfilePage.module.css';

const KIND_LABELS: Record<Follow['kind'], string> = {
  organization: 'Organization',
  project: 'Project',
  concept: 'Concept',
  job_tag: 'Job category',
};

const CADENCE_LABELS: Record<Cadence, string> = {
  instant: 'Email right away (at most one a day per item)',
  daily: 'Daily digest email',
  off: 'No email (feed only)',
};

export function FollowingSection() {
  const query = useFollows();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | 'feed' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: followsQuery().queryKey });

  const run = async (key: number | 'feed', action: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await action();
      await refresh();
      toast(done, { kind: 'success' });
    } catch (error) {
      toast((error as Error).message || 'That did not work. Please try again.', { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section id="following" className={styles.section} aria-labelledby="profile-following-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-following-heading" className={styles.sectionTitle}>
          Following
        </h2>
      </div>
      {query.isPending ? (
        <Skeleton height={72} />
      ) : query.isError ? (
        <ErrorState message="What you follow could not be loaded." onRetry={() => void query.refetch()} />
      ) : (
        <>
          {query.data.results.length === 0 ? (
            <p className={styles.hint}>
              You follow nothing yet. Use the Follow button on an organization, a project, a concept or a job category to hear about new
              funding, jobs, projects and status changes.
            </p>
          ) : (
            <ul className={styles.list} aria-label="What you follow">
              {query.data.results.map((follow) => (
                <li key={follow.id} className={styles.item} data-follow={`${follow.kind}:${follow.slug}`}>
                  <div className={styles.itemMain}>
                    <span className={styles.itemName}>
                      <a href={follow.url}>{follow.name}</a>
                      <span className={`${styles.badge} ${styles.pending}`}>{KIND_LABELS[follow.kind]}</span>
                    </span>
                    <span className={styles.itemActions}>
                      <label className="visually-hidden" htmlFor={`follow-cadence-${follow.id}`}>
                        How often you hear about {follow.name}
                      </label>
                      <select
                        id={`follow-cadence-${follow.id}`}
                        className={styles.select}
                        value={follow.cadence}
                        disabled={busy === follow.id}
                        onChange={(event) =>
                          void run(follow.id, () => setCadence(follow.id, event.target.value as Cadence), 'Your alert setting is saved.')
                        }
                      >
                        {(Object.keys(CADENCE_LABELS) as Cadence[]).map((cadence) => (
                          <option key={cadence} value={cadence}>
                            {CADENCE_LABELS[cadence]}
                          </option>
                        ))}
                      </select>
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={busy === follow.id}
                        onClick={() => void run(follow.id, () => unfollow(follow.id), `You no longer follow ${follow.name}.`)}
                      >
                        Unfollow<span className="visually-hidden"> {follow.name}</span>
                      </Button>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.subscription}>
            <p className={styles.subscriptionText}>
              Your private feed of these events (keep its address to yourself):{' '}
              <a href={query.data.feed.atom} data-feed="atom">
                Atom
              </a>{' '}
              ·{' '}
              <a href={query.data.feed.rss} data-feed="rss">
                RSS
              </a>
            </p>
            <Button
              variant="ghost"
              size="sm"
              loading={busy === 'feed'}
              onClick={() => void run('feed', resetFeedToken, 'Your feed has a new address; the old one no longer works.')}
            >
              Reset the feed address
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
