import { describe, expect, it } from 'vitest';
import { absoluteImages, absoluteImagesInJson, ownPath } from './public-urls.js';

const O = 'https://api.relief.test';

describe('absolute image URLs', () => {
  it('makes every image path of an answer absolute, copying only what changes', () => {
    const donors = [{ name: 'A' }];
    const answer = {
      success: true,
      data: [
        { _id: '1', image: '/assets/campaigns/flood.svg', title: 'image: /assets/x', donations: donors },
        { _id: '2', image: 'https://cdn.example.org/a.jpg' },
        { donationImage: '/assets/uploads/ab-1200.webp', note: '/assets/not-an-image-field' },
      ],
    };
    const out = absoluteImages(answer, O);
    expect(out.data[0]).toEqual({ _id: '1', image: `${O}/assets/campaigns/flood.svg`, title: 'image: /assets/x', donations: donors });
    expect(out.data[1]).toBe(answer.data[1]);
    expect(out.data[0]!.donations).toBe(donors);
    expect(out.data[2]).toEqual({ donationImage: `${O}/assets/uploads/ab-1200.webp`, note: '/assets/not-an-image-field' });
    // The original is untouched.
    expect(answer.data[0]!.image).toBe('/assets/campaigns/flood.svg');
    expect(absoluteImages('text', O)).toBe('text');
    expect(absoluteImages(null, O)).toBeNull();
  });

  it('does the same in JSON text, and never inside another string', () => {
    const json = JSON.stringify({ data: [{ image: '/assets/a.svg', title: '"image":"/assets/fake', description: 'x\\', donationImage: '/assets/b.webp' }] });
    const out = JSON.parse(absoluteImagesInJson(json, O));
    expect(out.data[0]).toEqual({ image: `${O}/assets/a.svg`, title: '"image":"/assets/fake', description: 'x\\', donationImage: `${O}/assets/b.webp` });
  });

  it("takes the API's own absolute URLs back as paths, and leaves other URLs alone", () => {
    expect(ownPath(`${O}/assets/campaigns/flood.svg`, [O])).toBe('/assets/campaigns/flood.svg');
    expect(ownPath('https://api.relief.test.evil.org/assets/x.svg', [O])).toBe('https://api.relief.test.evil.org/assets/x.svg');
    expect(ownPath('https://cdn.example.org/assets/x.svg', [O])).toBe('https://cdn.example.org/assets/x.svg');
    expect(ownPath('/assets/a.svg', [O])).toBe('/assets/a.svg');
  });
});
