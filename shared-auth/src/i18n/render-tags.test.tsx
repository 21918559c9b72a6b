import '../testing/setup';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderTags } from './render-tags';

describe('renderTags', () => {
  it('puts the elements where the sentence marks them, in either word order', () => {
    const { container, rerender } = render(<p>{renderTags('We sent a link to <email/>.', { email: <strong>a@b.example</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>We sent a link to <strong>a@b.example</strong>.</p>');
    rerender(<p>{renderTags('আমরা <email/> ঠিকানায় লিংক পাঠিয়েছি।', { email: <strong>a@b.example</strong> })}</p>);
    expect(container.innerHTML).toBe('<p>আমরা <strong>a@b.example</strong> ঠিকানায় লিংক পাঠিয়েছি।</p>');
  });

  it('escapes what the elements hold and leaves unknown tags out', () => {
    const { container } = render(<p>{renderTags('<x/>Hi <who/>', { who: <b>{'<img src=x>'}</b> })}</p>);
    expect(container.innerHTML).toBe('<p>Hi <b>&lt;img src=x&gt;</b></p>');
  });
});
