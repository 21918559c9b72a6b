import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { contactMessageColumns as c } from '../db/row-schemas.js';
import { Email, Text, xMessage } from '../lib/schemas.js';

/** A contact_messages row as answered (GET /contact-messages, admin, newest first): id → `_id` as text, created_at → `time`. */
export const ContactMessageSchema = Type.Object({
  _id: Type.String(),
  name: c.name,
  phone: c.phone,
  email: c.email,
  subject: c.subject,
  message: c.message,
  time: c.createdAt,
});

/** POST /contact-messages (anyone, rate limited) body. */
export const ContactBody = Type.Object({
  name: Text(LIMITS.name),
  phone: Type.Optional(Type.String({ maxLength: LIMITS.contactPhone })),
  email: Type.Optional(Type.Union([Email, Type.Literal('')], xMessage('validation.email'))),
  subject: Text(LIMITS.contactSubject),
  message: Text(LIMITS.contactMessage),
});
