import type { TFunction } from 'i18next';
import type { LoginInput, RegisterInput } from 'api/types';
import { isEmail, PASSWORD_MAX as MAX, PASSWORD_MIN as MIN } from 'api/rules';
import { formatCount } from 'shared-auth/i18n';

/**
 * The sign-in and registration forms' checks (and the email and name checks of the donate
 * dialog). Each message comes from the `public-forms` namespace through the caller's `t` (a
 * component that checks loads it: useTranslation([..., NS.forms])).
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(t: TFunction, value: string): string | undefined {
  const v = value.trim();
  if (!v) return t('public-forms:emailRequired');
  if (!isEmail(v)) return t('public-forms:emailInvalid');
  return undefined;
}

export function nameError(t: TFunction, value: string): string | undefined {
  return value.trim() ? undefined : t('public-forms:nameRequired');
}

export function validateLogin(t: TFunction, values: Pick<LoginInput, 'email' | 'password'>): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(t, values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = t('public-forms:passwordRequired');
  return errors;
}

/** The API's rule (api/rules): 8 to 200 characters. */
export const PASSWORD_MIN = MIN;
export const PASSWORD_MAX = MAX;

export function newPasswordError(t: TFunction, value: string): string | undefined {
  if (!value) return t('public-forms:passwordRequired');
  if (value.length < PASSWORD_MIN) return t('public-forms:passwordShort', { min: formatCount(PASSWORD_MIN) });
  if (value.length > PASSWORD_MAX) return t('public-forms:passwordLong', { max: formatCount(PASSWORD_MAX) });
  return undefined;
}

export function validateNewPassword(t: TFunction, values: { password: string; confirm: string }): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  const password = newPasswordError(t, values.password);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = t('public-forms:confirmRequired');
  else if (values.confirm !== values.password) errors.confirm = t('public-forms:confirmDifferent');
  return errors;
}

/** An authenticator code (6 digits, Bengali digits too) or a recovery code (like abcd-efgh). */
export function codeError(t: TFunction, value: string): string | undefined {
  const v = value.trim();
  if (!v) return t('public-forms:codeRequired');
  if (!/^\d{6}$/.test(v.replace(/\s/g, '')) && !/^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(v)) return t('public-forms:codeInvalid');
  return undefined;
}

export function validateRegister(t: TFunction, values: Pick<RegisterInput, 'name' | 'email' | 'password'>): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  const name = nameError(t, values.name);
  if (name) errors.name = name;
  const email = emailError(t, values.email);
  if (email) errors.email = email;
  const password = newPasswordError(t, values.password);
  if (password) errors.password = password;
  return errors;
}
