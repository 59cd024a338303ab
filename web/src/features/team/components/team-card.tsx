import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Avatar, Button, Card, Group, Image, Menu, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconBellRinging,
  IconBook2,
  IconDotsVertical,
  IconEdit,
  IconMail,
  IconPlaylist,
  IconUserCircle,
} from '@tabler/icons-react';
import type { TComplianceCell, TTeamCard, TTeamUser } from '@skillway/shared';
import { formatLongDate } from '../../../lib/format-date';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { MenuItemLink } from '../../../components/links/menu-item-link';
import { useNudgeMember } from '../api/mutations';
import { MemberCompliance } from './member-compliance';

const LOGO_HEIGHT = 120;

/** The company's logo across the card's top; without one, no grey placeholder repeated on every card. */
function CompanyLogo({ src }: { src: string }) {
  const { t } = useLingui();
  return <Image src={src} alt={t`Company logo`} h={LOGO_HEIGHT} fit="contain" />;
}

function initials(user: TTeamUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** A label and its figure on the card ("Total Courses: 3"). */
function Figure({ label, value, color }: { label: string; value: string | number; color?: string }) {
  return (
    <Text size="sm" c={color}>
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** How far the member is: completed of total courses (the counters kept on write), as text and as a bar. */
function CourseProgress({ user, name }: { user: TTeamCard; name: string }) {
  const { t } = useLingui();
  const { total_courses: total, total_completed_courses: completed } = user;
  const percent = total > 0 ? Math.round((completed / total) * 100) : 0;
  return (
    <Stack gap={2}>
      <Figure label={t`Completed`} value={t`${completed} of ${total}`} />
      <Progress
        value={percent}
        size="sm"
        color="teal"
        aria-label={t`${name}: ${completed} of ${total} courses completed`}
      />
    </Stack>
  );
}

/**
 * Nudge: one click reminds the member of their overdue and due-this-week courses (an email and a bell notification).
 * The card shows it only when there is something to remind them of; the server allows one nudge per member a day
 * and its refusal (429) says so in the toast.
 */
function NudgeButton({ user, name }: { user: TTeamCard; name: string }) {
  const { t } = useLingui();
  const nudge = useNudgeMember();
  return (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconBellRinging size={14} aria-hidden />}
      aria-label={t`Nudge: ${name}`}
      loading={nudge.isPending}
      onClick={() =>
        nudge.mutate(user.id, {
          onSuccess: () => notifySuccess(t`Nudge sent to ${name}.`),
          onError: (error) => notifyApiError(error),
        })
      }
    >
      <Trans>Nudge</Trans>
    </Button>
  );
}

interface TTeamCardProps {
  user: TTeamCard;
  onEmail: (user: TTeamUser) => void;
  onAssignCourses: (user: TTeamUser) => void;
  onAssignPlaylists: (user: TTeamUser) => void;
  onEdit: (user: TTeamUser) => void;
  /** The member's compliance cells and the course names, once the company has required courses. */
  compliance?: { cells: readonly TComplianceCell[]; courseNames: ReadonlyMap<string, string> } | undefined;
}

/**
 * One team member: company logo (their initials when the company has none), name, total courses, progress, overdue
 * and due-this-week courses, last login and (with required courses) compliance, with the card menu and, when
 * something is due, Nudge.
 */
export function TeamCard({ user, onEmail, onAssignCourses, onAssignPlaylists, onEdit, compliance }: TTeamCardProps) {
  const { t } = useLingui();
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      {user.company_logo && (
        <Card.Section p="sm" withBorder mb="md">
          <CompanyLogo src={user.company_logo} />
        </Card.Section>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
          {!user.company_logo && (
            <Avatar color="indigo" radius="xl" aria-hidden>
              {initials(user)}
            </Avatar>
          )}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal shadow="md" width={200}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item data-autofocus leftSection={<IconMail size={16} aria-hidden />} onClick={() => onEmail(user)}>
              <Trans>Send Email</Trans>
            </Menu.Item>
            <Menu.Item leftSection={<IconBook2 size={16} aria-hidden />} onClick={() => onAssignCourses(user)}>
              <Trans>Assign to Courses</Trans>
            </Menu.Item>
            <Menu.Item leftSection={<IconPlaylist size={16} aria-hidden />} onClick={() => onAssignPlaylists(user)}>
              <Trans>Assign to Playlists</Trans>
            </Menu.Item>
            <MenuItemLink
              leftSection={<IconUserCircle size={16} aria-hidden />}
              to="/profile/summary/$id"
              params={{ id: user.id }}
            >
              <Trans>User Summary</Trans>
            </MenuItemLink>
            <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onEdit(user)}>
              <Trans>Edit User</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Stack gap={4} mt="sm">
        <Figure label={t`Total Courses`} value={user.total_courses} />
        <CourseProgress user={user} name={name} />
        <Figure
          label={t`Overdue`}
          value={user.overdue_courses}
          color={user.overdue_courses > 0 ? 'red.8' : undefined}
        />
        <Figure label={t`Due This Week`} value={user.due_soon_courses} />
        <Figure label={t`Last Login`} value={user.last_login ? formatLongDate(user.last_login) : t`Never`} />
        {compliance && <MemberCompliance cells={compliance.cells} courseNames={compliance.courseNames} />}
      </Stack>
      {user.overdue_courses + user.due_soon_courses > 0 && (
        <Group justify="flex-end" mt="sm">
          <NudgeButton user={user} name={name} />
        </Group>
      )}
    </Card>
  );
}
