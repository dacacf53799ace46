import { type OrganizationDetail } from 'mf-shared';
import { SafeHtml } from 'mf-shared/kit';
import { DetailSection } from '../../../../components/DetailSection';
import styles from './OrganizationProfile.module.css';

const HTML_TAG = /<[a-z][^>]*>/i;

/** The long description: affiliates write their own (self_description), shown instead of ours. */
export function AboutSection({ organization }: { organization: OrganizationDetail }) {
  const text = organization.is_affiliate ? organization.self_description || organization.description : organization.description;
  if (!text?.trim()) return null;
  return (
    <DetailSection id="organization-about" title="About">
      {HTML_TAG.test(text) ? (
        <SafeHtml html={text} className={styles.about} />
      ) : (
        // Plain text: keep its paragraphs (React escapes the text).
        <div className={styles.about}>
          {text
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p key={index}>{paragraph.trim()}</p>
            ))}
        </div>
      )}
    </DetailSection>
  );
}
