/**
 * Mantine component styles of the forms, the campaign filters and the donate dialog.
 * Keep the order of @mantine/core/styles.css (e.g. Text before Anchor: Anchor overrides Text).
 * The category filter is a NativeSelect: Input, plus Combobox for its chevron (ComboboxChevron's
 * size and colour live in Combobox.css); no Popover (nothing here opens one).
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/PasswordInput.css';
