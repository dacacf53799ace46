import { CONTACT_EMAIL, CONTENT_LICENCE, SITE_NAME } from 'mf-shared/kit';
import { LegalPage, type LegalSection } from './LegalPage';
import { termsHead } from '../head';

// Template text written for this project (see the repository README): not legal advice.
const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        These Terms of Use govern your use of {SITE_NAME} (the “Site”). By browsing the Site, creating an account or submitting content, you
        agree to them. If you do not agree, please do not use the Site. We may update these terms; the effective date above shows when they
        last changed, and continued use after a change means you accept the new version.
      </p>
    ),
  },
  {
    id: 'content-licence',
    title: 'Our content and its licence',
    body: (
      <>
        <p>
          Unless a page says otherwise, the Site’s text and data are available under the Creative Commons Attribution-NonCommercial 4.0
          International licence ({CONTENT_LICENCE}). You may copy, share and adapt them for non-commercial purposes, provided you credit{' '}
          {SITE_NAME}, link to the licence and indicate if you made changes.
        </p>
        <p>
          Commercial use — for example reselling the data, or using it in a paid product or service — needs our written permission. Logos,
          trademarks and images belong to their owners and are not covered by this licence.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give accurate information when you create an account, and keep your email address current.</li>
        <li>Keep your password confidential; you are responsible for what happens under your account.</li>
        <li>Claim or edit an organization or project only if you are authorized to represent it.</li>
        <li>Tell us promptly at {CONTACT_EMAIL} if you believe your account has been used without your permission.</li>
        <li>We may suspend or close accounts that break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'contributions',
    title: 'Content you contribute',
    body: (
      <>
        <p>
          You keep ownership of what you submit (descriptions, logos, corrections and other material). By submitting it, you grant{' '}
          {SITE_NAME} a worldwide, royalty-free, perpetual, non-exclusive licence to host, reproduce, adapt, publish and distribute it as
          part of the Site, and to make it available to others under the {CONTENT_LICENCE} licence described above.
        </p>
        <p>
          You confirm that you have the right to grant this licence and that your contribution is accurate and lawful. We review
          contributions and may edit, decline or remove them.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited activities',
    body: (
      <>
        <p>When using the Site you must not:</p>
        <ul>
          <li>submit false, misleading or defamatory information, or impersonate a person or organization;</li>
          <li>post material that infringes someone else’s intellectual property or privacy;</li>
          <li>scrape, crawl or copy the Site in bulk in a way that burdens it, or for commercial use without permission;</li>
          <li>try to gain unauthorized access to accounts, data or systems, or to bypass security or rate limits;</li>
          <li>upload malware or interfere with the Site’s operation;</li>
          <li>use the Site to send spam or unsolicited advertising.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The Site is provided “as is” and “as available”. We compile information from organizations, press releases and public sources and
        work to keep it correct, but we do not warrant that it is complete, accurate or current. Nothing on the Site is investment, legal or
        career advice. Job listings, including those marked as samples, are for information only: always confirm details with the employer.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, {SITE_NAME} and its operators are not liable for any indirect, incidental, special,
        consequential or punitive damages, or for any loss of profits, data or goodwill, arising from your use of the Site or your reliance
        on its content. Where liability cannot be excluded, it is limited to the amount you paid us in the twelve months before the claim,
        or US$100 if you paid nothing.
      </p>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright complaints',
    body: (
      <>
        <p>
          If you believe material on the Site infringes your copyright, send a notice to our designated copyright agent that includes: your
          contact details; a description of the copyrighted work; the address (URL) of the material on the Site; a statement that you
          believe in good faith that the use is not authorized; a statement, under penalty of perjury, that your notice is accurate and that
          you are the owner or authorized to act for the owner; and your physical or electronic signature.
        </p>
        <p>
          Copyright agent: {SITE_NAME}, Attn: Copyright Agent — email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> (subject line
          “Copyright notice”). We remove or disable access to material that is the subject of a valid notice and may close the accounts of
          repeat infringers.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of New York, USA, without regard to its conflict-of-laws rules. Any dispute
        arising from them or from the Site is subject to the exclusive jurisdiction of the state and federal courts located in New York
        County, New York.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. See also our{' '}
        <a href="/privacy-policy">Privacy Policy</a>.
      </p>
    ),
  },
];

export const head = termsHead;

/** /terms-of-use (docs/product/content.md §7): the sections listed there, effective September 15, 2025. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      intro={
        <p>Please read these terms before using {SITE_NAME}. They explain what you may do with our content and what we expect of you.</p>
      }
      sections={SECTIONS}
    />
  );
}
