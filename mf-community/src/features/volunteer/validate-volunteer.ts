import type { VolunteerInput } from 'api/types';
import { isEmail, isImageLink, LIMITS } from 'api/rules';

/** The form's fields: the API's body, every field as typed (name and email too). */
export type VolunteerValues = Required<VolunteerInput>;
export type VolunteerField = keyof VolunteerValues;
export type VolunteerErrors = Partial<Record<VolunteerField, string>>;

export const EMPTY_VOLUNTEER: VolunteerValues = { name: '', email: '', phone: '', location: '', profession: '', image: '' };

const PHONE_CHARS = /^\+?[\d ()-]{6,25}$/;

/** Input length limits of the server. */
export const VOLUNTEER_LIMITS = { name: LIMITS.name, email: LIMITS.email, phone: 30, location: LIMITS.volunteerLocation, profession: LIMITS.profession, image: LIMITS.image } as const;

export { isImageLink };

/** Errors per field; name and email are checked only for a guest (a signed-in person's come from the account). */
export function validateVolunteer(values: VolunteerValues, isGuest: boolean): VolunteerErrors {
  const errors: VolunteerErrors = {};
  const v = trimAll(values);
  if (isGuest) {
    if (!v.name) errors.name = 'Please enter your name.';
    if (!v.email) errors.email = 'Please enter your email address.';
    else if (!isEmail(v.email)) errors.email = 'Please enter a valid email address, e.g. name@example.com.';
  }
  const digits = v.phone.replace(/\D/g, '').length;
  if (!v.phone) errors.phone = 'Please enter your phone number.';
  else if (!PHONE_CHARS.test(v.phone) || digits < 6 || digits > 20)
    errors.phone = 'Please enter a valid phone number, e.g. +880 1712 345678.';
  if (!v.location) errors.location = 'Please enter your location.';
  if (!v.profession) errors.profession = 'Please enter your profession.';
  if (!v.image) errors.image = 'Please enter a link to your photo.';
  else if (!isImageLink(v.image))
    errors.image = 'Please enter a full image link starting with http:// or https://, e.g. https://example.com/me.jpg.';
  return errors;
}

function trimAll(values: VolunteerValues): VolunteerValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    location: values.location.trim(),
    profession: values.profession.trim(),
    image: values.image.trim(),
  };
}

/** The request body: a guest sends name and email; for a signed-in person the server takes them from the token. */
export function volunteerBody(values: VolunteerValues, isGuest: boolean): VolunteerInput {
  const v = trimAll(values);
  const body: VolunteerInput = { phone: v.phone, location: v.location, profession: v.profession, image: v.image };
  return isGuest ? { name: v.name, email: v.email, ...body } : body;
}
