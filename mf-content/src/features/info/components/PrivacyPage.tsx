import { CONTACT_EMAIL, SITE_NAME } from 'mf-shared/kit';
import { LegalPage, type LegalSection } from './LegalPage';
import { privacyHead } from '../head';

// Template text written for this project (see the repository README): not legal advice. It
// describes what the code does: sessions and CSRF cookies (api/src/resources/accounts),
// cookie-free first-party analytics honouring DNT/GPC (api/src/resources/analytics).
const SECTIONS: LegalSection[] = [
  {
    id: 'data-collected',
    title: 'Data we collect',
    body: (
      <ul>
        <li>
          <strong>Account data</strong> — if you create an account: your name, email address and a securely hashed password, whether your
          email is verified, and the organizations and projects you claim or add.
        </li>
        <li>
          <strong>Newsletter</strong> — if you subscribe: your email address and when you confirmed it (see{' '}
          <a href="#newsletter">The newsletter</a>).
        </li>
        <li>
          <strong>Contributions</strong> — what you submit about organizations and projects.
        </li>
        <li>
          <strong>Usage statistics</strong> — the pages viewed (the address path only, without its query) and clicks on job listings
          (company, job title and job category), with the day they happened.
        </li>
        <li>
          <strong>Technical data</strong> — our servers see your IP address and browser type to answer requests and protect the Site against
          abuse (for example rate limits). We do not store IP addresses with the usage statistics.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <ul>
        <li>to run the Site and your account: sign-in, email verification, password resets, claims and edits;</li>
        <li>to send the newsletter you asked for, which you can leave at any time;</li>
        <li>to understand which pages and jobs are useful, in aggregate, so we can improve the directory;</li>
        <li>to keep the Site secure and to comply with the law.</li>
      </ul>
    ),
  },
  {
    id: 'newsletter',
    title: 'The newsletter',
    body: (
      <>
        <p>
          The weekly newsletter goes only to addresses whose owner confirmed it: subscribing sends an email with a confirmation link, and
          nothing else is sent until it is followed. Ticking the newsletter box when creating an account counts as a request, confirmed when
          you verify the account&apos;s email address.
        </p>
        <p>
          We keep your email address, when you subscribed, confirmed and left, and which issues were sent to it. Every issue has an
          unsubscribe link that works at once, without signing in (mail programs that offer a one-click &ldquo;Unsubscribe&rdquo; use it
          too), and the page it opens needs nothing but the link. After you leave, the address stays only marked as unsubscribed, so that no
          issue reaches it again; write to {CONTACT_EMAIL} to have it deleted.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <p>
        We do not sell or rent personal data, and we do not share it with advertisers. We share it only with service providers that help us
        run the Site (such as hosting and email delivery), under contracts that limit their use of it; when the law requires it; or to
        protect the rights and safety of our users and the Site. Content you publish on organization or project pages is public.
      </p>
    ),
  },
  {
    id: 'cookies-analytics',
    title: 'Cookies and analytics',
    body: (
      <>
        <p>
          We use no advertising or third-party tracking cookies. The only cookies the Site sets are the ones it needs to work: a session
          cookie when you sign in, and a security cookie that protects forms against cross-site request forgery.
        </p>
        <p>
          For analytics we use our own service, which sets no cookie at all. It counts page views and job clicks; to count unique visitors
          it keeps a one-way code computed from your IP address and browser type with a random key that changes every day and is then
          deleted, so a visitor cannot be recognized from one day to the next or traced back to an address. If your browser sends a
          Do-Not-Track or Global Privacy Control signal, nothing is recorded.
        </p>
      </>
    ),
  },
  {
    id: 'no-banner',
    title: 'Why there is no cookie banner',
    body: (
      <p>
        Because the only cookies we set are strictly necessary for the Site to work and our analytics is cookie-free, there is nothing to
        consent to, so we do not show a cookie banner.
      </p>
    ),
  },
  {
    id: 'follows-alerts',
    title: 'Follows, alerts and your data',
    body: (
      <>
        <p>
          If you follow an organization, a project, a concept or a job category, we keep what you follow, how often you want to hear about
          it (an email right away, a daily digest, or no email) and which updates we have already emailed you, so that you get each one
          once. Alert emails go to your account&apos;s verified address; each has a one-click unsubscribe link that works without signing
          in. Your private feed of the same updates has a secret address that you can reset from your profile at any time; the old address
          then stops working.
        </p>
        <p>
          From your profile you can download your data (your account, memberships, follows and newsletter subscription) as a JSON file, and
          delete your account after confirming your password. Deleting it removes your follows, alert settings, newsletter subscription and
          sessions at once. Edits you made to organizations and projects stay in the site's edit history, attributed to &ldquo;a deleted
          account&rdquo; instead of your name or address.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may have the right to access, correct, delete or export your personal data, to object to or
        restrict its use, and to complain to a data protection authority. Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>{' '}
        and we will answer within 30 days. You can correct your account details and leave the newsletter yourself at any time.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention',
    body: (
      <ul>
        <li>Account data: while your account exists; deleted within 30 days of a deletion request.</li>
        <li>Sign-in sessions: at most 14 days.</li>
        <li>Newsletter addresses: until you unsubscribe; then only marked as unsubscribed (see The newsletter above).</li>
        <li>Usage statistics: about 13 months (400 days), after which the individual events are deleted.</li>
        <li>Server logs: a short period for security and troubleshooting.</li>
      </ul>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <p>
        We will post any change to this policy here with a new effective date. Questions:{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. See also the <a href="/terms-of-use">Terms of Use</a>.
      </p>
    ),
  },
];

export const head = privacyHead;

/** /privacy-policy (docs/product/content.md §7): data collected, use, sharing, analytics, no cookie banner, rights, retention. */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>This policy explains what {SITE_NAME} collects about you, why, and the choices you have.</p>}
      sections={SECTIONS}
    />
  );
}
