import '@mantine/carousel/styles.css';
import { useMemo } from 'react';
import { Carousel } from '@mantine/carousel';
import { Button, Container, EmptyState } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconMessageHeart } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { Link } from 'react-router-dom';
import { usePublicTestimonialsQuery } from './testimonials-api';
import { TestimonialCard } from './testimonial-card';
import { SectionHeading } from './section-heading';
import { ErrorBlock, LoadingBlock } from '../common/query-state';
import * as classes from './testimonials.module.css';

/** "What customers are saying": autoplaying, looping carousel; 3 slides wide, 2 below 1024 px, 1 below 768 px. */
export default function TestimonialsSection() {
  const { data, error, isLoading, refetch } = usePublicTestimonialsQuery();
  const reduceMotion = useReducedMotion();
  const autoplay = useMemo(
    () => Autoplay({ delay: 5000, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true }),
    [],
  );

  return (
    <Container component="section" size={1200} px="md" py={{ base: 40, sm: 64 }} aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title="What customers are saying" subtitle="Donors and volunteers on why they give." />
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
          plugins={reduceMotion ? [] : [autoplay]}
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
    </Container>
  );
}
