// The Follow button itself (issue 22), loaded by FollowSlot after hydration. Signed out it links
// to sign-in (and back); signed in it shows whether the visitor follows the item and toggles it
// (POST /api/v1/follows/, DELETE /api/v1/follows/{id}/). One GET of the visitor's follows serves
// every button of the page.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { apiRequest, getJson, postJson, toast, useSession } from 'mf-shared';
import { Button, ButtonLink } from '../ui/Button';

export type FollowKind = 'organization' | 'project' | 'concept' | 'job_tag';

export interface FollowButtonProps {
  kind: FollowKind;
  slug: string;
  /** For the accessible label: 'Follow Helion'. */
  name: string;
}

interface FollowRow {
  id: number;
  kind: FollowKind;
  slug: string;
}

/** kind:slug → follow id, for the signed-in visitor; null until loaded. */
let followed: Map<string, number> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const keyOf = (kind: FollowKind, slug: string) => `${kind}:${slug}`;

function loadFollows(): Promise<void> {
  loading ??= getJson<{ results: FollowRow[] }>('/api/v1/follows/')
    .then(({ results }) => {
      followed = new Map(results.map((row) => [keyOf(row.kind, row.slug), row.id]));
      changed();
    })
    .catch((error: unknown) => {
      loading = null; // the next button tries again
      throw error;
    });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export default function FollowButton({ kind, slug, name }: FollowButtonProps) {
  const signedIn = useSession((session) => session.is_authenticated);
  const followId = useSyncExternalStore(
    subscribe,
    () => (followed ? (followed.get(keyOf(kind, slug)) ?? 0) : null),
    () => null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (signedIn) loadFollows().catch((error: unknown) => console.error('Could not load your follows', error));
  }, [signedIn]);

  if (!signedIn) {
    const next = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
    return (
      <ButtonLink to={`/sign-in?next=${encodeURIComponent(next)}`} variant="secondary" size="sm" title={`Sign in to follow ${name}`}>
        Follow<span className="visually-hidden"> {name}</span>
      </ButtonLink>
    );
  }

  const following = Boolean(followId);
  const toggle = async () => {
    setBusy(true);
    try {
      if (followId) {
        await apiRequest({ method: 'delete', url: `/api/v1/follows/${followId}/` });
        followed?.delete(keyOf(kind, slug));
        toast(`You no longer follow ${name}.`, { kind: 'success' });
      } else {
        const row = await postJson<FollowRow>('/api/v1/follows/', { kind, slug });
        followed ??= new Map();
        followed.set(keyOf(kind, slug), row.id);
        toast(`You follow ${name}: alerts by email, and in your profile.`, { kind: 'success' });
      }
      changed();
    } catch (error) {
      toast((error as Error).message || 'That did not work. Please try again.', { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant={following ? 'primary' : 'secondary'}
      size="sm"
      loading={busy || followId === null}
      aria-pressed={following}
      onClick={() => void toggle()}
      data-follow-state={followId === null ? 'loading' : following ? 'following' : 'not-following'}
    >
      {following ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {name}</span>
    </Button>
  );
}
