import { Type } from 'typebox';
import { Email, Image, RoleSchema, Text } from '../lib/schemas.js';

export const PASSWORD_MIN = 6;

export const UserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  image: Type.String(),
  profession: Type.String(),
  address: Type.String(),
  role: RoleSchema,
  createdAt: Type.Number(),
});

export const RegisterBody = Type.Object({
  name: Text(100),
  email: Email,
  password: Type.String({
    minLength: PASSWORD_MIN,
    maxLength: 200,
    'x-message': `must be between ${PASSWORD_MIN} and 200 characters long`,
  }),
  role: Type.Optional(Type.String({ maxLength: 20 })),
});

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

const profileFields = {
  name: Type.Optional(Text(100)),
  image: Type.Optional(Image),
  profession: Type.Optional(Text(100)),
  address: Type.Optional(Text(200)),
};
export const ProfilePatch = Type.Object(profileFields);

/** { userInfo: {...} } as the spec's client sends it, or the fields directly. */
export const EditProfileBody = Type.Object({
  userInfo: Type.Optional(ProfilePatch),
  ...profileFields,
});
