import { useState } from 'react';
import { useFieldErrors } from 'shared-auth/i18n';

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A dashboard form's values and errors. `set` changes one field and clears its error; `check`
 * validates, shows what is wrong and moves the focus to the first bad field (its element id is
 * `${idPrefix}-${field}`), answering whether the values are valid; `reset` starts over. The errors
 * shown are worded again when the page's language changes (shared-auth's useFieldErrors).
 */
export function useFormFields<V extends object>(initial: V | (() => V), validate: (values: V) => FieldErrors<V>, idPrefix: string) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useFieldErrors<FieldErrors<V>>(() => validate(values));

  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    const firstBad = (Object.keys(found) as (keyof V & string)[]).find((k) => found[k]);
    if (firstBad) document.getElementById(`${idPrefix}-${firstBad}`)?.focus();
    return firstBad === undefined;
  };

  const reset = (next: V) => {
    setValues(next);
    setErrors({});
  };

  return { values, errors, set, check, reset };
}
