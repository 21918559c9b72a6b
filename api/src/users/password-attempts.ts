/**
 * Limits on wrong passwords and wrong second-factor codes (sign-in, change of password, two-factor
 * setup and turning it off) that a stranger cannot turn into a lock-out of someone else's account.
 *
 * Failures are counted in a sliding window (15 minutes) under three keys:
 *
 * - (account, client address): 10 failures, then that address waits until the oldest leaves the
 *   window. This is what bounds guessing one account from one place.
 * - client address, whatever the account: 50 failures, then it waits for any account (one machine
 *   trying many accounts). Generous, so that people behind one NAT are not stopped by a neighbour's typos.
 * - account, whatever the address: over 10 failures the account is under attack. That does NOT lock
 *   it: it only slows the guessing down. An address that has failed on this account within the window
 *   must wait until those failures age out; an address with no recent failure on the account still
 *   gets its attempt, so the owner who types the right password from their own address is let in.
 *   Many addresses guessing together (a botnet) then get one guess each per window instead of ten.
 *
 * So a stranger's failures count against the stranger's own address, never against the owner's.
 *
 * Second-factor codes (TOTP and recovery codes) have one more limit, per account whatever the address:
 * after 10 wrong codes in the window the account's codes are paused until the oldest leaves it, for every
 * address, a right code included (codesPausedFor). Only someone who already has the password gets as far as
 * a code, so this lock is theirs to cause, not a stranger's; without it, addresses enough (a /48 holds 65,536
 * /64s) would each get their own tries at a one-in-a-million code. The routes ask only once the password is
 * right, so the pause tells nothing to someone without it. A check and the failure it is about are two
 * steps (see limiter.pg.ts): wrong codes checked at the same moment as the one that reaches the bar can pass
 * it by as many as are in flight (each waited for its password's scrypt first).
 * Success forgets only the (account, address) failures: the address and account counts stay, so
 * signing in to one's own account cannot wipe out failures against another.
 *
 * The address is Fastify's request.ip (an IPv6 one counted as its /64: lib/client-key.ts): the socket's peer, or behind a reverse proxy (TRUST_PROXY)
 * the client X-Forwarded-For names as the proxy saw it, which a client cannot choose. Without
 * TRUST_PROXY behind a proxy, every client has the proxy's address and the per-address limits act
 * for everyone together.
 *
 * Counted where lib/limiter.ts says for the database the API runs on: in memory with the embedded
 * database (one process), in rate_events with PostgreSQL, so failures through one replica count at every
 * other (the table holds keyed hashes, never an address or an email). When the count cannot be read or
 * written (the database out of reach) the call throws and the request fails (503): no attempt goes
 * through unchecked.
 */
import { memoryLimiters, type LimiterFactory, type RateLimiter } from '../lib/limiter.js';
import { clientKey } from '../lib/client-key.js';

export interface AttemptLimits {
  /** Failures per (account, address) in the window. */
  perPair: number;
  /** Failures per address, any account. */
  perAddress: number;
  /** Failures per account, any address, above which only addresses without a recent failure on it may try. */
  perAccount: number;
  /** Wrong second-factor codes per account, any address, after which the account's codes are paused. */
  perAccountCodes: number;
  windowMs: number;
}

export const PASSWORD_ATTEMPT_LIMITS: AttemptLimits = { perPair: 10, perAddress: 50, perAccount: 10, perAccountCodes: 10, windowMs: 15 * 60_000 };

export class PasswordAttempts {
  private readonly pairs: RateLimiter;
  private readonly addresses: RateLimiter;
  private readonly accounts: RateLimiter;
  private readonly codes: RateLimiter;

  constructor(limits: AttemptLimits = PASSWORD_ATTEMPT_LIMITS, now: () => number = Date.now, limiters: LimiterFactory = memoryLimiters) {
    this.pairs = limiters('password-pair', limits.perPair, limits.windowMs, now);
    this.addresses = limiters('password-address', limits.perAddress, limits.windowMs, now);
    this.accounts = limiters('password-account', limits.perAccount, limits.windowMs, now);
    this.codes = limiters('code-account', limits.perAccountCodes, limits.windowMs, now);
  }

  /** An IP address has no space, so the first space separates the two (an address may hold anything). */
  private static pair(account: string, address: string): string {
    return `${address} ${account}`;
  }

  /**
   * Milliseconds this address must wait before it may try a password (or code) for this account,
   * or 0 when it may try now. `account` is the normalised email address.
   */
  async retryAfter(account: string, ip: string): Promise<number> {
    const address = clientKey(ip);
    const pair = PasswordAttempts.pair(account, address);
    const [pairWait, addressWait, underAttack] = await Promise.all([this.pairs.retryAfter(pair), this.addresses.retryAfter(address), this.accounts.retryAfter(account)]);
    let wait = Math.max(pairWait, addressWait);
    if (underAttack > 0) {
      // Slowed, not locked: only an address that recently failed on this account waits (until its
      // failures age out, or the account's fall back under the bar, whichever comes first).
      const ownFailures = await this.pairs.retryAfter(pair, 1);
      if (ownFailures > 0) wait = Math.max(wait, Math.min(ownFailures, underAttack));
    }
    return wait;
  }

  async failed(account: string, ip: string): Promise<void> {
    const address = clientKey(ip);
    await Promise.all([this.pairs.hit(PasswordAttempts.pair(account, address)), this.addresses.hit(address), this.accounts.hit(account)]);
  }

  /**
   * Milliseconds the account's second-factor codes are paused (wrong ones from anywhere reached the bar), or
   * 0. Ask only once the password is right.
   */
  async codesPausedFor(account: string): Promise<number> {
    return this.codes.retryAfter(account);
  }

  /**
   * A wrong second-factor code: counted as a failed attempt (as failed()) and against the account's codes.
   * Answers how long the account's codes are now paused (0: not paused).
   */
  async codeFailed(account: string, ip: string): Promise<number> {
    await Promise.all([this.failed(account, ip), this.codes.hit(account)]);
    return this.codes.retryAfter(account);
  }

  async succeeded(account: string, ip: string): Promise<void> {
    await this.pairs.clear(PasswordAttempts.pair(account, clientKey(ip)));
  }
}
