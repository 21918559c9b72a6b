/**
 * `shared-auth/i18n`: what a unit (a remote) translates and formats with. Bundled into each unit,
 * never shared, so that a remote works under any shell it may be deployed beside:
 *
 * - under a shell whose shared-auth translates (built since 2026-11-26), everything here is that
 *   shared-auth's: one i18next instance, the page's language, the namespaces of every unit;
 * - under an older shell (its shared-auth has none of this, and it provides no i18next), the
 *   unit loads its own copy (own-copy.ts, a chunk no other page downloads), which makes the page's
 *   instance with the remote's own i18next and react-i18next (each remote's copy finds the one the
 *   first made: i18n.ts). Its pages wait for it (`translatedPages`), and show their error boundary
 *   (Retry) if it cannot be downloaded. The frame stays in English;
 *   the remote's pages follow the visit's language (`?lang=`, the remembered choice, the browser's).
 *
 * Importing this makes nothing: under a translating shell, no second instance is ever made.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import * as page from 'shared-auth';
import { useErrorsInLanguage, type FieldErrorTexts } from './field-errors';
import { causeLabelIn } from './cause-label';

export type { NamespaceLoader, NamespaceLoaders } from './i18n';
export type { DateStyle } from '../format';
export type { Language } from './language';
export { renderTags } from './render-tags';

type Translating = typeof import('./own-copy');

/** The page's shared-auth as far as it translates: null under a shell from before translations. */
const shared = page as Partial<Translating>;
const fromShell: Translating | null =
  typeof shared.registerNamespaces === 'function' && typeof shared.formatDate === 'function' && shared.i18n ? (shared as Translating) : null;

/** Which copy translates this page: the shell's shared-auth, or this unit's own (an older shell). */
export const translatedBy: 'shell' | 'own' = fromShell ? 'shell' : 'own';

let active: Translating | null = fromShell;
const waiting: Parameters<Translating['registerNamespaces']>[0][] = [];

let loading: Promise<void> | null = null;

/**
 * Resolves once this unit can translate: at once under a translating shell; under an older one when
 * its own copy has loaded (a failed download is tried again on the next call, as a page's Retry does).
 */
export function whenTranslating(): Promise<void> {
  if (active) return Promise.resolve();
  return (loading ??= import(/* webpackChunkName: "own-translation" */ './own-copy').then(
    (own) => {
      active = own;
      for (const namespaces of waiting.splice(0)) own.registerNamespaces(namespaces);
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}
// Under an older shell the own copy starts downloading with this module.
if (!fromShell) whenTranslating().catch(() => undefined);

function use(): Translating {
  if (!active) throw new Error('shared-auth/i18n: translation used before whenTranslating() resolved');
  return active;
}

/** Registers a unit's namespaces (at module level is fine: kept until the own copy is there). */
export function registerNamespaces(namespaces: Parameters<Translating['registerNamespaces']>[0]): void {
  if (active) active.registerNamespaces(namespaces);
  else waiting.push(namespaces);
}
export const loadNamespaces: Translating['loadNamespaces'] = (namespaces) => whenTranslating().then(() => use().loadNamespaces(namespaces));
export const currentLanguage: Translating['currentLanguage'] = () => use().currentLanguage();
export const currentIntlLocale: Translating['currentIntlLocale'] = () => use().currentIntlLocale();
export const formatTk: Translating['formatTk'] = (...args) => use().formatTk(...args);
export const formatFixed2: Translating['formatFixed2'] = (...args) => use().formatFixed2(...args);
export const formatCount: Translating['formatCount'] = (...args) => use().formatCount(...args);
export const formatDate: Translating['formatDate'] = (...args) => use().formatDate(...args);
/**
 * A cause's name (a campaign's category) in the page's language: the causes the platform started
 * with have a Bangla name, one added later shows as it was typed (cause-label.ts).
 */
export const causeLabel = (cause: string): string => causeLabelIn(currentLanguage(), cause);

/**
 * A form's field errors (`[errors, setErrors]`, as `useState`), worded again by `reword` (the form's
 * check of its current values) when the page's language changes; third, `showErrors(found, form)`:
 * a submit's errors, with the focus then on the form's first wrong field. See field-errors.ts.
 */
export const useFieldErrors = <E extends FieldErrorTexts>(reword: () => E) => useErrorsInLanguage(currentLanguage(), reword);

/**
 * The page's i18next instance, for words outside components: `i18n.t`, and `i18n.getFixedT`
 * (which may be called at module level: the function it gives translates when called).
 */
export const i18n = {
  t: ((...args: Parameters<I18n['t']>) => use().i18n.t(...args)) as I18n['t'],
  getFixedT: ((...args: Parameters<I18n['getFixedT']>) =>
    (...tArgs: Parameters<I18n['t']>) =>
      use().i18n.getFixedT(...args)(...tArgs)) as unknown as I18n['getFixedT'],
};

type Page = ComponentType & { preload?: () => Promise<void> };

/**
 * A remote's pages, made to wait for this unit's translation when it brings its own (an older
 * shell); as they are under a translating shell.
 */
export function translatedPages<P extends Record<string, Page>>(pages: P): P {
  if (fromShell) return pages;
  const out: Record<string, Page> = {};
  for (const [name, Page] of Object.entries(pages)) {
    const Waiting: Page = () => {
      const [state, setState] = useState<'waiting' | 'ready' | { failed: unknown }>(active ? 'ready' : 'waiting');
      useEffect(() => {
        if (state !== 'waiting') return;
        let live = true;
        whenTranslating().then(
          () => live && setState('ready'),
          (error: unknown) => live && setState({ failed: error }),
        );
        return () => {
          live = false;
        };
      }, [state]);
      // Its own copy did not arrive: the page's error boundary says so, with Retry (which mounts it again).
      if (typeof state === 'object') throw state.failed;
      return state === 'ready' ? <Page /> : null;
    };
    Waiting.preload = () => whenTranslating().then(() => Page.preload?.());
    out[name] = Waiting;
  }
  return out as P;
}
