// The build-time implementation of shared-auth/forms (see forms.ts): the components from
// @mantine/core's own esm files (`relief-mantine-esm` is an alias of that folder, set in
// scripts/build/rspack-base.ts), so they use the same core modules (contexts, theme, Input) as
// the @mantine/core singleton of the same build.
export { PasswordInput } from 'relief-mantine-esm/components/PasswordInput/PasswordInput.mjs';
export { Textarea } from 'relief-mantine-esm/components/Textarea/Textarea.mjs';
