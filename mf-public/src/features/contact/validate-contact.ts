import type { ContactMessageInput } from 'api/types';
import { isEmail, LIMITS, textError } from 'api/rules';

/** The form's fields: the API's body, the optional phone and email as typed (empty when not given). */
export type ContactValues = Required<ContactMessageInput>;
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const PHONE = /^[+()\d][\d\s()+-]{4,29}$/;

/** Name, subject and message are required; phone and email are optional but must look right when given. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = textError(v.name, 'Name', LIMITS.name);
  if (name) errors.name = name;
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'Enter a valid phone number';
  if (v.email.trim() && !isEmail(v.email.trim())) errors.email = 'Enter a valid email address';
  const subject = textError(v.subject, 'Subject', LIMITS.contactSubject);
  if (subject) errors.subject = subject;
  const message = textError(v.message, 'Message', LIMITS.contactMessage);
  if (message) errors.message = message;
  return errors;
}
