// The organization tag buttons of docs/product/api.md §3, grouped, each toggled on or off (aria-pressed).
import type { ContributionOptions } from '../api/types';
import styles from './controls.module.css';

export interface TagButtonsProps {
  groups: ContributionOptions['organization_tags'];
  selected: readonly string[];
  onToggle(tag: string): void;
  /** Id of the first button (the API's `organization_tags` field). */
  id?: string;
}

/**
 * The group of the first of `tags` in catalogue order: what the API sends as the organization's
 * `tag_group` (what it mainly is, and its logo placeholder's colour); null without tags.
 */
export function tagGroupOf(groups: ContributionOptions['organization_tags'], tags: readonly string[]): string | null {
  return groups.find((group) => group.tags.some((tag) => tags.includes(tag)))?.group ?? null;
}

export function TagButtons({ groups, selected, onToggle, id }: TagButtonsProps) {
  let first = true;
  return (
    <div className={styles.tagGroups}>
      {groups.map((group) => (
        <fieldset key={group.group} className={styles.tagGroup}>
          <legend className={styles.tagGroupName}>{group.group}</legend>
          <div className={styles.chips}>
            {group.tags.map((tag) => {
              const pressed = selected.includes(tag);
              const buttonId = first ? id : undefined;
              first = false;
              return (
                <button
                  key={tag}
                  id={buttonId}
                  type="button"
                  className={styles.toggle}
                  aria-pressed={pressed}
                  onClick={() => onToggle(tag)}
                >
                  {pressed && (
                    <span aria-hidden="true" className={styles.check}>
                      ✓
                    </span>
                  )}
                  {tag}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function toggled(list: readonly string[], tag: string): string[] {
  return list.includes(tag) ? list.filter((item) => item !== tag) : [...list, tag];
}
