import { Type } from 'typebox';
import { volunteerColumns as c } from '../db/row-schemas.js';
import { Image, Text, xMessage } from '../lib/schemas.js';

/** A volunteers row as answered publicly: id → `_id` as text; no email, phone or user id. */
export const VolunteerSchema = Type.Object({
  _id: Type.String(),
  name: c.name,
  image: c.image,
  profession: c.profession,
  location: c.location,
});


const Phone = Type.String({ minLength: 1, maxLength: 30, pattern: '^\\+?[0-9 ()\\-]{6,25}$', ...xMessage('validation.phone') });

/** What a volunteer tells about themself; name and email come from the account when signed in. */
const entryFields = { phone: Phone, location: Text(100), profession: Text(100), image: Image };

/**
 * POST /create-volunteers body. Signed-in: name/email from the token. A guest typing an account's email → 409 (sign in);
 * a guest repeating a guest's email → 201 as a first sign-up, nothing written; an account over a guest entry with its
 * confirmed email → replaces it (unconfirmed: 409); an account signed up already → 409.
 */
export const VolunteerBody = Type.Object({
  // Required for guests (checked in the handler); ignored for signed-in users, so not constrained here.
  name: Type.Optional(Type.String({ maxLength: 1000 })),
  email: Type.Optional(Type.String({ maxLength: 1000 })),
  ...entryFields,
});

/** GET /my-volunteer: the signed-in person's own entry, phone included. */
export const MyVolunteerSchema = Type.Object({ ...VolunteerSchema.properties, phone: c.phone });

/** POST /edit-volunteer: the own entry's changeable fields. */
export const VolunteerUpdateBody = Type.Object(entryFields);
