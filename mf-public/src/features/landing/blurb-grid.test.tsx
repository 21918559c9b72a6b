import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { IconAward, IconTruckDelivery } from '@tabler/icons-react';
import { renderWithProviders } from '../testing/render';
import { BlurbGrid, type Blurb } from './blurb-grid';

const blurbs: Blurb[] = [
  { icon: IconAward, title: 'First point', text: 'What the first point says.' },
  { icon: IconTruckDelivery, title: 'Second point', text: 'What the second point says.' },
];

describe('BlurbGrid', () => {
  it('shows each blurb as a level-3 heading with its text, the icon hidden from assistive technology', () => {
    const { container } = renderWithProviders(<BlurbGrid blurbs={blurbs} testId="points" />);
    const grid = screen.getByTestId('points');
    expect(within(grid).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['First point', 'Second point']);
    expect(within(grid).getByText('What the first point says.')).toBeInTheDocument();
    expect(within(grid).getByText('What the second point says.')).toBeInTheDocument();
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('is left-aligned with light icons by default and centred with filled round icons as look="center"', () => {
    const { unmount } = renderWithProviders(<BlurbGrid blurbs={blurbs} testId="start" />);
    const start = screen.getByTestId('start');
    expect(start.querySelector('[data-variant="light"]')).not.toBeNull();
    expect(start.querySelector('[data-variant="filled"]')).toBeNull();
    expect(start.querySelector('svg')).toHaveAttribute('width', '24');
    unmount();

    renderWithProviders(<BlurbGrid blurbs={blurbs} look="center" testId="center" />);
    const center = screen.getByTestId('center');
    expect(center.querySelector('[data-variant="filled"]')).not.toBeNull();
    expect(center.querySelector('svg')).toHaveAttribute('width', '28');
    expect(screen.getByRole('heading', { name: 'First point' }).parentElement).toHaveStyle({ textAlign: 'center' });
  });

  it('has no test id unless given one', () => {
    renderWithProviders(<BlurbGrid blurbs={blurbs} />);
    const grid = screen.getByRole('heading', { name: 'First point' }).parentElement?.parentElement;
    expect(grid).toContainElement(screen.getByRole('heading', { name: 'Second point' }));
    expect(grid).not.toHaveAttribute('data-testid');
  });
});
