import type { TFunction } from 'i18next';
import type { ContactMessageInput } from 'api/types';
import { isEmail, LIMITS } from 'api/rules';
import { formatCount } from 'shared-auth/i18n';
import { asciiDigits } from '../common/digits';

/** The form's fields: the API's body, the optional phone and email as typed (empty when not given). */
export type ContactValues = Required<ContactMessageInput>;
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const PHONE = /^[+()\d][\d\s()+-]{4,29}$/;

/** Required text after trimming, at most `max` characters (api/rules' textError, in the page's language). */
function textError(t: TFunction, value: string, field: string, max: number): string | undefined {
  const v = value.trim();
  if (!v) return t('public-forms:required', { field });
  if (v.length > max) return t('public-forms:tooLong', { field, max: formatCount(max) });
  return undefined;
}

/**
 * Name, subject and message are required; phone and email are optional but must look right when
 * given (a phone number may be typed in Bengali digits). Messages through the caller's `t`
 * (namespaces public-contact and public-forms).
 */
export function validateContact(t: TFunction, v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = textError(t, v.name, t('public-contact:name'), LIMITS.name);
  if (name) errors.name = name;
  const phone = asciiDigits(v.phone.trim());
  if (phone && !PHONE.test(phone)) errors.phone = t('public-forms:phoneInvalid');
  if (v.email.trim() && !isEmail(v.email.trim())) errors.email = t('public-forms:emailInvalid');
  const subject = textError(t, v.subject, t('public-contact:subject'), LIMITS.contactSubject);
  if (subject) errors.subject = subject;
  const message = textError(t, v.message, t('public-contact:message'), LIMITS.contactMessage);
  if (message) errors.message = message;
  return errors;
}
