export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return 'Email is required';
  if (!EMAIL.test(v)) return 'Enter a valid email address';
  return undefined;
}

export function requiredError(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `${label} is required`;
}

export function validateLogin(values: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

export function validateRegister(values: { name: string; email: string; password: string }): FieldErrors<'name' | 'email' | 'password'> {
  const errors: FieldErrors<'name' | 'email' | 'password'> = {};
  const name = requiredError(values.name, 'Name');
  if (name) errors.name = name;
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'Password is required';
  return errors;
}
