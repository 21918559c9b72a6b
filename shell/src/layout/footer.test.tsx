import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from 'shared-auth';
import { renderShell } from '../test/render';

describe('footer', () => {
  it('has the four columns, contact details and the 2024 copyright line', async () => {
    renderShell('/');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const title of ['Relief', 'Contact Us', 'Social Media', 'Resources']) {
      expect(footer.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(footer.getByRole('link', { name: '+880 1712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    expect(footer.getByText(/Dhaka/)).toBeInTheDocument();
    expect(footer.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('gives the phone number and the address in Bangla, with Bengali digits (the number dialled stays the same)', async () => {
    await i18n.changeLanguage('bn');
    try {
      renderShell('/');
      const footer = within(await screen.findByRole('contentinfo'));
      expect(footer.getByRole('link', { name: '+৮৮০ ১৭১২-৩৪৫৬৭৮' })).toHaveAttribute('href', 'tel:+8801712345678');
      expect(footer.getByText('বাড়ি ১২, সড়ক ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ')).toBeInTheDocument();
      expect(footer.queryByText(/Dhaka/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('links to the pages the remotes put in the footer, in their order', async () => {
    renderShell('/');
    const footer = within(await screen.findByRole('contentinfo'));
    const internal = footer
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(internal).toEqual(['/', '/things', '/wall']);
  });

  it('opens the four social networks in a new tab, safely', async () => {
    renderShell('/');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const network of ['LinkedIn', 'Facebook', 'Instagram', 'Twitter']) {
      const links = footer.getAllByRole('link', { name: network });
      expect(links.length).toBeGreaterThanOrEqual(1);
      for (const link of links) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      }
    }
  });
});
