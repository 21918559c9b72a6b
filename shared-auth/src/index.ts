export { configureRuntime, getRuntimeConfig, apiOrigin, assetUrl, type RuntimeConfig } from './config';
export { decodeToken, isTokenValid, type AuthUser } from './token';
export {
  authSlice,
  initialAuthState,
  loggedIn,
  loggedOut,
  emailConfirmed,
  selectSessionEnded,
  SESSION_ENDED_MESSAGE,
  selectToken,
  selectCurrentUser,
  selectIsAuthenticated,
  selectIsAdmin,
  type AuthState,
} from './auth-slice';
export { reliefApi, baseQuery, TAG_TYPES, type TagType } from './api';
export { liveConnection } from './live/connection-loader';
export type { EarlyAnswer } from './early-answers';
export { accountsApi, useMeQuery, useResendVerificationMutation, useSetMyLanguageMutation } from './accounts-api';
export {
  makeStore,
  whenRehydrated,
  authPersistConfig,
  AUTH_STORAGE_KEY,
  REHYDRATE_TIMEOUT_MS,
  type AppStore,
  type AppDispatch,
  type RootState,
} from './store';
export { useAppDispatch, useAppSelector, useAppStore, useAuth, useLogout } from './hooks';
export { RequireAuth, postLoginPath, type RedirectState } from './require-auth';
export { errorMessage } from './errors';
export { formatTk, formatFixed2, formatCount, formatDate, progressPercent, truncate, warmFormats, type DateStyle } from './format';
export { i18n } from './i18n/instance';
export {
  SHARED_NS,
  currentLanguage,
  currentIntlLocale,
  registerNamespaces,
  loadNamespaces,
  registeredNamespaces,
  setLanguage,
  type NamespaceLoader,
  type NamespaceLoaders,
} from './i18n/i18n';
export { renderTags } from './i18n/render-tags';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  INTL_LOCALE,
  asLanguage,
  localized,
  type Language,
  type Localized,
} from './i18n/language';
// API contract types come from 'api/types' (import type), not from here. CAUSES stays exported for the
// remotes built before that (they take it from the shell's shared-auth at run time: without it their
// campaign filters and campaign form would fail under a newer shell). Drop it once none is deployed.
export { CAUSES } from 'api/types';
export { reliefTheme, reliefCssVariablesResolver, CONTAINER_MAX_WIDTH } from './ui/theme';
export {
  DARK_MODE_STORAGE_KEY,
  readIsDark,
  isDarkColorSchemeManager,
  useColorSchemeToggle,
} from './ui/color-scheme';
export { notifySuccess, notifyError } from './ui/notify';
export { ReliefProviders, type ReliefProvidersProps } from './ui/providers';
export { lazyPage, type PreloadablePage, type PageModule } from './ui/lazy-page';
export { PRODUCT_TITLE, productTitle, pageTitle, useDocumentTitle } from './ui/document-title';
