import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { Email, Image, RoleSchema, Text } from '../lib/schemas.js';

export const PASSWORD_MIN = LIMITS.passwordMin;
export const PASSWORD_MAX = LIMITS.passwordMax;

/** A new password: 8..200 characters (spaces count; nothing else is demanded, as NIST 800-63B advises). */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  'x-message': `must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long`,
});

export const UserSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  image: Type.String(),
  profession: Type.String(),
  address: Type.String(),
  role: RoleSchema,
  createdAt: Type.Number(),
  emailVerified: Type.Boolean(),
  twoFactorEnabled: Type.Boolean(),
});

export const MeSchema = Type.Object({ ...UserSchema.properties, twoFactorRequired: Type.Boolean() });

export const RegisterBody = Type.Object({
  name: Text(LIMITS.name),
  email: Email,
  password: NewPassword,
  role: Type.Optional(Type.String({ maxLength: 20 })),
});

/** A 6-digit authenticator code or a recovery code like "k7m2-x9qp". */
export const TwoFactorCode = Type.String({ minLength: 6, maxLength: 20, 'x-message': 'must be the 6-digit code or a recovery code' });

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  code: Type.Optional(TwoFactorCode),
});

/** A mailed link's token (43 base64url characters; a little slack). */
export const LinkToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', 'x-message': 'is not a valid link; ask for a new one' });

const profileFields = {
  name: Type.Optional(Text(LIMITS.name)),
  image: Type.Optional(Image),
  profession: Type.Optional(Text(LIMITS.profession)),
  address: Type.Optional(Text(LIMITS.address)),
};
export const ProfilePatch = Type.Object(profileFields);

/** { userInfo: {...} } as the spec's client sends it, or the fields directly. */
export const EditProfileBody = Type.Object({
  userInfo: Type.Optional(ProfilePatch),
  ...profileFields,
});
