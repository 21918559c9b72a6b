import { describe, expect, it } from 'vitest';
import { canDeleteComment } from './can-delete-comment';

describe('canDeleteComment', () => {
  const mine = { userId: 'u1' };
  const theirs = { userId: 'u2' };

  it('lets nobody delete when signed out', () => {
    expect(canDeleteComment(mine, null)).toBe(false);
  });

  it('lets a user delete only their own comment', () => {
    expect(canDeleteComment(mine, { sub: 'u1', role: 'user' })).toBe(true);
    expect(canDeleteComment(theirs, { sub: 'u1', role: 'user' })).toBe(false);
  });

  it('lets an admin delete any comment', () => {
    expect(canDeleteComment(theirs, { sub: 'a1', role: 'admin' })).toBe(true);
    expect(canDeleteComment(mine, { sub: 'a1', role: 'admin' })).toBe(true);
  });
});
