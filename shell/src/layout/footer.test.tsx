import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../test/render';

describe('footer', () => {
  it('has the four columns, contact details and the 2024 copyright line', async () => {
    renderShell('/');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const title of ['Relief', 'Contact Us', 'Social Media', 'Resources']) {
      expect(footer.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(footer.getByText(/Dhaka/)).toBeInTheDocument();
    expect(footer.getByText(/© 2024/)).toBeInTheDocument();
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
