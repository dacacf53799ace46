// /affiliate (docs/product/account.md §15; issue 14): the three plans, the organization the membership
// is for (the `org-slug` query, else the user's first approved claim), what is missing before
// subscribing, and the subscribe call whose answer (the checkout's url) the browser is sent to.
// Server-rendered: signed in, the account info is loaded by the route's `load` below.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { httpStatusOf, useSession } from 'mf-shared';
import { Banner, Button, ButtonLink, formatDate, GoldCheck } from 'mf-shared/kit';
import { accountInfoQuery } from '../../../lib/api/accountInfo';
import { checkoutNavigation, startCheckout } from '../api/subscribe';
import { AFFILIATE_TEXT, CHECKOUT_PARAM, checkoutState, chosenSlug, ORG_SLUG_PARAM, PLANS, type Plan, type PlanType } from '../utils/plans';
import styles from './AffiliatePage.module.css';
import type { RouteContext } from 'mf-shared/area';

/** Signed in: the user's organizations and memberships (the profile's query). */
export const load = ({ queryClient, session }: RouteContext) =>
  session.is_authenticated ? queryClient.prefetchQuery(accountInfoQuery()) : undefined;

export const head = () => ({ title: 'Affiliate membership', noindex: true });

export const AFFILIATE_HEADING = 'Affiliate membership';
const SERVER_ERROR = "Server error. It's not you, it's us.";

export default function AffiliatePage() {
  const isAuthenticated = useSession((current) => current.is_authenticated);
  const memberships = useSession((current) => current.organization_memberships);
  const session = { is_authenticated: isAuthenticated, organization_memberships: memberships };
  const [search, setSearch] = useSearchParams();
  const signedIn = session.is_authenticated;
  // Signed out there is no account to read (the server render did not load it either).
  const info = useQuery({ ...accountInfoQuery(), enabled: signedIn });
  const slug = chosenSlug(search.get(ORG_SLUG_PARAM), signedIn ? info.data : undefined);
  const state = checkoutState({ session, info: signedIn ? info.data : undefined, slug, formatDate: (date) => formatDate(date) });
  const checkout = search.get(CHECKOUT_PARAM);
  const [pending, setPending] = useState<PlanType | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    params.delete(CHECKOUT_PARAM);
    if (next) params.set(ORG_SLUG_PARAM, next);
    else params.delete(ORG_SLUG_PARAM);
    setError(null);
    setSearch(params, { replace: true });
  };

  const subscribe = async (planType: PlanType) => {
    if (state.kind !== 'ready') return;
    setPending(planType);
    setError(null);
    try {
      checkoutNavigation.go(await startCheckout(state.organizationId, planType));
    } catch (failure) {
      const status = httpStatusOf(failure);
      setError(status !== null && status < 500 ? (failure as Error).message : SERVER_ERROR);
      setPending(null);
    }
  };

  const organizations = signedIn ? (info.data?.orgs ?? []) : [];

  return (
    <section className={styles.page} aria-labelledby="affiliate-heading">
      <h1 id="affiliate-heading" className={styles.title}>
        {AFFILIATE_HEADING}
      </h1>
      <p className={styles.lead}>
        The directory is free to read. Affiliate members support it and get a gold check <GoldCheck size={16} /> next to their name,
        priority listing, their own description and a sales email on their page.
      </p>

      {signedIn && info.data?.payments_mode === 'test' && (
        <Banner kind="info" className={styles.banner}>
          {AFFILIATE_TEXT.testMode}
        </Banner>
      )}
      {checkout === 'success' && (
        <Banner kind="success" className={styles.banner}>
          {AFFILIATE_TEXT.success} <a href="/profile">Go to your profile</a>.
        </Banner>
      )}
      {checkout === 'resumed' && (
        <Banner kind="success" className={styles.banner}>
          {AFFILIATE_TEXT.resumed}
        </Banner>
      )}
      {checkout === 'canceled' && (
        <Banner kind="info" className={styles.banner}>
          {AFFILIATE_TEXT.canceled}
        </Banner>
      )}

      {signedIn && organizations.length > 0 && (
        <div className={styles.chooser}>
          <label htmlFor="affiliate-organization" className={styles.label}>
            Organization
          </label>
          <select id="affiliate-organization" className={styles.select} value={slug ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">Choose an organization</option>
            {slug && !organizations.some((org) => org.slug === slug) && <option value={slug}>{slug}</option>}
            {organizations.map((org) => (
              <option key={org.slug} value={org.slug}>
                {org.display_name}
                {org.status === 'pending' ? ' (claim under review)' : ''}
              </option>
            ))}
          </select>
        </div>
      )}

      <StateNotice state={state} />
      {error && (
        <Banner kind="error" className={styles.banner}>
          {error}
        </Banner>
      )}

      <ul className={styles.plans}>
        {PLANS.map((plan) => (
          <li key={plan.id} className={[styles.plan, plan.badge ? styles.featured : ''].filter(Boolean).join(' ')}>
            <PlanCard plan={plan} slug={slug} state={state} pending={pending} onSubscribe={(planType) => void subscribe(planType)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StateNotice({ state }: { state: ReturnType<typeof checkoutState> }) {
  if (state.kind === 'ready') {
    return state.note ? <p className={styles.note}>{state.note}</p> : null;
  }
  if (state.kind === 'active') {
    return (
      <p className={`${styles.note} ${styles.active}`}>
        <GoldCheck size={16} /> {state.reason} Manage it on <a href="/profile">your profile</a>.
      </p>
    );
  }
  return (
    <p className={styles.note} role={state.kind === 'blocked' ? 'status' : undefined}>
      {state.reason}
      {state.kind === 'blocked' && state.claimHref && (
        <>
          {' '}
          <a href={state.claimHref}>Go to {state.organizationName}</a>
        </>
      )}
    </p>
  );
}

function PlanCard({
  plan,
  slug,
  state,
  pending,
  onSubscribe,
}: {
  plan: Plan;
  slug: string | null;
  state: ReturnType<typeof checkoutState>;
  pending: PlanType | null;
  onSubscribe(planType: PlanType): void;
}) {
  const headingId = `plan-${plan.id}`;
  let action;
  if (state.kind === 'none') {
    action = (
      <ButtonLink to={state.createAccountHref} variant={plan.id === 'listed' ? 'secondary' : 'primary'} aria-describedby={headingId}>
        {plan.id === 'listed' ? 'Get listed' : 'Subscribe'}
      </ButtonLink>
    );
  } else if (plan.id === 'listed') {
    action = slug ? (
      <ButtonLink to={`/organizations/${encodeURIComponent(slug)}`} variant="secondary" aria-describedby={headingId}>
        View your listing
      </ButtonLink>
    ) : null;
  } else if (state.kind === 'ready') {
    const planType = plan.id;
    action = (
      <Button loading={pending === planType} disabled={pending !== null} onClick={() => onSubscribe(planType)} aria-describedby={headingId}>
        {state.renewing ? 'Renew' : 'Subscribe'}
      </Button>
    );
  } else {
    action = (
      <Button disabled aria-describedby={headingId}>
        {/* Only the plan that is paid for reads 'Subscribed'. */}
        {state.kind === 'active' && state.planType === plan.id ? 'Subscribed' : 'Subscribe'}
      </Button>
    );
  }
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {plan.badge && <p className={styles.badge}>{plan.badge}</p>}
      <h2 id={headingId} className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{plan.price}</span>
        {plan.period && <span className={styles.period}> {plan.period}</span>}
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className={styles.action}>{action}</div>
    </article>
  );
}
