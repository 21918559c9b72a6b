import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { renderShell } from '../test/render';
import { ScrollToTop } from './scroll-to-top';

let navigate: NavigateFunction;
function GrabNavigate() {
  const nav = useNavigate();
  useLayoutEffect(() => {
    navigate = nav;
  });
  return null;
}

/** Navigate like a link (a path) or the browser's back/forward buttons (a number). */
function go(to: string | number, options?: { replace?: boolean }) {
  return act(async () => {
    await (typeof to === 'number' ? navigate(to) : navigate(to, options));
  });
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <GrabNavigate />
      <Routes>
        <Route path="/a" element={<p>page a</p>} />
        <Route
          path="/b"
          element={
            <div>
              <p>page b</p>
              <h2 id="team">Team</h2>
              <h2 id="über uns">About</h2>
            </div>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

let scrollTo: ReturnType<typeof vi.spyOn>;
let scrollIntoView: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  scrollIntoView.mockRestore();
});

describe('ScrollToTop', () => {
  it('leaves the first load to the browser', () => {
    renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls to the top on a link to another page (PUSH) and on a redirect (REPLACE)', async () => {
    renderAt('/a');
    await go('/b');
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await go('/a', { replace: true });
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('does not scroll when only the query changes (same page)', async () => {
    renderAt('/a');
    await go('/a?page=2');
    await go('/a?page=3', { replace: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back and forward (POP) to the browser', async () => {
    renderAt('/a');
    await go('/b');
    scrollTo.mockClear();
    await go(-1);
    expect(screen.getByText('page a')).toBeInTheDocument();
    await go(1);
    expect(screen.getByText('page b')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the #hash target when it is on the page, also on the same page', async () => {
    renderAt('/a');
    await go('/b#team');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('team'));
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/b#%C3%BCber%20uns');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(scrollIntoView.mock.contexts[1]).toBe(document.getElementById('über uns'));
  });

  it('scrolls to the top when the #hash target is not there (yet)', async () => {
    renderAt('/b');
    await go('/a#team');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('is part of the shell: a new page starts at the top', async () => {
    const { router } = renderShell('/');
    expect(await screen.findByText('page mf_public/Start')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/things');
    expect(await screen.findByText('page mf_public/Things')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
