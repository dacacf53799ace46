import type { Person } from 'mf-shared';
import { DetailSection } from '../../../../components/DetailSection';
import styles from './OrganizationProfile.module.css';

export interface PeopleSectionProps {
  founders: readonly Person[];
  leadership: readonly Person[];
}

/** Founders and leadership (with titles); omitted when both are empty. */
export function PeopleSection({ founders, leadership }: PeopleSectionProps) {
  if (founders.length === 0 && leadership.length === 0) return null;
  return (
    <DetailSection id="organization-people" title="People">
      <div className={styles.peopleGroups}>
        {founders.length > 0 && (
          <div>
            <h3 className={styles.groupTitle}>Founders</h3>
            <ul className={styles.people}>
              {founders.map((person) => (
                <li key={person.id}>{person.name}</li>
              ))}
            </ul>
          </div>
        )}
        {leadership.length > 0 && (
          <div>
            <h3 className={styles.groupTitle}>Leadership</h3>
            <ul className={styles.people}>
              {leadership.map((person) => (
                <li key={person.id}>
                  <span className={styles.personName}>{person.name}</span>
                  {person.title && <span className={styles.personTitle}>{person.title}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </DetailSection>
  );
}
