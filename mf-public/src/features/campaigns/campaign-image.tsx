import { apiOrigin, assetUrl } from 'shared-auth';
import { uploadSrcSet } from 'api/uploads';
import { CARD_SIZES } from './sizes';

/**
 * A campaign image with a fixed 16:10 box, so nothing shifts while it loads. An uploaded picture
 * comes at several widths (srcset): a phone downloads the narrow one.
 */
export function CampaignImage({
  src,
  alt = '',
  eager = false,
  radius = 0,
  sizes = CARD_SIZES,
}: {
  src: string;
  alt?: string;
  eager?: boolean;
  radius?: number | string;
  /** How wide the image is shown (the `sizes` attribute), for choosing among an upload's widths. */
  sizes?: string;
}) {
  // The API answers its own pictures absolute: an upload's widths are known from its path.
  const origin = apiOrigin();
  const srcSet = uploadSrcSet(origin && src.startsWith(`${origin}/assets/`) ? src.slice(origin.length) : src, assetUrl);
  return (
    <img
      src={assetUrl(src)}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 10',
        objectFit: 'cover',
        borderRadius: radius,
        background: 'var(--mantine-color-default-hover)',
      }}
    />
  );
}
