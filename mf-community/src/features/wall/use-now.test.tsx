import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { Comment } from 'api/types';
import { CommentItem } from './comment-item';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

function LiveItem({ comment }: { comment: Comment }) {
  const now = useNow();
  return (
    <ul>
      <CommentItem comment={comment} now={now} canDelete={false} onDelete={() => {}} />
    </ul>
  );
}

describe('useNow', () => {
  it('keeps relative times true as the minutes pass', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-20T12:00:00Z'));
    const comment: Comment = { _id: 'c1', userId: 'u1', name: 'Rahim', comment: 'Thanks', time: Date.now() - 30_000 };
    render(
      <MantineProvider>
        <LiveItem comment={comment} />
      </MantineProvider>,
    );
    expect(screen.getByText('just now')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('1 min ago')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(screen.getByText('3 min ago')).toBeTruthy();
  });
});
