import { lazy } from 'react';
import { useDocumentTitle } from 'shared-auth';
import { Hero } from './hero';
import { Purpose } from './purpose';
import { FeaturedCampaigns } from './featured-campaigns';
import { LazySection } from './lazy-section';
import '../common/page-styles';

// Below the fold: each section is its own chunk, loaded when it comes near the viewport.
const TestimonialsSection = lazy(() => import('./testimonials-section'));
const CauseGallery = lazy(() => import('./cause-gallery'));
const ContactForm = lazy(() => import('../contact/contact-form'));
const ClothingStrip = lazy(() => import('./clothing-strip'));

/** / and /home. */
export default function LandingPage() {
  useDocumentTitle(); // the product title alone
  return (
    <>
      <Hero />
      <Purpose />
      <FeaturedCampaigns />
      <LazySection id="testimonials" minHeight={360} label="testimonials">
        <TestimonialsSection />
      </LazySection>
      <LazySection id="causes" minHeight={300} label="causes">
        <CauseGallery />
      </LazySection>
      <LazySection id="contact" minHeight={520} label="the contact form">
        <ContactForm />
      </LazySection>
      <LazySection id="clothing" minHeight={360} label="clothing collection">
        <ClothingStrip />
      </LazySection>
    </>
  );
}
