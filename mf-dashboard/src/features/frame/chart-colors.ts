/** Distinct Mantine colours for pie slices (admin breakdown). */
export const SLICE_COLORS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'pink.6',
  'cyan.6',
  'lime.7',
  'violet.6',
  'yellow.7',
  'red.6',
  'indigo.6',
  'green.6',
] as const;

/** Shades of blue, dark to light, for the personal donut. */
export const BLUE_SHADES = ['blue.9', 'blue.7', 'blue.5', 'blue.3', 'blue.8', 'blue.6', 'blue.4', 'blue.2'] as const;

export function colorAt(palette: readonly string[], index: number): string {
  return palette[index % palette.length]!;
}
