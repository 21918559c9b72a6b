import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button, Code, Stack, Text, Title } from '@mantine/core';

/** "404 Not Found" for route error responses, the message for thrown errors. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const text = error.statusText || (error.status === 404 ? 'Not Found' : '');
    return `${error.status} ${text}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The default error screen of the product (SPEC §8), shown inside the layout. */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Unexpected Application Error!</Title>
      <Text fz="xl" fw={600}>
        <Code fz="lg">{describeRouteError(error)}</Code>
      </Text>
      <Text c="dimmed">The page you are looking for does not exist or could not be shown.</Text>
      <Button component={Link} to="/" color="pink">
        Back to the home page
      </Button>
    </Stack>
  );
}

/** Loader of the catch-all route: an unmatched URL is a 404. */
export function notFoundLoader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
