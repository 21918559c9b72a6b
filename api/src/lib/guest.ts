import { word } from '../i18n/index.js';
import { badRequest } from './errors.js';
import { normaliseEmail } from './schemas.js';
import { isEmail } from './validation.js';

/**
 * Name and email typed by a guest (donating or volunteering without signing in).
 * Signed-in callers are identified by their token instead, so their body values are not checked.
 */
export function guestIdentity(name: string | undefined, email: string | undefined, action: 'guest.donating' | 'guest.volunteering'): { name: string; email: string } {
  const n = name?.trim() ?? '';
  const e = email?.trim() ?? '';
  if (!n) throw badRequest('field.guestNameRequired', { action: word(action) });
  if (n.length > 100) throw badRequest('field.guestNameLong');
  if (!e) throw badRequest('field.guestEmailRequired', { action: word(action) });
  if (!isEmail(e)) throw badRequest('field.emailInvalid');
  return { name: n, email: normaliseEmail(e) };
}
