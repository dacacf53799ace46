import { CONTACT_EMAIL, CONTENT_LICENCE, SITE_NAME } from 'mf-shared/kit';
import pageStyles from '../../../components/Page.module.css';
import { useScrollToHash } from './LegalPage';
import styles from './Info.module.css';
import { aboutHead } from '../head';

/** The year the directory was started (docs/product/content.md §6). */
export const STARTED_IN = 2019;

const FAQ = [
  {
    question: 'Is the directory free to use?',
    answer: `Yes. Everything on ${SITE_NAME} is free to read, and the content is available under the ${CONTENT_LICENCE} licence: you may share and adapt it for non-commercial purposes if you credit the directory.`,
  },
  {
    question: 'How do I add or correct an organization, a project or a funding round?',
    answer: `Write to ${CONTACT_EMAIL} with what should change and a public source for it. Signed-in users can also add organizations and projects, and claim the ones they represent to edit them.`,
  },
  {
    question: 'Where does the information come from?',
    answer:
      'From the organizations themselves, from their press releases, and from public sources such as regulators, laboratories, funding agencies, company filings and the trade press. Detail pages list the sources a record was checked against.',
  },
  {
    question: 'What does the gold check mark mean?',
    answer:
      'It marks an affiliate member: an organization that supports the directory with a paid membership. Membership buys a badge, priority listing, its own description and a sales contact; it never changes the facts we publish about anyone.',
  },
  {
    question: 'Are the jobs real openings?',
    answer:
      'Postings marked “Sample listing” are examples that show how the jobs board works; they are not openings. Always apply through the employer’s own careers page.',
  },
  {
    question: 'Do you track visitors?',
    answer:
      'Only with our own, cookie-free analytics that counts page views and job clicks, and not at all if your browser sends Do-Not-Track or Global Privacy Control. The privacy policy has the details.',
  },
];

export const head = aboutHead;

/** /about (docs/product/content.md §6): corrections mailbox, sources, started in 2019, history, FAQ, a link to the terms. */
export default function AboutPage() {
  useScrollToHash();
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>About</h1>
        <p className={pageStyles.lead}>
          {SITE_NAME} is an open reference to the companies, machines, money and people behind fusion energy.
        </p>
      </header>
      <div className={styles.text}>
        <p>
          Fusion energy is moving from laboratories to companies, and from experiments to power plants. The people who follow it —
          investors, engineers, journalists, policymakers and job seekers — need one place to see who is building what, who pays for it and
          who supplies it. The directory lists fusion machine developers, technology developers, suppliers, investors, public programs and
          research organizations, with their projects, funding rounds and open positions.
        </p>

        <h2 id="corrections">Additions and corrections</h2>
        <p>
          We want every record to be right. Additions and corrections are sent to our contact mailbox,{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. Tell us what should change and, where you can, link a public source.
        </p>

        <h2 id="sources">Where the information comes from</h2>
        <p>
          Information comes from the organizations themselves, from press releases and from public sources: government and laboratory
          publications, funding announcements, regulatory filings and reporting in the trade and general press. A fact we could not confirm
          is left empty rather than guessed.
        </p>

        <h2 id="history">History</h2>
        <ul className={styles.timeline}>
          <li>
            <strong>{STARTED_IN}</strong> — the site was started as a shared list of private fusion companies and the machines they were
            building.
          </li>
          <li>
            <strong>Later years</strong> — the list grew into a directory: funding rounds and investors, public programs, the supply chain
            behind magnets, lasers, fuel cycles and power systems, and a jobs board for the growing industry.
          </li>
          <li>
            <strong>Today</strong> — organizations can claim and update their own pages, and affiliate members support the directory, which
            stays free to read for everyone.
          </li>
        </ul>

        <h2 id="faq">Frequently asked questions</h2>
        <div className={styles.faq}>
          {FAQ.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>

        <h2 id="terms">Terms</h2>
        <p>
          Using the directory means accepting its <a href="/terms-of-use">Terms of Use</a>. How we handle data is described in the{' '}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </div>
    </div>
  );
}
