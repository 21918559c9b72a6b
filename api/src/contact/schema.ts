import { Type } from 'typebox';
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
  name: Text(100),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  email: Type.Optional(Type.Union([Email, Type.Literal('')], { 'x-message': 'must be a valid email address' })),
  subject: Text(200),
  message: Text(5000),
});
