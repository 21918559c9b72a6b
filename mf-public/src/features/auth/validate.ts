import type { LoginInput, RegisterInput } from 'api/types';
import { isEmail, PASSWORD_MAX as MAX, PASSWORD_MIN as MIN } from 'api/rules';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Email is required';
  if (!isEmail(v)) return 'Enter a valid email address';
  return undefined;
}

export function requiredError(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `${label} is required`;
}

export function validateLogin(values: Pick<LoginInput, 'email' | 'password'>): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

/** The API's rule (api/rules): 8 to 200 characters. */
export const PASSWORD_MIN = MIN;
export const PASSWORD_MAX = MAX;

export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (value.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  return undefined;
}

export function validateNewPassword(values: { password: string; confirm: string }): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  if (!values.confirm) errors.confirm = 'Type the new password again';
  else if (values.confirm !== values.password) errors.confirm = 'The two passwords are not the same';
  return errors;
}

/** An authenticator code (6 digits) or a recovery code (like abcd-efgh). */
export function codeError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Enter the code';
  if (!/^\d{6}$/.test(v.replace(/\s/g, '')) && !/^[a-z0-9]{4}-?[a-z0-9]{4}$/i.test(v)) {
    return 'Enter the 6-digit code from your app, or a recovery code like abcd-efgh';
  }
  return undefined;
}

export function validateRegister(values: Pick<RegisterInput, 'name' | 'email' | 'password'>): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  const name = requiredError(values.name, 'Name');
  if (name) errors.name = name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = newPasswordError(values.password);
  if (password) errors.password = password;
  return errors;
}
