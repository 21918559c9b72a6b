import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { Email, Text } from '../lib/schemas.js';

export const ContactMessageSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  time: Type.Number(),
});

export const ContactBody = Type.Object({
  name: Text(LIMITS.name),
  phone: Type.Optional(Type.String({ maxLength: LIMITS.contactPhone })),
  email: Type.Optional(Type.Union([Email, Type.Literal('')], { 'x-message': 'must be a valid email address' })),
  subject: Text(LIMITS.contactSubject),
  message: Text(LIMITS.contactMessage),
});
