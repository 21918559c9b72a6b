import { describe, expect, it } from 'vitest';
import { lastSegment } from './prefetch';

describe('lastSegment', () => {
  it("is the address's last segment, decoded as React Router decodes a parameter", () => {
    expect(lastSegment('/donations/42')).toBe('42');
    expect(lastSegment('/donations/42/')).toBe('42');
    expect(lastSegment('/donations/a%20b')).toBe('a b');
    expect(lastSegment('/donations/%E0%A4')).toBe('%E0%A4');
  });
});
