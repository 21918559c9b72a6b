import { avatarColor } from '../common/avatar-color';
import { Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import type { Testimonial } from 'api/types';
import { formatDate } from 'shared-auth/i18n';

/** One testimonial: title, text, a locally generated avatar (initials), name and when it was
 *  written. No email address: public answers carry none. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Paper withBorder radius="md" p="lg" h="100%" component="figure" m={0} shadow="xs">
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <IconQuote size={28} color="var(--mantine-color-pink-5)" aria-hidden />
          <Title order={3} fz="md" mt={4}>
            {testimonial.title}
          </Title>
          <Text component="blockquote" size="sm" c="dimmed" m={0} mt="xs" style={{ whiteSpace: 'pre-line' }}>
            {testimonial.testimonial}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap" component="figcaption">
          <Avatar name={testimonial.name} color={avatarColor(testimonial.name)} variant="filled" radius="xl" alt="" />
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate="end">
              {testimonial.name}
            </Text>
            {testimonial.time > 0 && (
              <Text size="xs" c="dimmed" component="time" dateTime={new Date(testimonial.time).toISOString()}>
                {formatDate(testimonial.time, 'long')}
              </Text>
            )}
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
