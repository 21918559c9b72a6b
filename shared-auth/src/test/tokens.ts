/** Build unsigned test tokens (the browser never verifies signatures; the server does). */
function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
}

export function validClaims(overrides: Record<string, unknown> = {}) {
  return {
    sub: 'u1',
    name: 'Rahim',
    email: 'rahim@example.com',
    role: 'user',
    emailVerified: true,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
}
