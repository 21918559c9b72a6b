import { Type } from 'typebox';
import { LIMITS } from '../rules.js';
import { userColumns as c } from '../db/row-schemas.js';
import { Email, Image, RoleSchema, Text, xMessage } from '../lib/schemas.js';
import { LOCALES } from '../i18n/index.js';

export const PASSWORD_MIN = LIMITS.passwordMin;
export const PASSWORD_MAX = LIMITS.passwordMax;

/** A new password: 8..200 characters (spaces count; nothing else is demanded, as NIST 800-63B advises). */
export const NewPassword = Type.String({
  minLength: PASSWORD_MIN,
  maxLength: PASSWORD_MAX,
  ...xMessage('validation.password', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
});

/**
 * An account as answered: a users row with id → `_id` as text, email_verified_at → `emailVerified` and
 * totp_enabled_at → `twoFactorEnabled` as booleans. Never answered: password_hash, token_version, the TOTP columns.
 */
export const UserSchema = Type.Object({
  _id: Type.String(),
  name: c.name,
  email: c.email,
  image: c.image,
  profession: c.profession,
  address: c.address,
  role: RoleSchema,
  createdAt: c.createdAt,
  emailVerified: Type.Boolean({ description: 'The account confirmed its email address (the mailed link).' }),
  twoFactorEnabled: Type.Boolean({ description: 'Signing in asks for an authenticator code (TOTP).' }),
});

/** GET /me: the signed-in account, and whether the server refuses its admin writes until it enrols in two-factor. */
export const MeSchema = Type.Object({ ...UserSchema.properties, twoFactorRequired: Type.Boolean() });

/** POST /register body (role is ignored; always 'user'). */
export const RegisterBody = Type.Object({
  name: Text(LIMITS.name),
  email: Email,
  password: NewPassword,
  role: Type.Optional(Type.String({ maxLength: 20 })),
});

/** A 6-digit authenticator code or a recovery code like "k7m2-x9qp". */
export const TwoFactorCode = Type.String({ minLength: 6, maxLength: 20, ...xMessage('validation.twoFactorCode') });

/** POST /login body; `code` when the first answer asked for it (TwoFactorChallenge). */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  code: Type.Optional(TwoFactorCode),
});

/** POST /me/language body: the language the person chose (their mails follow it). */
export const LanguageBody = Type.Object({ language: Type.Union(LOCALES.map((l) => Type.Literal(l)), { description: LOCALES.join(' or ') }) });

/** POST /login when signed in: the JWT (claims: see TokenClaims in src/types.ts). */
export const LoginAnswerSchema = Type.Object({ success: Type.Literal(true), message: Type.String(), token: Type.String() });
/** POST /login answer when the account needs a second factor: no token yet; send the same request again with `code`. */
export const TwoFactorChallengeSchema = Type.Object({ success: Type.Literal(true), twoFactorRequired: Type.Literal(true), message: Type.String() });

/** The account's current password, asked again before a change of its security (a token alone is not enough). */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX, description: "The account's current password" });

/** POST /2fa/setup body: the password, so that a token alone (stolen, or a browser left open) cannot enrol its own device. */
export const TwoFactorSetupBody = Type.Object({ password: CurrentPassword });

/** POST /2fa/setup: scan `qrSvg` (or type `secret`) into an authenticator app, then POST /2fa/enable with a code. */
export const TwoFactorSetupSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrSvg: Type.String() });

/** A change that ended every other session (password, two-factor on or off): the new token of this one. */
export const FreshTokenSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String({ description: 'A fresh JWT for this session: every token issued before this change no longer works' }),
});

/** POST /2fa/enable: the fresh token and the 10 one-time recovery codes (shown once). */
export const TwoFactorEnabledSchema = Type.Object({ ...FreshTokenSchema.properties, data: Type.Object({ recoveryCodes: Type.Array(Type.String()) }) });

/** A mailed link's token (43 base64url characters; a little slack). */
export const LinkToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', ...xMessage('validation.linkToken') });

/** A whole profile, as the profile form edits it. */
export const ProfileSchema = Type.Object({
  name: Text(LIMITS.name),
  image: Image,
  profession: Text(LIMITS.profession),
  address: Text(LIMITS.address),
});
/** What POST /edit-profile/{id} takes: any of the profile's fields (password, role and email are ignored). */
export const ProfilePatch = Type.Partial(ProfileSchema);

/** { userInfo: {...} } as the spec's client sends it, or the fields directly. */
export const EditProfileBody = Type.Object({
  userInfo: Type.Optional(ProfilePatch),
  ...ProfilePatch.properties,
});
