/** Dark enough shades for white initials (≥ 4.5:1), picked from the name so a person keeps a colour. */
const PALETTE = ['pink.8', 'grape.8', 'violet.8', 'indigo.8', 'blue.8', 'cyan.9', 'teal.9', 'red.9'] as const;

export function avatarColor(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length]!;
}
