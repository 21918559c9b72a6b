import { Link } from 'react-router-dom';
import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from 'shared-auth';

/** An HTTP-like routing status, e.g. the 404 of an unmatched URL. */
export interface RouteStatus {
  status: number;
  statusText: string;
}

/** What the catch-all route shows: an unmatched URL is a 404 (SPEC §8). */
export const NOT_FOUND: RouteStatus = Object.freeze({ status: 404, statusText: 'Not Found' });

function isRouteStatus(error: unknown): error is RouteStatus {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as RouteStatus).status === 'number' &&
    typeof (error as RouteStatus).statusText === 'string'
  );
}

/** "404 Not Found" for a routing status, the message for thrown errors. */
export function describeRouteError(error: unknown): string {
  if (isRouteStatus(error)) {
    const text = error.statusText || (error.status === 404 ? 'Not Found' : '');
    return `${error.status} ${text}`.trim();
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The default error screen of the product (SPEC §8), shown inside the layout. */
export function ErrorScreen({ error }: { error: unknown }) {
  // The tab says what happened: a missing page, or a page that failed.
  useDocumentTitle(isRouteStatus(error) && error.status === 404 ? 'Page not found' : 'Unexpected Application Error');
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
