// The organization's tags (docs/product/account.md §12): shown as a list, changed in the 'Edit Tags' modal with
// the grouped tag buttons of docs/product/api.md §3.
import { useState } from 'react';
import { Button, Dialog } from 'mf-shared/kit';
import type { ContributionOptions } from '../../api/types';
import { TagButtons, toggled } from '../../components/TagButtons';
import { fieldId } from '../../../../lib/fieldPaths';
import styles from './edit.module.css';

export interface TagsFieldProps {
  groups: ContributionOptions['organization_tags'];
  value: string[];
  onChange(next: string[]): void;
  error?: string;
}

export function TagsField({ groups, value, onChange, error }: TagsFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.tags}>
      <span id="contrib-tags-label" className={styles.label}>
        Tags
      </span>
      {value.length > 0 ? (
        <ul className={styles.tagList} aria-labelledby="contrib-tags-label">
          {value.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No tags.</p>
      )}
      <Button id={fieldId('organization_tags')} variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Edit Tags
      </Button>
      {error && (
        <p role="alert" className={styles.fileAlert}>
          {error}
        </p>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit Tags" actions={<Button onClick={() => setOpen(false)}>Done</Button>}>
        <TagButtons groups={groups} selected={value} onToggle={(tag) => onChange(toggled(value, tag))} />
      </Dialog>
    </div>
  );
}
