import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The opened page's first screen (static HTML its remote published, written into the page by the
 * shell's server), for the address it was written for: while that page's code is on its way, it
 * stays on screen instead of a loading state. On the server it is what the page's boundary shows
 * (the page itself renders only in the browser); in the browser it is read back from the page.
 */
export interface FirstScreen {
  pathname: string;
  html: string;
}

export const FirstScreenContext = createContext<FirstScreen | undefined>(undefined);

/**
 * True while the frame rendered by the shell's server is what renders (on the server, and in the
 * browser's hydrating first render): the parts the browser otherwise leaves for after the first
 * paint (the footer) are in it, as the server wrote them.
 */
export const ServedFrameContext = createContext(false);

/** The first screen's HTML when the current address is the one it was written for. */
export function useFirstScreen(): string | undefined {
  const screen = useContext(FirstScreenContext);
  const { pathname } = useLocation();
  return screen && screen.pathname === pathname ? screen.html : undefined;
}

/** Where the first screen sits in the page: its element is marked, for the browser to read it back. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The first screen's HTML, as written (the remote's static render: no script, its own escaping). */
export function FirstScreenView({ html }: { html: string }) {
  return <div {...{ [FIRST_SCREEN_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The first screen the server wrote into the page at `pathname`, if any (before the app renders). */
export function readFirstScreen(root: ParentNode, pathname: string): FirstScreen | undefined {
  const element = root.querySelector(`[${FIRST_SCREEN_ATTRIBUTE}]`);
  return element ? { pathname, html: element.innerHTML } : undefined;
}
