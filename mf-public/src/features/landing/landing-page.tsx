import { lazy, type ReactNode } from 'react';
import { Container, Grid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle, type AppDispatch } from 'shared-auth';
import { NS } from '../../i18n';
import { Hero } from './hero';
import { Purpose } from './purpose';
import { FeaturedCampaigns } from './featured-campaigns';
import { campaignsApi, type ListedCampaign } from '../campaigns/campaigns-api';
import { FEATURED_COUNT } from '../campaigns/sizes';
import { prefetchQuery } from 'shared-auth/prefetch';
import { LazySection, type ReservedHeight } from './lazy-section';
import { CauseTilesPlaceholder } from './cause-tiles';
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

/**
 * The page's first query, started before its first render (shared-auth's lazyPage): the featured
 * campaigns, so the first render shows their cards, as the first screen it replaces may already have,
 * rather than their skeleton.
 */
export const prefetch = (dispatch: AppDispatch) => prefetchQuery(dispatch(campaignsApi.endpoints.publicCampaigns.initiate({ limit: FEATURED_COUNT, offset: 0 })));

/**
 * What the lower sections' content takes, per width, measured in Chromium with the demo data (3 or
 * more testimonials; the contact form), a few pixels under: held from the start, so the page does not
 * jump as they arrive while the visitor scrolls (layout shifts of 0.3–0.7 at 375 and 768 px before).
 * The cause gallery holds its place with empty tiles of its own grid instead (CauseTilesPlaceholder).
 */
const RESERVED = {
  testimonials: { base: 340, md: 365, lg: 320 },
  contact: { base: 545, sm: 505 },
} satisfies Record<string, ReservedHeight>;

/**
 * / and /home. `firstScreen`: the page as its first screen (scripts/first-screen.tsx: rendered at
 * build time, and live by mf-public's server with the featured `campaigns`): every section with its
 * heading and text, without what needs the page's code (the testimonials, the gallery, the contact
 * form) and, at build time, without the campaigns.
 */
export default function LandingPage({ firstScreen = false, campaigns }: { firstScreen?: boolean; campaigns?: ListedCampaign[] }) {
  useDocumentTitle(); // the product title alone
  const { t } = useTranslation(NS.landing);
  /** A section's heavy part, loaded near the viewport; none in the first screen. */
  const later = (anchor: string, minHeight: ReservedHeight, loadingLabel: string, body: ReactNode, placeholder?: ReactNode) =>
    firstScreen ? null : (
      <LazySection anchor={anchor} minHeight={minHeight} loadingLabel={loadingLabel} placeholder={placeholder}>
        {body}
      </LazySection>
    );
  return (
    <>
      <Hero />
      <Purpose />
      <FeaturedCampaigns firstScreen={firstScreen} campaigns={campaigns} />
      <LandingSection id="testimonials" title={t('testimonials.title')} subtitle={t('testimonials.subtitle')}>
        {later('testimonials', RESERVED.testimonials, t('testimonials.loading'), <TestimonialsSection />)}
      </LandingSection>
      <LandingSection id="causes" title={t('causes.title')} subtitle={t('causes.subtitle')}>
        {later('causes', 0, t('causes.loading'), <CauseGallery />, <CauseTilesPlaceholder />)}
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
          <Grid.Col span={{ base: 12, md: 7 }}>{later('contact', RESERVED.contact, t('contact.loading'), <ContactForm />)}</Grid.Col>
        </Grid>
      </Container>
      <div id="clothing" style={{ scrollMarginTop: 80 }}>
        <ClothingStrip />
      </div>
    </>
  );
}
