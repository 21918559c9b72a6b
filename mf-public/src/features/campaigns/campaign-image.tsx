import { assetUrl } from 'shared-auth';

/** A campaign image with a fixed 16:10 box, so nothing shifts while it loads. */
export function CampaignImage({
  src,
  alt = '',
  eager = false,
  radius = 0,
}: {
  src: string;
  alt?: string;
  eager?: boolean;
  radius?: number | string;
}) {
  return (
    <img
      src={assetUrl(src)}
      alt={alt}
      width={640}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
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
