// /compare?orgs=a,b,c (issue 10): up to four organizations side by side — concept, funding and
// the last round, founding year, country, machines and their status, team size — shareable by URL.
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { HeadData, OrganizationDetail } from 'mf-shared';
import {
  CopyLinkButton,
  CountryFlag,
  EmptyState,
  ErrorState,
  formatDateAsKnown,
  FundingAmount,
  GoldCheck,
  OrganizationStatusPill,
  OrgLogo,
  Skeleton,
} from 'mf-shared/kit';
import type { RouteContext } from 'mf-shared/area';
import { formatFundingTotal, formatPlace } from '../../../lib/display';
import { Sources } from '../../../components/Sources';
import type { WithSources } from '../../../lib/types';
import { comparedOrganizationQuery, useComparedOrganizations } from '../api/compareApi';
import { compareUrl } from '../../../lib/compareUrl';
import { lastRound, mainConcept, MAX_COMPARED, parseComparedSlugs } from '../utils/compare';
import { AddToCompare } from './AddToCompare';
import page from '../../../lib/styles/Page.module.css';
import styles from './ComparePage.module.css';

function compareHead(organizations: (OrganizationDetail | null | undefined)[]): HeadData {
  const names = organizations.flatMap((organization) => (organization ? [organization.display_name] : []));
  return {
    title: names.length ? `Compare ${names.join(', ')}` : 'Compare organizations',
    description: names.length
      ? `${names.join(', ')} side by side: concept, funding and last round, founding year, country, machines and their status.`
      : 'Compare up to four fusion energy organizations side by side: concept, funding, founding year, country and machines.',
  };
}

// The route's server data and <head> travel with this page's chunk (mf-shared/area lazyPage PageModule).
export const load = ({ queryClient, search }: RouteContext) =>
  Promise.all(parseComparedSlugs(search).slugs.map((slug) => queryClient.prefetchQuery(comparedOrganizationQuery(slug))));

export const head = ({ queryClient, search }: RouteContext) =>
  compareHead(parseComparedSlugs(search).slugs.map((slug) => queryClient.getQueryData(comparedOrganizationQuery(slug).queryKey)));

type Compared = WithSources<OrganizationDetail>;

interface Row {
  label: string;
  cell(organization: Compared): ReactNode;
}

const ROWS: Row[] = [
  {
    label: 'Concept',
    cell: (organization) => {
      const concept = mainConcept(organization);
      return concept ? <Link to={`/projects/#${encodeURIComponent(concept.slug)}`}>{concept.display_name}</Link> : <NotKnown />;
    },
  },
  {
    label: 'Total funding',
    cell: (organization) => (
      <strong className="tabular-nums">{formatFundingTotal(organization.total_funding, organization.total_funding_undisclosed)}</strong>
    ),
  },
  {
    label: 'Last round',
    cell: (organization) => {
      const round = lastRound(organization);
      if (!round) return <NotKnown text="No round listed" />;
      return (
        <span className={styles.stack}>
          <span>{round.round_name}</span>
          <span className={`${styles.muted} tabular-nums`}>
            <time dateTime={round.announcement_date}>{formatDateAsKnown(round.announcement_date, round.date_precision, 'short')}</time> ·{' '}
            <FundingAmount entry={round} />
          </span>
        </span>
      );
    },
  },
  {
    label: 'Founded',
    cell: (organization) =>
      organization.founding_year ? <span className="tabular-nums">{organization.founding_year}</span> : <NotKnown />,
  },
  {
    label: 'Country',
    cell: (organization) =>
      organization.country ? (
        <span className={styles.place}>
          <CountryFlag emoji={organization.country_flag_emoji} url={organization.country_flag_url} country={organization.country} />
          {formatPlace(organization)}
        </span>
      ) : (
        <NotKnown />
      ),
  },
  {
    label: 'Machines',
    cell: (organization) =>
      organization.projects.length === 0 ? (
        <NotKnown text="None listed" />
      ) : (
        <ul className={styles.machines}>
          {organization.projects.map((project) => (
            <li key={project.id}>
              <Link to={`/projects/${encodeURIComponent(project.slug)}`}>{project.display_name}</Link>
              {project.project_status && <span className={styles.status}>{project.project_status}</span>}
            </li>
          ))}
        </ul>
      ),
  },
  {
    // The directory does not record head counts yet: said plainly rather than guessed.
    label: 'Team size',
    cell: () => <NotKnown />,
  },
  {
    label: 'Sources',
    cell: (organization) =>
      organization.sources?.length ? (
        <Sources sources={organization.sources} compact label={`Sources of ${organization.display_name}`} />
      ) : (
        <NotKnown text="None listed" />
      ),
  },
];

function NotKnown({ text = 'Not known' }: { text?: string }) {
  return <span className={styles.muted}>{text}</span>;
}

export default function ComparePage() {
  const { search } = useLocation();
  const { slugs, dropped } = parseComparedSlugs(search);
  const queries = useComparedOrganizations(slugs);
  const organizations = queries.flatMap((query) => (query.data ? [query.data as Compared] : []));
  const missing = slugs.filter((_, index) => queries[index]?.data === null);
  const failed = queries.find((query) => query.isError);
  const pending = queries.some((query) => query.isPending);
  const found = slugs.filter((_, index) => queries[index]?.data);

  return (
    <div className={page.column}>
      <header className={page.headerWithIntro}>
        <div>
          <h1 className={page.title}>Compare organizations</h1>
          <p className={page.intro}>Up to {MAX_COMPARED} organizations side by side. Add them here or with Compare on any organization.</p>
        </div>
        {found.length > 0 && <CopyLinkButton>Copy link to this comparison</CopyLinkButton>}
      </header>

      {dropped > 0 && (
        <p className={styles.notice} role="status">
          Only the first {MAX_COMPARED} organizations are compared.
        </p>
      )}
      {missing.length > 0 && (
        <p className={styles.notice} role="status">
          Not found: {missing.join(', ')}.
        </p>
      )}

      {found.length < MAX_COMPARED && <AddToCompare slugs={found} />}

      {slugs.length === 0 ? (
        <EmptyState message="No organizations chosen yet.">
          <p className={styles.muted}>
            Search above, or open <Link to="/organizations">Organizations</Link> and choose Compare on any of them.
          </p>
        </EmptyState>
      ) : failed ? (
        <ErrorState message="The organizations could not be loaded." onRetry={() => queries.forEach((query) => void query.refetch())} />
      ) : pending ? (
        <Skeleton height={480} />
      ) : organizations.length === 0 ? (
        <EmptyState />
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table} style={{ '--compared': organizations.length } as CSSProperties}>
            <caption className="visually-hidden">Compared organizations</caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {organizations.map((organization) => (
                  <th key={organization.slug} scope="col" className={styles.organization}>
                    <span className={styles.identity}>
                      <OrgLogo name={organization.display_name} src={organization.logo} group={organization.tag_group} size={40} />
                      <Link to={`/organizations/${encodeURIComponent(organization.slug)}`} className={styles.name}>
                        {organization.display_name}
                      </Link>
                      {organization.is_affiliate && <GoldCheck size={16} />}
                      <OrganizationStatusPill status={organization.status} />
                    </span>
                    <a href={compareUrl(found.filter((slug) => slug !== organization.slug))} className={styles.remove}>
                      Remove<span className="visually-hidden"> {organization.display_name}</span>
                    </a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={styles.rowLabel}>
                    {row.label}
                  </th>
                  {organizations.map((organization) => (
                    <td key={organization.slug}>{row.cell(organization)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
