export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+()\d][\d\s()+-]{4,29}$/;

/** Name, subject and message are required; phone and email are optional but must look right when given. */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  else if (v.name.trim().length > 100) errors.name = 'Name can be at most 100 characters';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'Enter a valid phone number';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'Enter a valid email address';
  if (!v.subject.trim()) errors.subject = 'Subject is required';
  else if (v.subject.trim().length > 200) errors.subject = 'Subject can be at most 200 characters';
  if (!v.message.trim()) errors.message = 'Message is required';
  else if (v.message.trim().length > 5000) errors.message = 'Message can be at most 5000 characters';
  return errors;
}
