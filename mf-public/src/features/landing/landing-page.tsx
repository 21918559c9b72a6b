import { lazy, type ReactNode } from 'react';
import { Container, Grid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { Hero } from './hero';
import { Purpose } from './purpose';
import { FeaturedCampaigns } from './featured-campaigns';
import { LazySection } from './lazy-section';
import { SectionHeading } from './section-heading';
import ClothingStrip from './clothing-strip';
import '../common/page-styles';

// Below the fold, each section's heavy part (data, carousel, form, pictures) is its own chunk, loaded
// when it comes near the viewport; the sections, headings and text are in the page from the start.
const TestimonialsSection = lazy(() => import('./testimonials-section'));
const CauseGallery = lazy(() => import('./cause-gallery'));
const ContactForm = lazy(() => import('../contact/contact-form'));

/** A landing section: its frame and heading now, its body as given (usually a LazySection). */
function LandingSection({ id, title, subtitle, children }: { id: string; title: string; subtitle: string; children: ReactNode }) {
  return (
    <Container component="section" id={id} size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 80 }}>
      <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
      {children}
    </Container>
  );
}

/** / and /home. */
export default function LandingPage() {
  useDocumentTitle(); // the product title alone
  const { t } = useTranslation(NS.landing);
  return (
    <>
      <Hero />
      <Purpose />
      <FeaturedCampaigns />
      <LandingSection id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')}>
        <LazySection anchor="testimonials" minHeight={260} loadingLabel={t('testimonials.loading')}>
          <TestimonialsSection />
        </LazySection>
      </LandingSection>
      <LandingSection id="causes" title={t('causes.title')} subtitle={t('causes.subtitle')}>
        <LazySection anchor="causes" minHeight={200} loadingLabel={t('causes.loading')}>
          <CauseGallery />
        </LazySection>
      </LandingSection>
      <Container component="section" id="contact" size={1200} px={0} py={{ base: 40, sm: 64 }} aria-labelledby="contact-title" style={{ scrollMarginTop: 80 }}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Title order={2} id="contact-title" fz={{ base: 26, sm: 32 }}>
              {t('contact.title')}
            </Title>
            <Text c="dimmed" mt="sm">
              {t('contact.text')}
            </Text>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <LazySection anchor="contact" minHeight={520} loadingLabel={t('contact.loading')}>
              <ContactForm />
            </LazySection>
          </Grid.Col>
        </Grid>
      </Container>
      <div id="clothing" style={{ scrollMarginTop: 80 }}>
        <ClothingStrip />
      </div>
    </>
  );
}
