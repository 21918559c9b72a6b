import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from 'api/types';
import { i18n } from 'shared-auth';
import { NS } from '../../i18n';
import { ADMIN, USER, mockApi, renderWithProviders } from '../frame/test/render';
import { CreateTestimonialPage } from './create-testimonial-page';
import { TestimonialsPage } from './testimonials-page';

async function inBangla() {
  await i18n.changeLanguage('bn');
  await i18n.loadNamespaces([NS.testimonials, NS.common, NS.frame]);
}

const story: Testimonial = { _id: '1', userId: null, title: 'Story', testimonial: 'We got help.', name: 'Amina', time: Date.UTC(2026, 0, 5, 6) };

describe('Testimonials in Bangla', () => {
  it('lists them with Bangla headings and a Bangla date, and asks in Bangla before deleting', async () => {
    await inBangla();
    mockApi(({ url }) => (url === '/get-testimonials' ? { body: { success: true, data: [story], total: 1 } } : undefined));
    renderWithProviders(<TestimonialsPage />, { as: ADMIN });
    expect(screen.getByRole('heading', { name: 'মতামত' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Testimonials' })).toBeNull();
    const table = await screen.findByRole('table');
    await within(table).findByText('Story');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['শিরোনাম', 'মতামত', 'লিখেছেন', 'তারিখ', 'মুছুন']);
    expect(within(table).getByText('৫ জানু, ২০২৬')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Story মতামতটি মুছে ফেলুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'মতামত মুছে ফেলুন' });
    expect(within(dialog).getByText('Amina-এর লেখা “Story”')).toBeTruthy();
  });

  it('asks for the experience in Bangla and says what is missing in Bangla', async () => {
    await inBangla();
    mockApi(() => undefined);
    renderWithProviders(<CreateTestimonialPage />, { as: USER, path: '/dashboard/create-testimonial' });
    expect(screen.getByRole('heading', { name: 'আপনার অভিজ্ঞতা জানান' })).toBeTruthy();
    expect(screen.queryByText('Share Your Experience')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'জমা দিন' }));
    expect(screen.getByText('শিরোনাম দিতে হবে')).toBeTruthy();
    expect(screen.getByText('মতামত লিখতে হবে')).toBeTruthy();
  });
});
