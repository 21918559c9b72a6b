import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A form's error texts by field (a field without an error: absent or undefined). */
export type FieldErrorTexts = Partial<Record<string, string>>;

/**
 * Shows a check's errors and, once they are on screen, moves the focus to the first field `form`
 * shows as wrong (as Mantine's inputs mark it with their error), in the page's order.
 */
export type ShowErrors<E> = (found: E, form: HTMLElement | null | undefined) => void;

/**
 * The first field `root` shows as wrong, in the page's order: focused, and
 * scrolled to the middle of what scrolls it (a dialog's content, the page), so that its label and its
 * message are in view and not under a sticky header. Answers whether there was one. Wrong: aria-invalid,
 * or Mantine's data-invalid (its PasswordInput marks its input only so).
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
  return true;
}

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
 *
 * The third item, `showErrors(found, form)`, sets the errors a submit's check found and then focuses
 * the form's first wrong field (focusFirstInvalid): after an invalid submit the focus would stay on
 * the button, and on a phone the fields above it, with their messages, out of view.
 */
export function useErrorsInLanguage<E extends FieldErrorTexts>(language: string, reword: () => E): [E, Dispatch<SetStateAction<E>>, ShowErrors<E>] {
  const [errors, setErrors] = useState<E>({} as E);
  // The form whose first wrong field takes the focus once the errors just set are on screen.
  const focusIn = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const form = focusIn.current;
    if (!form) return;
    focusIn.current = null;
    focusFirstInvalid(form);
  });
  const showErrors = useCallback<ShowErrors<E>>((found, form) => {
    focusIn.current = form ?? null;
    setErrors(found);
  }, []);
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
  return [errors, setErrors, showErrors];
}
