import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkImage } from '../lib/assets.js';
import { badRequest, conflict, notFound, unauthorized } from '../lib/errors.js';
import { EmailParams, errorResponses, IdParams, normaliseEmail, ok, okMessageWith, trimStrings } from '../lib/schemas.js';
import type { ProfileInput, TokenClaims, User } from '../types.js';
import { assertSelfOrAdmin, requireAdmin, requireUser } from './auth.js';
import { getDummyHash, hashPassword, verifyPassword } from './password.js';
import { EditProfileBody, LoginBody, RegisterBody, UserSchema } from './schema.js';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { users } = app.repos;
  const rateLimit = { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };

  const signToken = (user: User) =>
    app.jwt.sign({ sub: user._id, name: user.name, email: user.email, role: user.role } satisfies Omit<TokenClaims, 'iat' | 'exp'>);

  app.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        summary: 'Create an account (role is always user)',
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
      if (await users.findByEmail(email)) throw conflict('An account with this email already exists; please sign in');
      const user = await users.create({ name: body.name, email, passwordHash: await hashPassword(request.body.password), role: 'user' });
      if (!user) throw conflict('An account with this email already exists; please sign in');
      request.log.info({ userId: user._id }, 'user registered');
      return reply.code(201).send({ success: true, message: 'Account created. Welcome to Relief!', token: signToken(user), data: user });
    },
  );

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['users'],
        summary: 'Sign in; answers a JWT (HS256) with name, email, role, sub and exp',
        body: LoginBody,
        response: { 200: Type.Object({ success: Type.Literal(true), message: Type.String(), token: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const found = await users.findCredentials(email);
      const valid = await verifyPassword(request.body.password, found?.passwordHash ?? (await getDummyHash()));
      if (!found || !valid) throw unauthorized('Invalid email or password');
      return { success: true as const, message: `Welcome back, ${found.user.name}!`, token: signToken(found.user) };
    },
  );

  app.get(
    '/single-user/:email',
    {
      preValidation: requireUser,
      schema: { tags: ['users'], summary: 'One user by email (own record or admin)', params: EmailParams, response: { 200: ok(UserSchema), ...errorResponses } },
    },
    async (request) => {
      const email = normaliseEmail(request.params.email);
      assertSelfOrAdmin(request.auth!, { email });
      const user = await users.findByEmail(email);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: user };
    },
  );

  app.get(
    '/user-info/:id',
    {
      preValidation: requireUser,
      schema: { tags: ['users'], summary: 'One user by id (own record or admin); never includes the password', params: IdParams, response: { 200: ok(UserSchema), ...errorResponses } },
    },
    async (request) => {
      const id = Number(request.params.id);
      assertSelfOrAdmin(request.auth!, { id });
      const user = await users.findById(id);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: user };
    },
  );

  app.post(
    '/edit-profile/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: ['users'],
        summary: 'Change name, image, profession, address (own record or admin). password, role and email are ignored.',
        params: IdParams,
        body: EditProfileBody,
        response: { 200: okMessageWith(UserSchema), ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      assertSelfOrAdmin(request.auth!, { id });
      const source = trimStrings((request.body.userInfo ?? request.body) as Record<string, unknown>);
      const patch: Partial<ProfileInput> = {};
      for (const key of ['name', 'image', 'profession', 'address'] as const) {
        if (typeof source[key] === 'string') patch[key] = source[key] as string;
      }
      if (Object.keys(patch).length === 0) throw badRequest('Nothing to update: send name, image, profession or address');
      if (patch.image !== undefined) checkImage(patch.image, request.body.userInfo ? 'body/userInfo/image' : 'body/image');
      const user = await users.updateProfile(id, patch);
      if (!user) throw notFound('User not found');
      return { success: true as const, message: 'Profile updated', data: user };
    },
  );

  app.get(
    '/users',
    {
      preValidation: requireAdmin,
      schema: { tags: ['users'], summary: 'Every user (admin)', response: { 200: ok(Type.Array(UserSchema)), ...errorResponses } },
    },
    async () => ({ success: true as const, data: await users.list() }),
  );

};
