import { useEffect, useState } from 'react';
import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSelector, IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { causeLabel } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import type { CampaignFilters } from './use-campaign-filters';
import { shownCauses, usePublicCausesQuery, type CauseEntry } from './campaigns-api';
import '../common/form-styles';

/**
 * The category choices: "All categories", the causes of GET /causes a visitor can look for (active
 * ones, and retired ones that still have campaigns), and the chosen one when it is not among them
 * (an old link), so the select shows what the list is filtered by. Values are the causes' names,
 * labels as the page's language says them.
 */
export function categoryOptions(t: TFunction, causes: readonly CauseEntry[], chosen: string): { value: string; label: string }[] {
  const options = [
    { value: '', label: t('public-campaigns:filters.allCategories') },
    ...shownCauses(causes).map((c) => ({ value: c.name, label: causeLabel(c.name) })),
  ];
  return chosen && !options.some((o) => o.value === chosen) ? [...options, { value: chosen, label: causeLabel(chosen) }] : options;
}

/**
 * Search box (debounced into the URL) and category filter: a native select (the phone's own
 * picker, and no Popover/Combobox code on the public pages); "All categories" clears it.
 */
export function CampaignFiltersBar({
  filters,
  onChange,
}: {
  filters: CampaignFilters;
  onChange: (patch: Partial<CampaignFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  const [text, setText] = useState(filters.q);
  const [debounced] = useDebouncedValue(text, 300);
  // The chosen category shows at once (the URL, and so `filters`, follows a moment later: the
  // router updates in a transition, and a controlled select would snap back meanwhile).
  const [category, setCategory] = useState(filters.category);
  const { data: causes = [] } = usePublicCausesQuery();

  // The URL changed from outside (back button, a shared link): follow it.
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => setCategory(filters.category), [filters.category]);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ q: debounced }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <FiltersView
      text={text}
      onText={setText}
      category={category}
      options={categoryOptions(t, causes, category)}
      onCategory={(value) => {
        setCategory(value);
        onChange({ category: value });
      }}
    />
  );
}

/**
 * The filters as drawn: the search box and the category select, with what they hold. The list's
 * first screen (CampaignsFirstScreen) draws them as they open, before the page's code (and the causes) have loaded.
 */
export function FiltersView({
  text,
  onText,
  category,
  options,
  onCategory,
}: {
  text: string;
  onText?: (text: string) => void;
  category: string;
  options: { value: string; label: string }[];
  onCategory?: (category: string) => void;
}) {
  const { t } = useTranslation([NS.campaigns, NS.common]);
  return (
    <Group align="flex-end" gap="md" wrap="wrap" role="search">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(e) => onText?.(e.currentTarget.value)}
        rightSection={text ? <CloseButton size="sm" aria-label={t('filters.clear')} onClick={() => onText?.('')} /> : null}
        style={{ flex: '1 1 240px' }}
        type="search"
      />
      <NativeSelect
        label={t('filters.category')}
        data={options}
        value={category}
        onChange={(event) => onCategory?.(event.currentTarget.value)}
        // Our own chevron: Mantine's default one is styled by Combobox.css (1 KB more CSS on the page).
        rightSection={<IconSelector size={16} stroke={1.75} aria-hidden color="var(--mantine-color-dimmed)" />}
        style={{ flex: '1 1 200px', maxWidth: 360 }}
      />
    </Group>
  );
}
