// relief/no-literal-text (scripts/lint/no-literal-text.mjs, through eslint.config.mjs): a component
// that renders a literal word fails the lint; the translated way of writing the same passes.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @type {ESLint} */
let eslint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule's findings for `code` as the file `filePath` (relative to the repository). */
async function literalTexts(code, filePath = 'mf-public/src/features/x/x.tsx') {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  expect(result.fatalErrorCount, JSON.stringify(result.messages)).toBe(0);
  return result.messages.filter((m) => m.ruleId === 'relief/no-literal-text').map((m) => m.message.match(/"(.*)"/)?.[1]);
}

const wrap = (jsx) => `import { useTranslation } from 'react-i18next';\nexport function X({ n, ok, name }) {\n  const { t } = useTranslation('x');\n  return ${jsx};\n}\n`;

describe('relief/no-literal-text', () => {
  it('fails on words in JSX text, in child expressions and templates', async () => {
    expect(await literalTexts(wrap('<p>Donate now</p>'))).toEqual(['Donate now']);
    expect(await literalTexts(wrap("<p>{ok ? 'Saved' : t('failed')}</p>"))).toEqual(['Saved']);
    expect(await literalTexts(wrap('<p>{`${n} campaigns`}</p>'))).toEqual(['campaigns']);
    expect(await literalTexts(wrap("<p>{name || 'Anonymous'}</p>"))).toEqual(['Anonymous']);
  });

  it('fails on words in props people read or hear, and in toasts and titles', async () => {
    expect(await literalTexts(wrap('<input aria-label="Search campaigns" placeholder="Type here" />'))).toEqual(['Search campaigns', 'Type here']);
    expect(await literalTexts(wrap("<Dialog title={'Delete it?'} confirmLabel=\"Yes, delete\" />"))).toEqual(['Delete it?', 'Yes, delete']);
    expect(await literalTexts(`import { notifySuccess, useDocumentTitle } from 'shared-auth';\nexport function X() { useDocumentTitle('Sign In'); notifySuccess('Saved', 'Done'); return null; }\n`)).toEqual([
      'Sign In',
      'Saved',
      'Done',
    ]);
  });

  it('passes translations, names the same in every language, symbols, and props that are not words people read', async () => {
    expect(await literalTexts(wrap("<p title={t('hint')}>{t('donate')} · {n} ✓ Relief</p>"))).toEqual([]);
    expect(await literalTexts(wrap('<input type="text" enterKeyHint="search" inputMode="numeric" data-testid="box" aria-labelledby="h1" className="wide" />'))).toEqual([]);
  });

  it('checks the front ends only, not their tests', async () => {
    expect(await literalTexts(wrap('<p>Donate now</p>'), 'mf-public/src/features/x/x.test.tsx')).toEqual([]);
    expect(await literalTexts(wrap('<p>Donate now</p>'), 'shell/src/layout/x.tsx')).toEqual(['Donate now']);
    expect(await literalTexts(wrap('<p>Donate now</p>'), 'mf-dashboard/src/features/x/x.tsx')).toEqual(['Donate now']);
  });
});
