// An organization's logo box in a header search result: the kit's OrgLogo (the logo, or the monogram on its
// tag group's colour, as the directory's cards), hidden from the option's name, which says it already.
// A chunk of its own, loaded when the search box is first focused: every page's critical path carries
// the header, and results only show after typing.
import type { SearchResult } from 'mf-shared';
import { OrgLogo } from 'mf-shared/kit';
import styles from './SearchResultLogo.module.css';

// Takes the whole result: the fewest bytes in the header that loads it.
export default function SearchResultLogo({ result }: { result: SearchResult }) {
  return (
    <span className={styles.logo} aria-hidden="true">
      <OrgLogo name={result.display_name} src={result.logo} group={result.tag_group} size={24} />
    </span>
  );
}
