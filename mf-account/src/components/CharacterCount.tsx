// The live count under a text field with a maximum length (docs/product/account.md §13: the projects
// supplied description, with a live count). Past the limit it turns the danger colour and says by
// how much ('12 over the limit'), so colour is not the only cue; that part is a polite status, so a
// screen reader hears it when the text goes over (and each change while over) without the count
// being read at every keystroke below the limit.
import styles from './CharacterCount.module.css';

const count = (value: number) => value.toLocaleString('en-US');

export function CharacterCount({ length, max }: { length: number; max: number }) {
  const over = length - max;
  return (
    <span className={over > 0 ? styles.overLimit : undefined}>
      {count(length)} of {count(max)} characters
      <span role="status" className={styles.overText}>
        {over > 0 ? (
          <>
            <span aria-hidden="true" className={styles.icon}>
              !
            </span>
            {`${count(over)} over the limit`}
          </>
        ) : null}
      </span>
    </span>
  );
}
