const tk = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const tk2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Tk 1,250" / "Tk 1,250.50": amounts with a fraction always show two decimals. */
export function formatTk(amount: number, prefix = 'Tk'): string {
  const n = Number.isFinite(amount) ? amount : 0;
  const text = Number.isInteger(Math.round(n * 100) / 100) ? tk.format(n) : tk2.format(n);
  return `${prefix} ${text}`;
}

/** Two decimals, as the overviews show averages ("0.00" when none). */
export function formatFixed2(amount: number): string {
  return tk2.format(Number.isFinite(amount) ? amount : 0);
}

/** Per cent of target raised, 0..100 (capped), for progress bars. */
export function progressPercent(raised: number, target: number): number {
  if (!(target > 0) || !(raised > 0)) return 0;
  return Math.min(100, Math.round((raised / target) * 1000) / 10);
}

/** Cut text to `max` characters, adding an ellipsis when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never inside a letter as the reader sees it: a Bengali conjunct or a consonant with its vowel sign
  // is several code units, and cutting between them leaves a stray halant or sign.
  let end = max;
  if (typeof Intl.Segmenter === 'function') {
    end = 0;
    for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
      if (index + segment.length > max) break;
      end = index + segment.length;
    }
  }
  return `${text.slice(0, end)}...`;
}
