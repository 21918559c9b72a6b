import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from 'api/types';
import { mockApi, renderWithProviders } from '../testing/render';
import { inBangla } from '../testing/bangla';
import TestimonialsSection from './testimonials-section';

const testimonials = [
  { _id: 't1', title: 'Fast help', testimonial: 'They reached our village in two days.', name: 'Salma Begum', time: Date.UTC(2026, 2, 15) },
  { _id: 't2', title: 'Transparent', testimonial: 'I could see where my money went.', name: 'Arif Khan', time: Date.UTC(2026, 3, 2) },
  { _id: 't3', title: 'Quick', testimonial: 'Food arrived the next morning.', name: 'Nadia Rahman', time: Date.UTC(2026, 3, 9) },
] as unknown as Testimonial[];

const api = () => mockApi([['GET', /^\/get-testimonials$/, () => ({ body: { success: true, data: testimonials } })]]);

describe('TestimonialsSection', { timeout: 20_000 }, () => {
  it("says which testimonial is in front in its own status region: quiet while they turn by themselves, said once the visitor pauses them", async () => {
    api();
    renderWithProviders(<TestimonialsSection />, { route: '/' });
    const status = await screen.findByTestId('testimonials-status', undefined, { timeout: 8000 });
    expect(status).toHaveTextContent('Testimonial 1 of 3');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'off');
    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Mantine's own region ("Slide 1 of 3", English on every page) is the one the section's styles hide.
    const carousel = screen.getByTestId('testimonials-carousel');
    expect(carousel.querySelector(':scope > [role="status"]')).toHaveTextContent(/^Slide 1 of 3$/);
  });

  it('says it in Bangla, with Bengali digits', async () => {
    await inBangla();
    api();
    renderWithProviders(<TestimonialsSection />, { route: '/' });
    expect(await screen.findByTestId('testimonials-status', undefined, { timeout: 8000 })).toHaveTextContent('৩টির মধ্যে ১ নম্বর মতামত');
  });
});
