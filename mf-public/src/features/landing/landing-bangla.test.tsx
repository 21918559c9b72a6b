import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import type { Testimonial } from 'api/types';
import { mockApi, renderWithProviders } from '../testing/render';
import { campaign, causesRoute } from '../testing/fixtures';
import { inBangla } from '../testing/bangla';
import LandingPage from './landing-page';

const testimonials = [
  { _id: 't1', title: 'দ্রুত সাহায্য', testimonial: 'দুই দিনের মধ্যেই তাঁরা আমাদের গ্রামে পৌঁছেছিলেন।', name: 'সালমা বেগম', time: Date.UTC(2026, 2, 15) },
  { _id: 't2', title: 'Transparent', testimonial: 'I could see where my money went.', name: 'Arif Khan', time: Date.UTC(2026, 3, 2) },
] as unknown as Testimonial[];

/** Every lazy section counts as visible at once. */
class VisibleObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
  unobserve() {}
}

describe('LandingPage in Bangla', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
  });

  it('shows every section, the featured campaigns, the causes, the testimonials and the contact form in Bangla', async () => {
    mockApi([
      ['GET', /^\/donations$/, () => ({ body: { success: true, data: [campaign({ endsAt: Date.now() + 5 * 86_400_000 })], total: 1 } })],
      ['GET', /^\/get-testimonials$/, () => ({ body: { success: true, data: testimonials } })],
      causesRoute,
    ]);
    await inBangla();
    renderWithProviders(<LandingPage />, { route: '/' });

    await waitFor(() => expect(document.title).toBe('দুর্যোগ-পরবর্তী ত্রাণ অনুদান প্ল্যাটফর্ম'));
    expect(screen.getByRole('heading', { level: 1, name: 'দুর্যোগের পর পরিবারগুলোকে আবার ঘুরে দাঁড়াতে সাহায্য করুন' })).toBeInTheDocument();
    for (const heading of ['আমাদের লক্ষ্য', 'বাছাই করা ক্যাম্পেইন', 'মানুষ যা বলছেন', 'যেসব খাতে আমরা সহায়তা করি', 'যোগাযোগ করুন', 'পোশাক সংগ্রহ']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'আরও জানুন' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Featured campaigns')).toBeNull();
    expect(screen.queryByText('Our purpose')).toBeNull();

    // A featured card: its cause, days left and amounts in Bangla (the campaign's own title is the API's).
    const card = await screen.findByRole('article');
    expect(within(card).getByText('বন্যা')).toBeInTheDocument();
    expect(within(card).getByTestId('days-left')).toHaveTextContent('আর ৫ দিন বাকি');
    expect(within(card).getByText('৳২৫,০০০ উঠেছে')).toBeInTheDocument();
    expect(within(card).getByText('লক্ষ্য ৳১,০০,০০০ (২৫%)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Flood relief in Sylhet: বিস্তারিত দেখুন' })).toHaveAttribute('href', '/donations/1');

    // The causes: the ones the platform started with in Bangla, a later one as typed; the link keeps the name.
    const gallery = await screen.findByTestId('cause-gallery');
    expect(await within(gallery).findByRole('link', { name: 'বন্যা খাতের ক্যাম্পেইন' })).toHaveAttribute('href', '/donations?category=Flood');
    expect(within(gallery).getByRole('link', { name: 'Winter clothes খাতের ক্যাম্পেইন' })).toBeInTheDocument();

    // The testimonials, with the date in Bangla.
    expect(await screen.findByText('দ্রুত সাহায্য')).toBeInTheDocument();
    expect(screen.getAllByText('১৫ মার্চ, ২০২৬').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'মতামত বদলানো থামান' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '২টির মধ্যে ২ নম্বর' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'স্লাইডগুলো' })).toBeInTheDocument();

    // The contact form.
    const form = await screen.findByRole('form', { name: 'যোগাযোগ' });
    expect(within(form).getByLabelText(/নাম/)).toHaveAttribute('placeholder', 'আপনার পুরো নাম');
    expect(within(form).getByRole('button', { name: 'বার্তা পাঠান' })).toBeInTheDocument();
  });
});
