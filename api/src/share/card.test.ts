import { describe, expect, it } from 'vitest';
import { amountText, excerpt, progressText, shareCardHtml, shareLanguage } from './card.js';

describe('share card pieces', () => {
  it('picks the language from ?lang=, then Accept-Language by weight, else English', () => {
    expect(shareLanguage('bn', 'en')).toBe('bn');
    expect(shareLanguage(undefined, 'bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(shareLanguage(undefined, 'fr;q=0.9, en;q=0.5, bn;q=0.7')).toBe('bn');
    expect(shareLanguage(undefined, 'bn;q=0, en-GB')).toBe('en');
    expect(shareLanguage(undefined, 'de')).toBe('en');
    expect(shareLanguage(undefined, undefined)).toBe('en');
  });

  it('writes amounts exact to the poisha, in Bengali digits for Bangla', () => {
    expect(amountText(123_450, 'en')).toBe('Tk 1,234.50');
    expect(amountText(5_000_000, 'en')).toBe('Tk 50,000');
    expect(amountText(7, 'en')).toBe('Tk 0.07');
    expect(amountText(123_405, 'bn')).toBe('৳১,২৩৪.০৫');
    expect(progressText({ raisedPoisha: 120_000, targetPoisha: 500_000, donorCount: 1, lang: 'en' })).toBe('Tk 1,200 raised of Tk 5,000 · 1 gift');
    expect(progressText({ raisedPoisha: 0, targetPoisha: 500_000, donorCount: 12, lang: 'bn' })).toBe('লক্ষ্য ৳৫,০০০, সংগৃহীত ৳০ · ১২টি অনুদান');
  });

  it('shortens a long description at a word', () => {
    expect(excerpt('short  text\nhere', 40)).toBe('short text here');
    const cut = excerpt('word '.repeat(100), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('escapes every value it writes into the page', () => {
    const html = shareCardHtml({
      title: '"><script>alert(1)</script>',
      description: "<img src=x onerror=alert(1)> & 'quotes'",
      image: 'https://img.test/a.webp?x="1"&y=<2>',
      raisedPoisha: 100,
      targetPoisha: 200,
      donorCount: 1,
      pageUrl: 'https://relief.test/donations/1',
      lang: 'en',
    });
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>|"><|x="1"/);
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('content="https://img.test/a.webp?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
  });
});
