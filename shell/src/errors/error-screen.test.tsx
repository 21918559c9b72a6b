import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderShell, setViewport } from '../test/render';
import { describeRouteError } from './error-screen';

describe('error screen', () => {
  it('shows Unexpected Application Error! with 404 Not Found for an unknown URL, inside the layout', async () => {
    setViewport(1280);
    renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('describes thrown errors by their message', () => {
    expect(describeRouteError(new Error('boom'))).toBe('boom');
    expect(describeRouteError('text')).toBe('text');
    expect(describeRouteError(42)).toBe('Unknown error');
  });
});
