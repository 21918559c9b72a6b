import crypto from 'node:crypto';
import { asLocale, chosenLocale, msg, plural, translate, type Locale } from '../i18n/index.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { limitersFor } from '../lib/limiter.js';
import { ownOrigin } from '../lib/public-urls.js';
import { checkImage } from '../lib/assets.js';
import { badRequest, conflict, HttpError, notFound, tooManyRequests, unauthorized } from '../lib/errors.js';
import {
  EmailParams,
  errorResponses,
  IdParams,
  MessageSchema,
  normaliseEmail,
  ok,
  okMessageWith,
  Pagination,
  trimStrings,
} from '../lib/schemas.js';
import { RoleSchema } from '../lib/schemas.js';
import { codesPausedMail, passwordChangedMail, resetPasswordMail, twoFactorMail, verifyEmailMail } from '../mail/templates.js';
import type { ProfileInput, TokenClaims, User } from '../types.js';
import { hashSecret, newLinkToken, newRecoveryCodes, normaliseRecoveryCode } from './account-store.js';
import { assertOwnerOrAdmin, assertSelfOrAdmin, requireAdmin, requireAdminMayEnrol, requireUser, twoFactorRequired, validAuthOrNull } from './auth.js';
import { getDummyHash, HashGate, hashPassword, needsRehash, verifyPassword } from './password.js';
import { PASSWORD_ATTEMPT_LIMITS, PasswordAttempts } from './password-attempts.js';
import { DEFAULT_AVATAR } from './repository.js';
import {
  CurrentPassword,
  EditProfileBody,
  FreshTokenSchema,
  LanguageBody,
  LinkToken,
  LoginAnswerSchema,
  LoginBody,
  MeSchema,
  NewPassword,
  RegisterBody,
  TwoFactorChallengeSchema,
  TwoFactorCode,
  TwoFactorEnabledSchema,
  TwoFactorSetupBody,
  TwoFactorSetupSchema,
  UserSchema,
} from './schema.js';
import { newTotpSecret, otpauthUrl, qrSvg, verifyTotp } from './totp.js';

/** Per account: at most 3 verification mails per hour, and one a minute. */
const LINK_LIMITS = { perHour: 3, gapMs: 60_000 };
/**
 * Mails with a link (to confirm the address, or to choose a password) that an account which has not
 * confirmed its address is ever sent, the registration's included. Anyone can register someone else's
 * address; without this cap they could have us mail it three times an hour forever. Counted from
 * auth_tokens, whose rows are kept (nothing deletes them).
 */
const UNCONFIRMED_LINK_MAILS = 5;

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users, accounts } = app.repos;
  const { config } = app;
  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
  const logN = config.scryptLogN;
  // Every password hash of these routes takes a turn at one gate: a flood gets 503 at once, not a queue without end.
  const hashing = new HashGate(config.hashing.concurrency, config.hashing.queue);
  const checkPassword = (password: string, stored: string) => hashing.run(() => verifyPassword(password, stored));
  const newHash = (password: string) => hashing.run(() => hashPassword(password, logN));
  // Wrong passwords and codes: per (account, address) and per address, with a per-account slow-down a
  // stranger cannot turn into a lock-out of the owner (the design is in password-attempts.ts). Counted
  // across replicas on PostgreSQL (lib/limiter.ts).
  const attempts = new PasswordAttempts(PASSWORD_ATTEMPT_LIMITS, Date.now, limitersFor(app.database, config.jwtSecret));
  /** 429 + Retry-After while this client's address must wait before it tries a password or code for the account. */
  const assertMayTry = async (request: FastifyRequest, account: string) => {
    const wait = await attempts.retryAfter(account, request.ip);
    if (wait > 0) {
      request.log.warn({ ip: request.ip, route: request.routeOptions.url }, 'password attempts limited');
      throw tooManyRequests(wait);
    }
  };
  /** Checks the signed-in account's password (a failure counts, as at sign-in); `wrong` is the 400's message. */
  const assertPassword = async (request: FastifyRequest, password: string, passwordHash: string, wrong: 'users.passwordWrong' | 'users.currentPasswordWrong') => {
    const auth = request.auth!;
    await assertMayTry(request, auth.email);
    if (!(await checkPassword(password, passwordHash))) {
      await attempts.failed(auth.email, request.ip);
      throw badRequest(wrong);
    }
    await attempts.succeeded(auth.email, request.ip);
  };
  /** The account's name for a mail to its address, or null while the address is not confirmed (whoever registered typed it). */
  const nameToMail = (user: { name: string; emailVerified: boolean }) => (user.emailVerified ? user.name : null);
  /** 429 + Retry-After while wrong codes from anywhere have paused the account's second-factor codes (ask once the password is right). */
  const codesPaused = (wait: number) => {
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    return new HttpError(429, plural('users.codesPaused', Math.ceil(seconds / 60)), { 'retry-after': String(seconds) });
  };
  const assertCodesAllowed = async (request: FastifyRequest, account: string) => {
    const wait = await attempts.codesPausedFor(account);
    if (wait > 0) {
      request.log.warn({ ip: request.ip, route: request.routeOptions.url }, 'second-factor codes paused');
      throw codesPaused(wait);
    }
  };
  /**
   * Counts a wrong code. When it pauses the account's codes, the owner is mailed (once per pause: at most one
   * such mail in the window) that someone with the password is trying codes; nothing the request carried is in it.
   */
  const codeFailed = async (request: FastifyRequest, account: string, owner: { id: number; name: string; email: string; emailVerified: boolean; locale: Locale }) => {
    const paused = await attempts.codeFailed(account, request.ip);
    if (paused === 0) return;
    request.log.warn({ userId: owner.id, route: request.routeOptions.url }, 'second-factor codes paused after wrong codes');
    const { windowMs } = PASSWORD_ATTEMPT_LIMITS;
    // The pause lasts until the oldest of the wrong codes leaves the window: the mail says how long from now.
    const mail = codesPausedMail(nameToMail(owner), owner.email, Math.max(1, Math.ceil(paused / 60_000)), owner.locale);
    const now = Date.now();
    if (await accounts.mailOnceSince(owner.id, mail, now - windowMs, now)) app.mailer.kick();
  };
  /** Link mails this account was ever sent (both kinds), for UNCONFIRMED_LINK_MAILS. */
  const linkMailsSent = async (userId: number) =>
    (await accounts.linkTimes(userId, 'verify-email', 0)).length + (await accounts.linkTimes(userId, 'reset-password', 0)).length;

  /** A token of a new session (a random `sid`), or of the session `sid` names (a fresh token within it). */
  const signToken = (user: User, ver: number, sid = crypto.randomBytes(16).toString('base64url')) =>
    app.jwt.sign({
      sub: user._id,
      name: user.name,
      email: user.email,
      role: user.role,
      ver,
      emailVerified: user.emailVerified,
      sid,
    } satisfies Omit<TokenClaims, 'iat' | 'exp'>);

  /**
   * A fresh token for a user as they are now (after a change of password or of the verified state), in the
   * same session: signing out with either token ends both.
   */
  const freshToken = async (id: number, sid: string) => {
    const found = await users.findCredentialsById(id);
    if (!found) throw unauthorized('auth.accountGone');
    return signToken(found.user, found.tokenVersion, sid);
  };

  /** Refuses a new link when this account was sent one within a minute or three within the hour. */
  const assertLinkAllowed = async (userId: number, purpose: 'verify-email' | 'reset-password', now: number): Promise<boolean> => {
    const times = await accounts.linkTimes(userId, purpose, now - 3600_000);
    if (times.length > 0 && now - times[0]! < LINK_LIMITS.gapMs) return false;
    return times.length < LINK_LIMITS.perHour;
  };
  const linkRetryAfter = async (userId: number, purpose: 'verify-email' | 'reset-password', now: number): Promise<number> => {
    const times = await accounts.linkTimes(userId, purpose, now - 3600_000);
    const byGap = times.length ? times[0]! + LINK_LIMITS.gapMs - now : 0;
    const byHour = times.length >= LINK_LIMITS.perHour ? times[LINK_LIMITS.perHour - 1]! + 3600_000 - now : 0;
    return Math.max(byGap, byHour, 1000);
  };

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'register',
        summary: 'Create an account (role is always user) and mail a link to confirm the email address',
        body: RegisterBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), message: Type.String(), token: Type.String(), data: UserSchema }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = trimStrings(request.body);
      const email = normaliseEmail(body.email);
      if (await users.findByEmail(email)) throw conflict('users.exists');
      const passwordHash = await newHash(request.body.password);
      const link = newLinkToken();
      const id = await accounts.register(
        { name: body.name, email, passwordHash, image: DEFAULT_AVATAR, locale: request.locale },
        link.hash,
        verifyEmailMail(config.appUrl, email, link.token, request.locale),
      );
      if (id === null) throw conflict('users.exists');
      app.mailer.kick();
      const found = (await users.findCredentialsById(id))!;
      request.log.info({ userId: id }, 'user registered');
      return reply.code(201).send({
        success: true,
        message: request.t('users.created', { email }),
        token: signToken(found.user, found.tokenVersion),
        data: found.user,
      });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'login',
        summary:
          'Sign in; answers a JWT (HS256: sub, name, email, role, ver, emailVerified, exp). An account with two-factor sign-in answers twoFactorRequired (no token) until the request carries `code`.',
        description:
          'Wrong passwords and codes are limited per client address: 10 per account and 50 over all accounts in 15 minutes, then 429 with Retry-After. ' +
          "They never lock the account itself: once an account has had 10 in 15 minutes, an address that failed on it waits, while an address without a recent failure (the owner's) still signs in. " +
          'Change-password and two-factor setup and disable count the same way. ' +
          'Wrong second-factor codes (authenticator or recovery codes) are also capped per account, whatever the address: after 10 in 15 minutes the account\'s codes are paused ' +
          '(429 with Retry-After, once the password is right, even for a right code) until the oldest leaves the window, and the owner is mailed once per pause.',
        body: LoginBody,
        response: {
          200: Type.Union([LoginAnswerSchema, TwoFactorChallengeSchema]),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      await assertMayTry(request, email);
      const found = await users.findCredentials(email);
      const valid = await checkPassword(request.body.password, found?.passwordHash ?? (await getDummyHash(logN)));
      if (!found || !valid) {
        await attempts.failed(email, request.ip);
        throw unauthorized('users.badLogin');
      }
      const id = Number(found.user._id);
      if (found.totpSecret) {
        // Only someone with the password learns that the codes are paused.
        await assertCodesAllowed(request, email);
        const code = request.body.code;
        if (code === undefined || code === '') {
          return { success: true as const, twoFactorRequired: true as const, message: request.t('users.enterCode') };
        }
        if (!(await acceptSecondFactor(id, found.totpSecret, found.totpLastStep, code))) {
          await codeFailed(request, email, { id, name: found.user.name, email: found.user.email, emailVerified: found.user.emailVerified, locale: found.locale });
          throw unauthorized('users.wrongCode');
        }
      }
      await attempts.succeeded(email, request.ip);
      // The account's mails follow the language the person signs in with (when the request names one of ours).
      const chosen = chosenLocale(request.headers['accept-language']);
      if (chosen && chosen !== found.locale) await accounts.setLocale(id, chosen);
      // OWASP's parameters changed since this hash was made: replace it now that we know the password.
      // Best effort: while the gate is full the upgrade waits for a later sign-in (this one has succeeded).
      if (needsRehash(found.passwordHash, logN)) {
        const upgraded = await newHash(request.body.password).catch((err: unknown) => {
          if (err instanceof HttpError && err.statusCode === 503) return null;
          throw err;
        });
        if (upgraded) {
          await accounts.rehash(id, upgraded);
          request.log.info({ userId: id }, 'password hash upgraded');
        }
      }
      return { success: true as const, message: request.t('users.welcome', { name: found.user.name }), token: signToken(found.user, found.tokenVersion) };
    },
  );

  app.post(
    '/auth/logout',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'logout',
        summary: "Sign out: ends this token's session on the server (its tokens answer 401 from now on); the account's other sessions go on",
        description:
          'The session is the token\'s `sid` claim; fresh tokens given within it (change-password, two-factor, verify-email) belong to it too. ' +
          'A token issued before sessions had ids is its own session. To end every session of the account, POST /auth/logout-everywhere.',
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await accounts.endSession(auth.id, auth.session.id, auth.session.expiresAt);
      request.log.info({ userId: auth.id }, 'signed out');
      return { success: true as const, message: request.t('users.signedOut') };
    },
  );

  app.post(
    '/auth/logout-everywhere',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        operationId: 'logoutEverywhere',
        summary: 'Sign out on every device (a lost phone): every token of the account answers 401 from now on, this one included',
        description: "Moves the account's token version on, as a password change does (the password stays the same).",
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      await accounts.endAllSessions(auth.id);
      request.log.info({ userId: auth.id }, 'signed out everywhere');
      return { success: true as const, message: request.t('users.signedOutEverywhere') };
    },
  );

  /** A TOTP code (each step once) or an unused recovery code. */
  async function acceptSecondFactor(userId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    const digits = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = await verifyTotp(secret, digits, lastStep);
      return step !== null && await accounts.useTotpStep(userId, step);
    }
    const normal = normaliseRecoveryCode(code);
    return normal.length === 8 && await accounts.useRecoveryCode(userId, hashSecret(normal));
  }

  app.get(
    '/me',
    {
      preValidation: requireUser,
      schema: { tags: ['users'], operationId: 'getMe', summary: 'The signed-in account (with emailVerified, twoFactorEnabled, twoFactorRequired)', response: { 200: ok(MeSchema), ...errorResponses } },
    },
    async (request) => {
      const user = await users.findById(request.auth!.id);
      if (!user) throw unauthorized('auth.accountGone');
      return { success: true as const, data: { ...user, twoFactorRequired: twoFactorRequired(request, request.auth!) } };
    },
  );

  app.post(
    '/me/language',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['users'],
        operationId: 'setMyLanguage',
        summary: "The signed-in account's language: its mails (links, two-factor and password notices, campaign news) come in it; a gift's own mails follow the language it was given in. Signing in also sets it, from Accept-Language. Answers in the new language.",
        body: LanguageBody,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { language } = request.body;
      if (language !== request.auth!.locale) await accounts.setLocale(request.auth!.id, language);
      return { success: true as const, message: translate(language, 'users.languageSet') };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'verifyEmail',
        summary:
          'Confirm an email address with the mailed link (single use, 24 h). Joins earlier guest gifts typed with that address to the account. A fresh token comes back when the same user is signed in.',
        body: Type.Object({ token: LinkToken }),
        response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String(), token: Type.Optional(Type.String()) }), ...errorResponses },
      },
    },
    async (request) => {
      // Signed in or not: the link is the proof. A token that is not valid now (bad, expired, from before a
      // password change, its session signed out) is ignored, not an error, and gets nothing fresh.
      const signedIn = await validAuthOrNull(request);
      const result = await accounts.verifyEmail(hashSecret(request.body.token));
      if (!result) throw badRequest('users.badLink');
      request.log.info({ userId: result.userId, claimedDonations: result.claimed }, 'email confirmed');
      const message = request.t('users.emailConfirmed');
      if (signedIn?.id === result.userId) {
        // The fresh token stays in this session: signing it out ends both.
        return { success: true as const, message, token: await freshToken(result.userId, signedIn.session.id) };
      }
      return { success: true as const, message };
    },
  );

  app.post(
    '/resend-verification',
    {
      preValidation: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'resendVerification',
        summary: 'Mail a new link to confirm the email address',
        description: `At most one a minute and ${LINK_LIMITS.perHour} an hour per account (429 with Retry-After), and ${UNCONFIRMED_LINK_MAILS} link mails in all while the address is not confirmed, the registration's and password links included (then 429 without Retry-After: no more are sent). The mail greets nobody by name: the address is not confirmed yet.`,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const user = await users.findById(auth.id);
      if (!user) throw unauthorized('auth.accountGone');
      if (user.emailVerified) throw conflict('users.alreadyConfirmed');
      const sent = await linkMailsSent(auth.id);
      if (sent >= UNCONFIRMED_LINK_MAILS) throw new HttpError(429, msg('users.linksUsedUp', { sent }));
      const now = Date.now();
      if (!(await assertLinkAllowed(auth.id, 'verify-email', now))) throw tooManyRequests(await linkRetryAfter(auth.id, 'verify-email', now));
      const link = newLinkToken();
      await accounts.issueLink(auth.id, 'verify-email', user.email, link.hash, verifyEmailMail(config.appUrl, user.email, link.token, auth.locale), now);
      app.mailer.kick();
      return { success: true as const, message: request.t('users.linkResent', { email: user.email }) };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'forgotPassword',
        summary: 'Mail a link to choose a new password (1 h, single use). The answer is the same whether or not an account uses the address.',
        description: `Silently at most one a minute and ${LINK_LIMITS.perHour} an hour per account; an account that has not confirmed its address gets ${UNCONFIRMED_LINK_MAILS} link mails in all (and no name in them).`,
        body: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const found = await users.findCredentials(email);
      const now = Date.now();
      // Per account the limits are silent (the same answer), so the answer never tells whether the account exists.
      const id = found ? Number(found.user._id) : 0;
      if (
        found &&
        (found.user.emailVerified || (await linkMailsSent(id)) < UNCONFIRMED_LINK_MAILS) &&
        (await assertLinkAllowed(id, 'reset-password', now))
      ) {
        const { user } = found;
        const link = newLinkToken();
        await accounts.issueLink(id, 'reset-password', user.email, link.hash, resetPasswordMail(config.appUrl, nameToMail(user), user.email, link.token, found.locale), now);
        app.mailer.kick();
      }
      return { success: true as const, message: request.t('users.resetSent') };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the mailed link; every session of the account ends',
        body: Type.Object({ token: LinkToken, password: NewPassword }),
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const passwordHash = await newHash(request.body.password);
      const result = await accounts.resetPassword(hashSecret(request.body.token), passwordHash, (u) => passwordChangedMail(u.email_verified_at !== null ? u.name : null, u.email, asLocale(u.locale)));
      if (!result) throw badRequest('users.badLink');
      app.mailer.kick();
      request.log.info({ userId: result.userId }, 'password reset');
      return { success: true as const, message: request.t('users.passwordReset') };
    },
  );

  app.post(
    '/change-password',
    {
      preValidation: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: 'Change the password (the current one is required); every other session ends and a fresh token comes back',
        body: Type.Object({ currentPassword: CurrentPassword, newPassword: NewPassword }),
        response: { 200: FreshTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const found = (await users.findCredentialsById(auth.id))!;
      await assertPassword(request, request.body.currentPassword, found.passwordHash, 'users.currentPasswordWrong');
      if (request.body.newPassword === request.body.currentPassword) throw badRequest('users.passwordSame');
      await accounts.changePassword(auth.id, await newHash(request.body.newPassword), passwordChangedMail(nameToMail(found.user), found.user.email, found.locale));
      app.mailer.kick();
      request.log.info({ userId: auth.id }, 'password changed');
      return { success: true as const, message: request.t('users.passwordChanged'), token: await freshToken(auth.id, auth.session.id) };
    },
  );

  app.post(
    '/2fa/setup',
    {
      preValidation: requireAdminMayEnrol,
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'setupTwoFactor',
        summary: 'Start two-factor enrolment (admin, with the current password): a new secret, its otpauth URL and a QR code drawn here',
        description:
          'The password is asked here, where the secret is chosen: a token alone (stolen, or a browser left signed in) cannot enrol a device of its own and lock the owner out. ' +
          'A wrong password answers 400 and counts as a failed sign-in attempt (429 with Retry-After past the limits). POST /2fa/enable then needs a code of this secret, which only the caller has seen.',
        body: TwoFactorSetupBody,
        response: { 200: ok(TwoFactorSetupSchema), ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.twoFactorEnabled) throw conflict('users.twoFactorAlreadyOnEnrol');
      const found = (await users.findCredentialsById(auth.id))!;
      await assertPassword(request, request.body.password, found.passwordHash, 'users.passwordWrong');
      const secret = newTotpSecret();
      await accounts.setTotpSecret(auth.id, secret);
      const url = otpauthUrl(secret, auth.email);
      return { success: true as const, data: { secret, otpauthUrl: url, qrSvg: await qrSvg(url) } };
    },
  );

  app.post(
    '/2fa/enable',
    {
      preValidation: requireAdminMayEnrol,
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'enableTwoFactor',
        summary: 'Finish enrolment with a first code of the secret POST /2fa/setup gave; every other session ends. Answers a fresh token and 10 one-time recovery codes (shown once)',
        body: Type.Object({ code: TwoFactorCode }),
        response: { 200: TwoFactorEnabledSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.twoFactorEnabled) throw conflict('users.twoFactorAlreadyOn');
      const secret = await accounts.totpSecret(auth.id);
      if (!secret) throw badRequest('users.twoFactorStartFirst');
      const step = await verifyTotp(secret, request.body.code.replace(/\s+/g, ''), null);
      if (step === null) throw badRequest('users.wrongCode');
      const { codes, hashes } = newRecoveryCodes();
      await accounts.enableTotp(auth.id, step, hashes, twoFactorMail(nameToMail(auth), auth.email, true, auth.locale));
      app.mailer.kick();
      request.log.info({ userId: auth.id }, 'two-factor sign-in enabled');
      return { success: true as const, message: request.t('users.twoFactorOnSignedOut'), token: await freshToken(auth.id, auth.session.id), data: { recoveryCodes: codes } };
    },
  );

  app.post(
    '/2fa/disable',
    {
      preValidation: requireAdminMayEnrol,
      config: { rateLimit },
      schema: {
        tags: ['users'],
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off (password and a current code or recovery code); every other session ends and a fresh token comes back',
        description: "A wrong code counts against the account's codes as at sign-in (POST /login): while they are paused, 429 with Retry-After once the password is right.",
        body: Type.Object({ password: CurrentPassword, code: TwoFactorCode }),
        response: { 200: FreshTokenSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const found = (await users.findCredentialsById(auth.id))!;
      if (!found.totpSecret) throw conflict('users.twoFactorNotOn');
      await assertPassword(request, request.body.password, found.passwordHash, 'users.passwordWrong');
      await assertCodesAllowed(request, auth.email);
      if (!(await acceptSecondFactor(auth.id, found.totpSecret, found.totpLastStep, request.body.code))) {
        await codeFailed(request, auth.email, { id: auth.id, name: found.user.name, email: found.user.email, emailVerified: found.user.emailVerified, locale: found.locale });
        throw badRequest('users.wrongCode');
      }
      await accounts.disableTotp(auth.id, twoFactorMail(nameToMail(auth), auth.email, false, auth.locale));
      app.mailer.kick();
      request.log.info({ userId: auth.id }, 'two-factor sign-in disabled');
      return { success: true as const, message: request.t('users.twoFactorOffSignedOut'), token: await freshToken(auth.id, auth.session.id) };
    },
  );

  app.get(
    '/single-user/:email',
    {
      preValidation: requireUser,
      schema: { tags: ['users'], operationId: 'getUserByEmail', summary: 'One user by email (own record or admin)', params: EmailParams, response: { 200: ok(UserSchema), ...errorResponses } },
    },
    async (request) => {
      const email = normaliseEmail(request.params.email);
      assertSelfOrAdmin(request.auth!, { email });
      const user = await users.findByEmail(email);
      if (!user) throw notFound('users.notFound');
      return { success: true as const, data: user };
    },
  );

  app.get(
    '/user-info/:id',
    {
      preValidation: requireUser,
      schema: { tags: ['users'], operationId: 'getUser', summary: 'One user by id (own record or admin); never includes the password', params: IdParams, response: { 200: ok(UserSchema), ...errorResponses } },
    },
    async (request) => {
      const id = Number(request.params.id);
      assertSelfOrAdmin(request.auth!, { id });
      const user = await users.findById(id);
      if (!user) throw notFound('users.notFound');
      return { success: true as const, data: user };
    },
  );

  app.post(
    '/edit-profile/:id',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['users'],
        operationId: 'updateProfile',
        summary: 'Change name, image, profession, address (own record or admin). password, role and email are ignored.',
        params: IdParams,
        body: EditProfileBody,
        response: { 200: okMessageWith(UserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      assertOwnerOrAdmin(request, id, 'auth.ownOnly');
      const source = trimStrings((request.body.userInfo ?? request.body) as Record<string, unknown>);
      const patch: Partial<ProfileInput> = {};
      for (const key of ['name', 'image', 'profession', 'address'] as const) {
        if (typeof source[key] === 'string') patch[key] = source[key] as string;
      }
      if (Object.keys(patch).length === 0) throw badRequest('users.nothingToUpdate');
      if (patch.image !== undefined) patch.image = await checkImage(patch.image, request.body.userInfo ? 'body/userInfo/image' : 'body/image', app.resolveHost, app.uploads, ownOrigin(request, app.config.publicUrl));
      const user = await users.updateProfile(id, patch, { id: request.auth!.id, name: request.auth!.name });
      if (!user) throw notFound('users.notFound');
      return { success: true as const, message: request.t('users.profileUpdated'), data: user };
    },
  );

  app.get(
    '/users',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'Users (admin), oldest first, paged: limit 1..100 (default 100), offset; total counts them all',
        querystring: Type.Object(Pagination),
        response: { 200: Type.Object({ success: Type.Literal(true), data: Type.Array(UserSchema), total: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => {
      const { rows, total } = await users.list({ limit: request.query.limit ?? 100, offset: request.query.offset ?? 0 });
      return { success: true as const, data: rows, total };
    },
  );

  app.post(
    '/users/:id/role',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['users'],
        operationId: 'setUserRole',
        summary: "Change a user's role (admin; audited). Not one's own role, and never the last admin's.",
        params: IdParams,
        body: Type.Object({ role: RoleSchema }),
        response: { 200: okMessageWith(UserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const user = await users.setRole(Number(request.params.id), request.body.role, { id: request.auth!.id, name: request.auth!.name });
      if (!user) throw notFound('users.notFound');
      return { success: true as const, message: request.t(user.role === 'admin' ? 'users.roleAdmin' : 'users.roleUser', { name: user.name }), data: user };
    },
  );
};
