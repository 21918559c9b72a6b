import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, mockApi, renderWithProviders } from './test/render';
import { ImageField } from './image-field';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageField id="f-image" label="Image URL" value={value} onChange={setValue} />;
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'flood.jpg', { type: 'image/jpeg' });

describe('ImageField', () => {
  it('uploads the chosen photo as multipart and fills the field with its stored path, with a preview', async () => {
    const calls = mockApi((call) =>
      call.method === 'POST' && call.url === '/uploads/images'
        ? { status: 201, body: { success: true, message: 'Picture uploaded', data: { image: '/assets/uploads/0123456789abcdef01234567-1200.webp', widths: [400, 800, 1200] } } }
        : undefined,
    );
    renderWithProviders(<Field />);
    await userEvent.upload(screen.getByLabelText('Photo to upload'), photo());
    const input = screen.getByRole('textbox', { name: /Image URL/ }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('/assets/uploads/0123456789abcdef01234567-1200.webp'));
    expect(calls).toHaveLength(1);
    // The file went as form data (field "file", its name), not as JSON.
    expect(String(calls[0]!.body)).toMatch(/name="file"; filename="flood.jpg"/);
    const preview = document.querySelector('img');
    expect(preview?.getAttribute('src')).toBe(`${new URL(API).origin}/assets/uploads/0123456789abcdef01234567-1200.webp`);
  });

  it("says at the field why the API refused the file, keeping what the field held", async () => {
    mockApi(() => ({ status: 415, body: { success: false, message: 'Send a JPEG, PNG or WebP picture (this file is image/gif)' } }));
    renderWithProviders(<Field initial="https://example.org/old.jpg" />);
    await userEvent.upload(screen.getByLabelText('Photo to upload'), photo());
    expect(await screen.findByText('Send a JPEG, PNG or WebP picture (this file is image/gif)')).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: /Image URL/ }) as HTMLInputElement).value).toBe('https://example.org/old.jpg');
    // Typing a link clears the upload's error.
    await userEvent.type(screen.getByRole('textbox', { name: /Image URL/ }), 'x');
    expect(screen.queryByText(/Send a JPEG/)).not.toBeInTheDocument();
  });
});
