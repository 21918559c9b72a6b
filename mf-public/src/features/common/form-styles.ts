/**
 * Mantine component styles of every form (inputs, labels, errors). Pages add what else they use:
 * PasswordInput (login, register), Pagination (the campaign list), dialog-styles.ts (the donate
 * dialog). Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides
 * Text).
 */
import '@mantine/core/styles/Input.css';
