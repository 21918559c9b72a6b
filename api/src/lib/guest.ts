import { badRequest } from './errors.js';
import { normaliseEmail } from './schemas.js';
import { isEmail } from './validation.js';

/**
 * Name and email typed by a guest (donating or volunteering without signing in).
 * Signed-in callers are identified by their token instead, so their body values are not checked.
 */
export function guestIdentity(name: string | undefined, email: string | undefined, action: string): { name: string; email: string } {
  const n = name?.trim() ?? '';
  const e = email?.trim() ?? '';
  if (!n) throw badRequest(`body/name is required when ${action} without signing in`);
  if (n.length > 100) throw badRequest('body/name must be at most 100 characters long');
  if (!e) throw badRequest(`body/email is required when ${action} without signing in`);
  if (!isEmail(e)) throw badRequest('body/email must be a valid email address');
  return { name: n, email: normaliseEmail(e) };
}
