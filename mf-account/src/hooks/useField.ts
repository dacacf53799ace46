// react-hook-form's register() leaves inputs uncontrolled and fills them from a ref, which a
// server render never runs: the HTML would show empty fields until hydration. So every input
// also gets its current value as defaultValue (the same value react-hook-form sets).
import type { FocusEvent } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';

export function useField<T extends FieldValues>() {
  const { register, getValues, setValue } = useFormContext<T>();
  const field = (name: Path<T>) => ({ ...register(name), defaultValue: getValues(name) as string });
  /** The same, trimmed on blur (docs/product/account.md §13: names are trimmed on blur). */
  const trimmed = (name: Path<T>) => {
    const registered = field(name);
    return {
      ...registered,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setValue(name, event.target.value.trim() as never);
        return registered.onBlur(event);
      },
    };
  };
  return { field, trimmed };
}
