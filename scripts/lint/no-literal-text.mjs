// @ts-check
/**
 * relief/no-literal-text: a component renders words only through translations (i18next's t()).
 * Fails on
 *   - JSX text with a letter in it: <Text>Donate now</Text>;
 *   - a string (or template) with a letter as a JSX child expression: {ok ? 'Saved' : 'Failed'};
 *   - a string with a letter in a prop people read or hear: label, title, placeholder, alt,
 *     description, error, message, aria-label, ... (any prop whose name ends in one of these);
 *   - a string with a letter passed to a function that shows it: notifySuccess, notifyError,
 *     useDocumentTitle, pageTitle.
 * Words that are the same in every language (the product's name, other brands) are allowed by
 * the `allow` option. Tests and test helpers are not checked (eslint.config.mjs).
 */

const LETTER = /\p{L}/u;
const VISIBLE_PROP = /(label|title|placeholder|alt|description|describe|error|message|text|heading|caption|hint|tooltip)$/i;
const NOT_VISIBLE_PROP = /^(data-|aria-(controls|describedby|labelledby|current|hidden|live|expanded|haspopup|invalid|busy)|enterKeyHint$|inputMode$)/;
const SHOWING_CALLS = new Set(['notifySuccess', 'notifyError', 'useDocumentTitle', 'pageTitle']);

/** @param {string} text @param {Set<string>} allowed */
function isWords(text, allowed) {
  let rest = text.replace(/\s+/g, ' ');
  // Names that are the same in every language do not count, wherever they stand.
  for (const name of allowed) rest = rest.split(name).join(' ');
  return LETTER.test(rest);
}

/** The string parts of an expression that end up shown: literals, template pieces, both arms of ?: and ||/??/&&. */
function* shownStrings(/** @type {any} */ node) {
  if (!node) return;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string') yield { node, text: node.value };
      break;
    case 'TemplateLiteral':
      for (const quasi of node.quasis) yield { node: quasi, text: quasi.value.cooked ?? quasi.value.raw };
      for (const expression of node.expressions) yield* shownStrings(expression);
      break;
    case 'ConditionalExpression':
      yield* shownStrings(node.consequent);
      yield* shownStrings(node.alternate);
      break;
    case 'LogicalExpression':
      yield* shownStrings(node.right);
      if (node.operator !== '&&') yield* shownStrings(node.left);
      break;
    case 'BinaryExpression':
      if (node.operator === '+') {
        yield* shownStrings(node.left);
        yield* shownStrings(node.right);
      }
      break;
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      yield* shownStrings(node.expression);
      break;
    default:
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'words a component shows come from translations' },
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      text: 'Literal text "{{text}}" in a component: put it in the unit\'s strings (src/locales/en and bn) and show t(\'...\')',
    },
  },
  create(context) {
    const allowed = new Set(/** @type {{ allow?: string[] }} */ (context.options[0] ?? {}).allow ?? []);
    /** @param {any} node @param {string} text */
    const report = (node, text) => context.report({ node, messageId: 'text', data: { text: text.replace(/\s+/g, ' ').trim().slice(0, 60) } });
    /** @param {any} expression */
    const check = (expression) => {
      for (const { node, text } of shownStrings(expression)) if (isWords(text, allowed)) report(node, text);
    };
    return {
      JSXText(/** @type {any} */ node) {
        if (isWords(node.value, allowed)) report(node, node.value);
      },
      JSXExpressionContainer(/** @type {any} */ node) {
        const parent = node.parent;
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') check(node.expression);
      },
      JSXAttribute(/** @type {any} */ node) {
        const name = node.name.type === 'JSXNamespacedName' ? `${node.name.namespace.name}:${node.name.name.name}` : node.name.name;
        if (!VISIBLE_PROP.test(name) || NOT_VISIBLE_PROP.test(name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      CallExpression(/** @type {any} */ node) {
        const callee = node.callee.type === 'Identifier' ? node.callee.name : node.callee.type === 'MemberExpression' ? node.callee.property?.name : undefined;
        if (SHOWING_CALLS.has(callee)) for (const argument of node.arguments) check(argument);
      },
    };
  },
};

export default { rules: { 'no-literal-text': noLiteralText } };
