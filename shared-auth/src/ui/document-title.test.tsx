// jest-dom, the happy-dom shims and the clean-up after each test (as in every front end).
import '../testing/setup';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PRODUCT_TITLE, pageTitle, useDocumentTitle } from './document-title';

describe('pageTitle', () => {
  it('puts the page before the product', () => {
    expect(PRODUCT_TITLE).toBe('Post-Disaster Relief Donation Platform');
    expect(pageTitle('Sign In')).toBe('Sign In – Post-Disaster Relief Donation Platform');
  });

  it('is the product alone without a page title', () => {
    expect(pageTitle()).toBe(PRODUCT_TITLE);
    expect(pageTitle('')).toBe(PRODUCT_TITLE);
    expect(pageTitle('   ')).toBe(PRODUCT_TITLE);
  });
});

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return <h1>{title}</h1>;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.title = 'something else';
  });

  it('sets the title, follows changes and gives the product title back on unmount', () => {
    const { rerender, unmount } = render(<Page title="Campaign" />);
    expect(document.title).toBe('Campaign – Post-Disaster Relief Donation Platform');
    rerender(<Page title="Flood relief in Sylhet" />);
    expect(document.title).toBe('Flood relief in Sylhet – Post-Disaster Relief Donation Platform');
    unmount();
    expect(document.title).toBe(PRODUCT_TITLE);
  });

  it('sets the product title alone for a page without one (the landing page)', () => {
    render(<Page />);
    expect(document.title).toBe(PRODUCT_TITLE);
  });

  it('the next page sets its own title when pages swap', () => {
    const { rerender } = render(<Page key="a" title="Sign In" />);
    rerender(<Page key="b" title="Create Account" />);
    expect(document.title).toBe('Create Account – Post-Disaster Relief Donation Platform');
  });
});
