import '@mantine/carousel/styles.css';
import { useMemo, useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, EmptyState, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconMessageHeart, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router-dom';
import { usePublicTestimonialsQuery } from './testimonials-api';
import { TestimonialCard } from './testimonial-card';
import { ErrorBlock, LoadingBlock } from '../common/query-state';
import * as classes from './testimonials.module.css';

/** The testimonials (the section and its heading are the landing page's): autoplaying, looping carousel; 3 slides wide, 2 below 1024 px, 1 below 768 px. */
export default function TestimonialsSection() {
  const { data, error, isLoading, refetch } = usePublicTestimonialsQuery();
  const reduceMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reduceMotion;
  // A fresh plugin each time play resumes (embla re-initialises when its plugins change).
  const plugins = useMemo(
    () => (playing ? [Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [playing],
  );

  return (
    <>
      {isLoading ? (
        <LoadingBlock label="Loading testimonials…" minHeight={220} />
      ) : error ? (
        <ErrorBlock error={error} title="Could not load the testimonials" onRetry={refetch} />
      ) : !data || data.length === 0 ? (
        <EmptyState
          icon={<IconMessageHeart size={32} aria-hidden />}
          variant="light"
          color="pink"
          title="No testimonials yet"
          description="Be the first to tell others why you give."
        >
          <EmptyState.Actions>
            <Button component={Link} to="/dashboard/create-testimonial" variant="light">
              Share your experience
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Carousel
          aria-label="Testimonials"
          aria-roledescription="carousel"
          slideSize={{ base: '100%', sm: '50%', md: '33.333333%' }}
          slideGap="md"
          emblaOptions={{ loop: data.length > 1, align: 'start', slidesToScroll: 1 }}
          plugins={plugins}
          withIndicators
          controlsOffset={0}
          previousControlProps={{ 'aria-label': 'Previous testimonial' }}
          nextControlProps={{ 'aria-label': 'Next testimonial' }}
          getIndicatorProps={(i) => ({ 'aria-label': `Show testimonial ${i + 1}` })}
          classNames={classes}
          data-testid="testimonials-carousel"
        >
          {data.map((t, i) => (
            <Carousel.Slide key={t._id} aria-roledescription="slide" aria-label={`${i + 1} of ${data.length}`}>
              <TestimonialCard testimonial={t} />
            </Carousel.Slide>
          ))}
        </Carousel>
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
            {playing ? 'Pause testimonials' : 'Play testimonials'}
          </Button>
        </Group>
      )}
    </>
  );
}
