import type { VolunteerInput } from 'api/types';
import { isEmail, isImageLink, LIMITS } from 'api/rules';

/** The form's fields: the API's body, every field as typed (name and email too). */
export type VolunteerValues = Required<VolunteerInput>;
export type VolunteerField = keyof VolunteerValues;
/**
 * What is wrong with a field: a key of the volunteer strings (src/locales/<language>/volunteer.json),
 * which the form shows through t(), so a message follows the page's language.
 */
export const VOLUNTEER_ERROR_KEYS = [
  'errors.nameRequired',
  'errors.emailRequired',
  'errors.emailInvalid',
  'errors.phoneRequired',
  'errors.phoneInvalid',
  'errors.locationRequired',
  'errors.professionRequired',
  'errors.imageRequired',
  'errors.imageInvalid',
] as const;
export type VolunteerErrorKey = (typeof VOLUNTEER_ERROR_KEYS)[number];
export type VolunteerErrors = Partial<Record<VolunteerField, VolunteerErrorKey>>;

export const EMPTY_VOLUNTEER: VolunteerValues = { name: '', email: '', phone: '', location: '', profession: '', image: '' };

const PHONE_CHARS = /^\+?[\d ()-]{6,25}$/;

/** Input length limits of the server. */
export const VOLUNTEER_LIMITS = { name: LIMITS.name, email: LIMITS.email, phone: 30, location: LIMITS.volunteerLocation, profession: LIMITS.profession, image: LIMITS.image } as const;

export { isImageLink };

/** Errors per field (keys of VOLUNTEER_ERROR_KEYS); name and email are checked only for a guest (a signed-in person's come from the account). */
export function validateVolunteer(values: VolunteerValues, isGuest: boolean): VolunteerErrors {
  const errors: VolunteerErrors = {};
  const v = trimAll(values);
  if (isGuest) {
    if (!v.name) errors.name = 'errors.nameRequired';
    if (!v.email) errors.email = 'errors.emailRequired';
    else if (!isEmail(v.email)) errors.email = 'errors.emailInvalid';
  }
  const digits = v.phone.replace(/\D/g, '').length;
  if (!v.phone) errors.phone = 'errors.phoneRequired';
  else if (!PHONE_CHARS.test(v.phone) || digits < 6 || digits > 20) errors.phone = 'errors.phoneInvalid';
  if (!v.location) errors.location = 'errors.locationRequired';
  if (!v.profession) errors.profession = 'errors.professionRequired';
  if (!v.image) errors.image = 'errors.imageRequired';
  else if (!isImageLink(v.image)) errors.image = 'errors.imageInvalid';
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
