import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconChartBar, IconEye, IconTrash, IconUsers } from '@tabler/icons-react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { MSG, type TAsset, type TMaterialType } from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { confirmAction } from '../../../lib/confirm';
import { notifyApiError } from '../../../lib/notify-api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteCourse } from '../api/mutations';
import { useCourse } from '../api/queries';
import { CourseStats } from '../components/course-stats';
import { MaterialEditPanel } from '../components/material-edit-panel';
import { MaterialFormPanel } from '../components/material-form-panel';
import { MaterialList } from '../components/material-list';
import { PublishSwitch } from '../components/publish-switch';
import { RecertificationSection } from '../components/recertification-section';
import { MATERIAL_KINDS, MATERIAL_ORDER } from '../lib/material-kinds';
import { BackToLibrary, CoursePageState } from '../components/course-page-state';
import { ButtonLink } from '../../../components/links/button-link';
import { AuditHistory } from '../../audit/components/audit-history';

/**
 * The course manager: the course's material (add video, document, external link or powerpoint; edit; delete;
 * drag to reorder), its publish switch, its enrolment counts, its recertification (issue 29) and Delete; its History
 * tab lists the audit log's events about it (issue 31).
 */
export default function CourseManagerPage() {
  const { t } = useLingui();
  const { id } = useParams({ from: '/admin/courses/$id' });
  const navigate = useNavigate();
  const course = useCourse(id);
  const remove = useDeleteCourse();
  const [adding, setAdding] = useState<TMaterialType | null>(null);
  const [editing, setEditing] = useState<TAsset | null>(null);

  const confirmDelete = async (name: string) => {
    const ok = await confirmAction({
      title: t`Delete ${name}`,
      message: specText(MSG.COURSE_DELETE_CONFIRM),
      confirmLabel: t`Delete`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: (result) => {
        notifySuccess(specText(result.message || MSG.COURSE_DELETED));
        void navigate({ to: '/admin/courses' });
      },
      onError: (error) => notifyApiError(error),
    });
  };

  if (course.isPending || course.isError) return <CoursePageState isPending={course.isPending} error={course.error} />;
  const data = course.data;

  return (
    <Stack gap="lg">
      <BackToLibrary />
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
            {data.name}
          </Title>
          <PublishSwitch courseId={data.id} courseName={data.name} published={data.published} withLabel />
        </Stack>
        <Group gap="sm">
          <ButtonLink
            to="/admin/courses/detail/$id"
            params={{ id: data.id }}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            <Trans>Preview</Trans>
          </ButtonLink>
          <ButtonLink
            to="/admin/courses/$id/users"
            params={{ id: data.id }}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            <Trans>Users</Trans>
          </ButtonLink>
          <ButtonLink
            to="/admin/courses-report/$id"
            params={{ id: data.id }}
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            <Trans>Report</Trans>
          </ButtonLink>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void confirmDelete(data.name)}
            loading={remove.isPending}
          >
            <Trans>Delete Course</Trans>
          </Button>
        </Group>
      </Group>

      <CourseStats counters={data} />

      <Tabs defaultValue="content" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="content">
            <Trans>Content</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="history">
            <Trans>History</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="content">
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="md">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Title order={2} fz={20}>
                    <Trans>Course Materials</Trans>
                  </Title>
                  <Group gap="xs" wrap="wrap">
                    {MATERIAL_ORDER.map((kind) => {
                      const Icon = MATERIAL_KINDS[kind].icon;
                      return (
                        <Button
                          key={kind}
                          size="sm"
                          variant="light"
                          leftSection={<Icon size={16} aria-hidden />}
                          onClick={() => setAdding(kind)}
                        >
                          {t(MATERIAL_KINDS[kind].addLabel)}
                        </Button>
                      );
                    })}
                  </Group>
                </Group>
                <Text size="sm" c="dimmed">
                  <Trans>
                    Learners see the materials in this order. Drag a row by its handle, or use its arrows, to move it.
                  </Trans>
                </Text>
                <MaterialList courseId={data.id} onEdit={setEditing} />
              </Stack>
            </Paper>

            <RecertificationSection course={data} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <AuditHistory type="course" id={data.id} name={data.name} />
        </Tabs.Panel>
      </Tabs>

      <MaterialFormPanel courseId={data.id} kind={adding} onClose={() => setAdding(null)} />
      <MaterialEditPanel asset={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
