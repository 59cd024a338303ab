import { useState } from 'react';
import { Group, MultiSelect, NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  COURSE_LIMITS,
  COURSE_TYPES,
  DEFAULT_COURSE_TYPE,
  MSG,
  ZCourseCreateBody,
  type TCourse,
  type TCourseCreateBody,
} from '@skillway/shared';
import { RichTextEditor } from '../../../components/rich-text-editor';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { useSaveCourse } from '../api/mutations';
import { useCoursePlaylistOptions } from '../api/queries';
import { CurrentImage } from '../../../components/upload/file-upload-field';
import { UploadField } from './upload-field';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';

const TYPE_OPTIONS = COURSE_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

/** What the Playlists list says when it offers nothing: still loading, none exist yet, or none left to pick. */
function playlistsEmpty(loading: boolean, total: number): string {
  if (loading) return 'Loading…';
  return total === 0 ? 'No playlists yet: add one under Playlists.' : 'No other playlists found';
}

interface TCourseFormProps {
  /** The course being edited (from the edit-info call), or null to add one. */
  course: TCourse | null;
  onDone: () => void;
}

function initialValues(course: TCourse | null) {
  return {
    name: course?.name ?? '',
    description: course?.description ?? '',
    hours: course?.hours ?? 0,
    minutes: course?.minutes_part ?? 0,
    topics: course?.topics ?? [],
    /** The ids of the playlists holding the course (the server reads them from the playlists). */
    channels: course?.channels ?? [],
    type: String(course?.course_type ?? DEFAULT_COURSE_TYPE),
    /** The key of a new verified thumbnail upload; empty keeps the current one. */
    s3_url: '',
    package_result_as_test: course?.package_result_as_test ?? false,
  };
}

/**
 * Add a new course / Edit Course. The duration is typed as hours and minutes and stored as minutes (hours * 60 +
 * minutes: 75 minutes carry into an hour and 15 minutes as the field is left); the thumbnail
 * is uploaded before saving (presigned POST) and only its key is sent. A default course's name is read-only.
 * Playlists puts the course in exactly the chosen playlists (their users gain or lose it).
 */
export function CourseForm({ course, onDone }: TCourseFormProps) {
  const save = useSaveCourse();
  const playlists = useCoursePlaylistOptions();
  const [thumbnail, setThumbnail] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const nameLocked = course?.is_default ?? false;
  const schemaErrors = schemaResolver(ZCourseCreateBody, { sync: true });
  const form = useForm({
    initialValues: initialValues(course),
    // A new course needs its image: flagged with the other fields on the first submit, in the server's words.
    validate: (values) => ({
      ...schemaErrors(values),
      ...(!course && !values.s3_url ? { s3_url: MSG.COURSE_IMAGE_REQUIRED } : {}),
    }),
  });

  const onThumbnail = (file: TUploadedFile | null) => {
    setThumbnail(file);
    form.setFieldValue('s3_url', file?.key ?? '');
    form.clearFieldError('s3_url');
  };

  // The spec's duration is hours * 60 + minutes: 1 h 75 min shows as the 2 h 15 min it is saved as.
  const carryMinutes = () => {
    const minutes = Number(form.values.minutes) || 0;
    if (minutes < 60) return;
    form.setValues({ hours: (Number(form.values.hours) || 0) + Math.floor(minutes / 60), minutes: minutes % 60 });
  };

  const submit = form.onSubmit((values) => {
    const body: TCourseCreateBody = {
      name: values.name,
      description: values.description || null,
      hours: Number(values.hours) || 0,
      minutes: Number(values.minutes) || 0,
      topics: values.topics,
      channels: values.channels,
      type: Number(values.type),
      s3_url: values.s3_url || undefined,
      package_result_as_test: values.package_result_as_test,
    };
    const input = course
      ? { id: course.id, body: nameLocked ? { ...body, name: undefined } : body }
      : { id: null, body };
    save.mutate(
      input,
      panelSaveHandlers(form, {
        success: course ? MSG.COURSE_UPDATED : MSG.COURSE_ADDED,
        onDone,
        fieldMap: { file: 's3_url', course_type: 'type' },
      }),
    );
  });

  const busy = save.isPending || uploading;
  const current = course?.thumbnail ? <CurrentImage src={course.thumbnail.medium} /> : null;

  return (
    <PanelForm
      label={course ? 'Edit Course' : 'Add a new course'}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={course ? 'Update Course' : 'Add Course'}
      submitting={save.isPending}
      submitDisabled={busy && !save.isPending}
    >
      <TextInput
        label="Course Name"
        required
        maxLength={COURSE_LIMITS.nameMax}
        readOnly={nameLocked}
        description={nameLocked ? MSG.COURSE_DEFAULT_NAME_LOCKED : undefined}
        data-autofocus={nameLocked ? undefined : true}
        {...form.getInputProps('name')}
      />
      <RichTextEditor
        label="Description"
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description as string | undefined}
      />
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label="Hours"
          min={0}
          max={COURSE_LIMITS.hoursMax}
          // Too many hours is said under the field on submit, not silently cut down.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('hours')}
        />
        <NumberInput
          label="Minutes"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('minutes')}
          onBlur={carryMinutes}
        />
      </Group>
      <TagsInput
        label="Topics"
        description="Press Enter after each topic."
        maxTags={COURSE_LIMITS.topicsMax}
        splitChars={[',']}
        clearable
        {...form.getInputProps('topics')}
      />
      <MultiSelect
        label="Playlists"
        description="The course joins the Unassigned Modules of each playlist chosen."
        placeholder={form.values.channels.length ? undefined : 'Select playlists'}
        data={playlists.data ?? []}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={playlistsEmpty(playlists.isPending, playlists.data?.length ?? 0)}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('channels')}
      />
      <Select
        label="Course Type"
        data={TYPE_OPTIONS}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('type')}
      />
      <Switch
        label="A passed e-learning package passes the course test"
        description="The learner's pass in the course's e-learning package also passes the course test, with the package's score as the test score; a course without a test of its own completes on that pass."
        {...form.getInputProps('package_result_as_test', { type: 'checkbox' })}
      />
      <UploadField
        kind="thumbnail"
        label="Course Image"
        required={!course}
        uploaded={thumbnail}
        onUploaded={onThumbnail}
        onBusyChange={setUploading}
        busyMessage={MSG.UPLOADING_IMAGE}
        error={form.errors.s3_url}
        current={current}
      />
    </PanelForm>
  );
}
