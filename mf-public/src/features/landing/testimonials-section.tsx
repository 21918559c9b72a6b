import '@mantine/carousel/styles.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, EmptyState, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconMessageHeart, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatCount } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { usePublicTestimonialsQuery } from './testimonials-api';
import { TestimonialCard } from './testimonial-card';
import { ErrorBlock, LoadingBlock } from '../common/query-state';
import * as classes from './testimonials.module.css';

/** The testimonials (the section and its heading are the landing page's): autoplaying, looping carousel; 3 slides wide, 2 below 1024 px, 1 below 768 px. */
export default function TestimonialsSection() {
  const { t } = useTranslation(NS.landing);
  const { data, error, isLoading, refetch } = usePublicTestimonialsQuery();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const carousel = useRef<HTMLDivElement>(null);
  const playing = !paused && !reduceMotion;
  // A fresh plugin each time play resumes (embla re-initialises when its plugins change).
  const plugins = useMemo(
    () => (playing ? [Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [playing],
  );
  // Mantine names the row of slide buttons "Slides" in English and has no prop for it: said in the
  // page's language here (React leaves the attribute alone, its own value never changes).
  const indicatorsLabel = t('testimonials.indicators');
  // Which testimonial is in front, said in the page's language by the region below (Mantine's own,
  // "Slide 1 of 6" in English, is hidden: testimonials.module.css): quiet while they turn by
  // themselves, said when the visitor turns them (the carousel pattern of WAI-ARIA).
  const [shown, setShown] = useState(0);
  useEffect(() => {
    carousel.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', indicatorsLabel);
  }, [indicatorsLabel, data]);

  return (
    <>
      {isLoading ? (
        <LoadingBlock label={t('testimonials.loading')} minHeight={220} />
      ) : error ? (
        <ErrorBlock error={error} title={t('testimonials.loadError')} onRetry={refetch} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          icon={<IconMessageHeart size={32} aria-hidden />}
          variant="light"
          color="pink"
          title={t('testimonials.emptyTitle')}
          description={t('testimonials.emptyText')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard/create-testimonial" variant="light">
              {t('testimonials.share')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Carousel
          ref={carousel}
          aria-label={t('testimonials.carousel')}
          aria-roledescription={t('testimonials.carouselRole')}
          slideSize={{ base: '100%', sm: '50%', md: '33.333333%' }}
          slideGap="md"
          emblaOptions={{ loop: data.length > 1, align: 'start', slidesToScroll: 1 }}
          plugins={plugins}
          withIndicators
          controlsOffset={0}
          previousControlProps={{ 'aria-label': t('testimonials.previous') }}
          nextControlProps={{ 'aria-label': t('testimonials.next') }}
          getIndicatorProps={(i) => ({ 'aria-label': t('testimonials.show', { number: formatCount(i + 1) }) })}
          classNames={classes}
          onSlideChange={setShown}
          data-testid="testimonials-carousel"
        >
          {data.map((item, i) => (
            <Carousel.Slide
              key={item._id}
              aria-roledescription={t('testimonials.slideRole')}
              aria-label={t('testimonials.slide', { number: formatCount(i + 1), total: formatCount(data.length) })}
            >
              <TestimonialCard testimonial={item} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
      {data && data.length > 0 && (
        <div className={classes.status} role="status" aria-live={playing ? 'off' : 'polite'} aria-atomic="true" data-testid="testimonials-status">
          {t('testimonials.status', { number: formatCount(Math.min(shown, data.length - 1) + 1), total: formatCount(data.length) })}
        </div>
      )}
      {data && data.length > 1 && !reduceMotion && (
        <Group justify="center" mt="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            color="gray"
            leftSection={playing ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
            onClick={() => setPaused(playing)}
          >
            {playing ? t('testimonials.pause') : t('testimonials.play')}
          </Button>
        </Group>
      )}
    </>
  );
}
