import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SSO_LIMITS } from '@skillway/shared';
import { useGroupNames } from '../../groups/api/queries';
import type { TConnectionForm } from './form-types';

const rowInputId = (index: number) => `sso-group-map-${index}`;

/** Moves the focus once React has drawn the change (a new row's field, or Add after the last row went). */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/**
 * IdP group → product group rows: a user signing in with a mapped IdP group joins the product group (and so its
 * enrolments and deadlines). Each row's fields are named with the row's number; Add focuses the new row, Remove
 * moves the focus to the row before (or to Add).
 */
export function GroupMapFields({ form, disabled }: { form: TConnectionForm; disabled: boolean }) {
  const { t } = useLingui();
  const groups = useGroupNames();
  const options = (groups.data ?? []).map((group) => ({ value: group.id, label: group.name }));
  const rows = form.values.group_map;
  const addId = 'sso-group-map-add';

  const add = () => {
    form.insertListItem('group_map', { idp_group: '', group_id: '' });
    focusLater(rowInputId(rows.length));
  };
  const remove = (index: number) => {
    form.removeListItem('group_map', index);
    focusLater(index > 0 ? rowInputId(index - 1) : rows.length > 1 ? rowInputId(0) : addId);
  };

  return (
    <Fieldset legend={t`Group mapping`} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            People in an identity provider group join the product group you choose, with its courses and deadlines. The
            groups claim or attribute must be mapped above.
          </Trans>
        </Text>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No group mappings.</Trans>
          </Text>
        )}
        {rows.map((_, index) => {
          const number = index + 1;
          return (
            <Group key={index} gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                id={rowInputId(index)}
                style={{ flex: '1 1 12rem' }}
                label={
                  <>
                    <Trans>
                      IdP group <VisuallyHidden component="span">{number}</VisuallyHidden>
                    </Trans>
                  </>
                }
                required
                disabled={disabled}
                autoComplete="off"
                {...form.getInputProps(`group_map.${index}.idp_group`)}
              />
              <Select
                style={{ flex: '1 1 12rem' }}
                label={
                  <>
                    <Trans>
                      Product group <VisuallyHidden component="span">{number}</VisuallyHidden>
                    </Trans>
                  </>
                }
                required
                searchable
                disabled={disabled}
                data={options}
                nothingFoundMessage={groups.isPending ? t`Loading…` : t`No groups found`}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps(`group_map.${index}.group_id`)}
              />
              <Tooltip label={t`Remove`}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  disabled={disabled}
                  aria-label={t`Remove group mapping ${number}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          );
        })}
        <Group>
          <Button
            id={addId}
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled || rows.length >= SSO_LIMITS.GROUP_MAP_MAX}
            onClick={add}
          >
            <Trans>Add group mapping</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
