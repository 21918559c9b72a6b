import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A form's error texts by field (a field without an error: absent or undefined). */
export type FieldErrorTexts = Partial<Record<string, string>>;

/**
 * A form's field errors, in the page's language also after a switch. A form words its errors when
 * it checks its fields (`validate(t, values)`) and keeps the words; switched to the other language,
 * the errors on screen would stay in the first one. Here, when `language` changes, each field that
 * shows an error is worded again by `reword` (the form's own check of its current values, in the
 * new language: a closure of the render that has the new `t`). A field the check no longer finds
 * wrong (an error the server gave, a field changed without its error being cleared) keeps its
 * words: nothing on screen goes away by a language switch. Fields without an error stay without.
 *
 * `language` is the page's current language (`currentLanguage()`): the form re-renders when it
 * changes, as its `useTranslation` does.
 */
export function useErrorsInLanguage<E extends FieldErrorTexts>(language: string, reword: () => E): [E, Dispatch<SetStateAction<E>>] {
  const [errors, setErrors] = useState<E>({} as E);
  const latest = useRef(reword);
  latest.current = reword;
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    setErrors((shown) => {
      const fields = Object.keys(shown).filter((field) => shown[field]);
      if (fields.length === 0) return shown;
      const fresh = latest.current();
      return Object.fromEntries(fields.map((field) => [field, fresh[field] || shown[field]])) as E;
    });
  }, [language]);
  return [errors, setErrors];
}
