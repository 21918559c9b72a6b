// jest-dom, the happy-dom shims and the clean-up after each test.
import './testing/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { reliefApi } from './api';
import { configureRuntime } from './config';
import { makeStore, type AppDispatch } from './store';
import { lazyPage } from './ui/lazy-page';
import { prefetchQuery, usePrefetchedQuery } from './prefetch';

const testApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    prefetchTestList: build.query<{ items: string[] }, { page: number }>({ query: ({ page }) => `test-list?page=${page}` }),
  }),
});
const endpoint = testApi.endpoints.prefetchTestList;

let calls: string[] = [];
/** How the API answers the next calls, in turn (the last one stays). */
let answers: (number | 'offline')[] = [];
/** Holds every answer until released (a slow answer). */
let gate: Promise<void> = Promise.resolve();

beforeEach(() => {
  calls = [];
  answers = [200];
  gate = Promise.resolve();
  configureRuntime({ apiBaseUrl: 'http://api.test/api/v1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(new URL(input.url).search);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      await gate;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const body = answer === 200 ? { items: [`items of ${new URL(input.url).search}`] } : { success: false, message: `Answer ${answer}` };
      return new Response(JSON.stringify(body), { status: answer, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A list page: its own query of what its module prefetches; its page number can change. */
function ListPage() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = usePrefetchedQuery(endpoint, { page });
  return (
    <div>
      {isLoading ? <p>loading</p> : error ? <p role="alert">failed: {JSON.stringify((error as { status: unknown }).status)}</p> : <p>{data?.items.join()}</p>}
      <button onClick={() => refetch()}>Try again</button>
      <button onClick={() => setPage(page === 1 ? 2 : 1)}>Other page</button>
    </div>
  );
}

/** The page as the shell opens it: lazyPage runs its prefetch into the page's store, then the page renders. */
async function openPage({ waitForPreload = true } = {}) {
  const { store } = makeStore();
  const Page = lazyPage(async () => ({ default: ListPage, prefetch: (dispatch: AppDispatch) => prefetchQuery(dispatch(endpoint.initiate({ page: 1 }))) }), <p>loading</p>);
  if (waitForPreload) await Page.preload();
  const view = render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  /** The same page opened again later (a navigation back to it): same store, page code already there. */
  const reopen = () => {
    view.unmount();
    return render(
      <Provider store={store}>
        <Page />
      </Provider>,
    );
  };
  return { store, reopen };
}

/** Lets any second call go out (the page's subscription after its first render). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('usePrefetchedQuery', () => {
  it.each([[500], [404], ['offline' as const]])('shows a failure (%s) of the prefetch at the first render as it is: one call, not two', async (failure) => {
    answers = [failure];
    await openPage();
    expect(screen.getByRole('alert')).toHaveTextContent(failure === 'offline' ? 'failed: "FETCH_ERROR"' : `failed: ${failure}`);
    await settle();
    expect(calls).toEqual(['?page=1']);
  });

  it('asks again on Try again (loading meanwhile), and shows the answer', async () => {
    answers = [500, 200];
    await openPage();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('items of ?page=1')).toBeInTheDocument();
    expect(calls).toEqual(['?page=1', '?page=1']);
    // And once more: the query's own refetch now.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });

  it('asks again when the page is opened again after a failure (fresh data expected)', async () => {
    answers = [500, 500, 200];
    const { reopen } = await openPage();
    await settle();
    expect(calls).toHaveLength(1);
    reopen();
    await settle();
    expect(calls).toEqual(['?page=1', '?page=1']);
    expect(screen.getByRole('alert')).toHaveTextContent('failed: 500');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('items of ?page=1')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('asks for other arguments, and anew when the failed ones come back', async () => {
    answers = [500, 200, 500];
    await openPage();
    await settle();
    await userEvent.click(screen.getByRole('button', { name: 'Other page' }));
    expect(await screen.findByText('items of ?page=2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Other page' }));
    await settle();
    expect(calls).toEqual(['?page=1', '?page=2', '?page=1']);
  });

  it('a prefetch still on its way at the first render is waited for (one call), and a later opening asks anew', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    answers = [500, 200];
    const { reopen } = await openPage({ waitForPreload: false });
    // The page renders after PREFETCH_WAIT_MS, its query still on its way.
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('failed: 500');
    await settle();
    expect(calls).toHaveLength(1);
    reopen();
    expect(await screen.findByText('items of ?page=1')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('a prefetch that succeeded: its answer, one call', async () => {
    await openPage();
    expect(screen.getByText('items of ?page=1')).toBeInTheDocument();
    await settle();
    expect(calls).toHaveLength(1);
  });
});

describe('prefetchQuery', () => {
  it('waits for the answer, then lets go of it (also when it failed)', async () => {
    const unsubscribe = vi.fn();
    let answer!: () => void;
    const request = Object.assign(new Promise<void>((resolve) => (answer = resolve)), { unsubscribe, requestId: 'a' });
    const done = prefetchQuery(request);
    await Promise.resolve();
    expect(unsubscribe).not.toHaveBeenCalled();
    answer();
    await done;
    expect(unsubscribe).toHaveBeenCalledOnce();
    const failed = Object.assign(Promise.reject(new Error('offline')), { unsubscribe, requestId: 'b' });
    await expect(prefetchQuery(failed)).rejects.toThrow('offline');
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
