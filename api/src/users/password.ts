/**
 * Password hashing with node:crypto scrypt (random salt, timing-safe comparison). The cost follows
 * OWASP's current advice (N=2^17, r=8, p=1) unless SCRYPT_LOG_N says otherwise; a stored hash made
 * with other parameters is replaced on the next successful sign-in (`needsRehash`).
 */
import crypto from 'node:crypto';
import { msg } from '../i18n/index.js';
import { HttpError } from '../lib/errors.js';

export const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEYLEN = 64;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; allow twice that.
    crypto.scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Returns "scrypt$N$r$p$salt$hash" (base64url parts). */
export async function hashPassword(password: string, logN = DEFAULT_LOG_N): Promise<string> {
  const salt = crypto.randomBytes(16);
  const n = 2 ** logN;
  const key = await scrypt(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse absurd parameters from a tampered row instead of burning memory on them.
  if (!Number.isInteger(n) || n < 2 || n > 2 ** 20 || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { n, r, p, salt: Buffer.from(parts[4]!, 'base64url'), hash: Buffer.from(parts[5]!, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.n, parsed.r, parsed.p);
  return parsed.hash.length === actual.length && crypto.timingSafeEqual(parsed.hash, actual);
}

/** True when the stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string, logN = DEFAULT_LOG_N): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.n !== 2 ** logN || parsed.r !== R || parsed.p !== P;
}

/**
 * At most `concurrency` password hashes at once and `queue` waiting; one more is refused at once with
 * 503 + Retry-After ('error.hashingBusy') instead of waiting behind a flood. Each scrypt holds ~128 MB
 * and a thread of libuv's pool (which file reads share) for ~0.1–0.3 s, so a queue without end would
 * turn a botnet's logins into minutes of waiting for every real person signing in.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly concurrency = 4,
    private readonly queue = 64,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new HttpError(503, msg('error.hashingBusy'), { 'retry-after': '2' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line (running stays the same), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Hashes running and waiting now (tests, metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** A hash of a random password: compared against when the email is unknown, so timing does not reveal accounts. */
const dummyHashes = new Map<number, Promise<string>>();
export function getDummyHash(logN = DEFAULT_LOG_N): Promise<string> {
  let h = dummyHashes.get(logN);
  if (!h) {
    h = hashPassword(crypto.randomBytes(16).toString('hex'), logN);
    dummyHashes.set(logN, h);
  }
  return h;
}
