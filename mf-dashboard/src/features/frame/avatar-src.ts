import { assetUrl } from 'shared-auth';

/** The picture to show for a person, or null to show their initials instead of the generic silhouette. */
export function avatarSrc(image: string | null | undefined): string | null {
  if (!image || /\/avatars\/default\.svg$/i.test(image)) return null;
  return assetUrl(image) || null;
}
