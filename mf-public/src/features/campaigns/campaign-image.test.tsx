import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { configureRuntime } from 'shared-auth';
import { CampaignImage } from './campaign-image';
import { CARD_SIZES } from './sizes';

describe('CampaignImage', () => {
  it("offers an uploaded picture's widths from the API's origin, so a phone takes the narrow one", () => {
    configureRuntime({ apiBaseUrl: 'https://api.relief.test/api/v1' });
    const { container } = render(<CampaignImage src="/assets/uploads/0123456789abcdef01234567-1200.webp" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://api.relief.test/assets/uploads/0123456789abcdef01234567-1200.webp');
    expect(img.getAttribute('srcset')).toBe(
      ['400', '800', '1200'].map((w) => `https://api.relief.test/assets/uploads/0123456789abcdef01234567-${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(CARD_SIZES);
  });

  it('knows an upload the API answers as an absolute URL, but not the same path on another host', () => {
    configureRuntime({ apiBaseUrl: 'https://api.relief.test/api/v1' });
    const own = render(<CampaignImage src="https://api.relief.test/assets/uploads/0123456789abcdef01234567-1200.webp" />).container.querySelector('img')!;
    expect(own.getAttribute('srcset')).toMatch(/^https:\/\/api\.relief\.test\/assets\/uploads\/0123456789abcdef01234567-400\.webp 400w, /);
    const other = render(<CampaignImage src="https://cdn.example.org/assets/uploads/0123456789abcdef01234567-1200.webp" />).container.querySelector('img')!;
    expect(other.hasAttribute('srcset')).toBe(false);
  });

  it('keeps one source for a link or an illustration', () => {
    configureRuntime({ apiBaseUrl: 'https://api.relief.test/api/v1' });
    const { container } = render(<CampaignImage src="/assets/campaigns/flood.svg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('https://api.relief.test/assets/campaigns/flood.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });
});
