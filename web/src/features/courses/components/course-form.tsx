import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import {
  COURSE_LIMITS,
  COURSE_TYPES,
  DEFAULT_COURSE_TYPE,
  DEFAULT_LANGUAGE,
  MSG,
  ZCourseCreateBody,
  isLanguage,
  type TCourse,
  type TCourseCreateBody,
  type TLanguage,
} from '@skillway/shared';
import { specText } from '../../../i18n/spec-text';
import { RichTextEditor } from '../../../components/rich-text-editor';
import type { TUploadedFile } from '../../uploads/api/upload-file';
import { useSaveCourse } from '../api/mutations';
import { useCoursePlaylistOptions } from '../api/queries';
import { useProfile } from '../../profile/api/queries';
import { CurrentImage } from '../../../components/upload/file-upload-field';
import { specErrors } from '../lib/spec-errors';
import { UploadField } from './upload-field';
import { PanelForm, panelSaveHandlers } from '../../../components/panel-form';

/** Each language named in its own words (a list read by someone who may not read the current one). */
import { languageOptions, renderLanguageOption } from '../../../components/language-options';
const LANGUAGE_OPTIONS = languageOptions();

/** What the Playlists list says when it offers nothing: still loading, none exist yet, or none left to pick. */
function playlistsEmpty(loading: boolean, total: number) {
  if (loading) return msg`Loading…`;
  return total === 0 ? msg`No playlists yet: add one under Playlists.` : msg`No other playlists found`;
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
    /**
     * The language the course is written in. Unset on a new course until chosen: the Select shows the company's
     * default language and the server applies it (so it is right even before the profile has loaded).
     */
    language: course?.language as TLanguage | undefined,
  };
}

/**
 * Add a new course / Edit Course. The duration is typed as hours and minutes and stored as minutes (hours * 60 +
 * minutes: 75 minutes carry into an hour and 15 minutes as the field is left); the thumbnail
 * is uploaded before saving (presigned POST) and only its key is sent. A default course's name is read-only.
 * Playlists puts the course in exactly the chosen playlists (their users gain or lose it). Language is the language
 * the course is written in (issue 34: its content stays as authored); a new course starts in the company's default.
 */
export function CourseForm({ course, onDone }: TCourseFormProps) {
  const { t } = useLingui();
  const typeOptions = COURSE_TYPES.map((type) => ({ value: String(type.id), label: specText(type.name) }));
  const save = useSaveCourse();
  const playlists = useCoursePlaylistOptions();
  const companyLanguage = useProfile().data?.company?.default_language ?? DEFAULT_LANGUAGE;
  const [thumbnail, setThumbnail] = useState<TUploadedFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const nameLocked = course?.is_default ?? false;
  const schemaErrors = schemaResolver(ZCourseCreateBody, { sync: true });
  const form = useForm({
    initialValues: initialValues(course),
    // A new course needs its image: flagged with the other fields on the first submit, in the server's words.
    validate: (values) => ({
      ...specErrors(schemaErrors(values)),
      ...(!course && !values.s3_url ? { s3_url: specText(MSG.COURSE_IMAGE_REQUIRED) } : {}),
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
      language: values.language,
    };
    const input = course
      ? { id: course.id, body: nameLocked ? { ...body, name: undefined } : body }
      : { id: null, body };
    save.mutate(
      input,
      panelSaveHandlers(form, {
        success: specText(course ? MSG.COURSE_UPDATED : MSG.COURSE_ADDED),
        onDone,
        fieldMap: { file: 's3_url', course_type: 'type' },
      }),
    );
  });

  const busy = save.isPending || uploading;
  const current = course?.thumbnail ? <CurrentImage src={course.thumbnail.medium} /> : null;

  return (
    <PanelForm
      label={course ? t`Edit Course` : t`Add a new course`}
      onSubmit={submit}
      onCancel={onDone}
      submitLabel={course ? t`Update Course` : t`Add Course`}
      submitting={save.isPending}
      submitDisabled={busy && !save.isPending}
    >
      <TextInput
        label={t`Course Name`}
        required
        maxLength={COURSE_LIMITS.nameMax}
        readOnly={nameLocked}
        description={nameLocked ? specText(MSG.COURSE_DEFAULT_NAME_LOCKED) : undefined}
        data-autofocus={nameLocked ? undefined : true}
        {...form.getInputProps('name')}
      />
      <RichTextEditor
        label={t`Description`}
        value={form.values.description}
        onChange={(html) => form.setFieldValue('description', html)}
        error={form.errors.description as string | undefined}
      />
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label={t`Hours`}
          min={0}
          max={COURSE_LIMITS.hoursMax}
          // Too many hours is said under the field on submit, not silently cut down.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('hours')}
        />
        <NumberInput
          label={t`Minutes`}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('minutes')}
          onBlur={carryMinutes}
        />
      </Group>
      <TagsInput
        label={t`Topics`}
        description={t`Press Enter after each topic.`}
        maxTags={COURSE_LIMITS.topicsMax}
        splitChars={[',']}
        clearable
        {...form.getInputProps('topics')}
      />
      <MultiSelect
        label={t`Playlists`}
        description={t`The course joins the Unassigned Modules of each playlist chosen.`}
        placeholder={form.values.channels.length ? undefined : t`Select playlists`}
        data={playlists.data ?? []}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t(playlistsEmpty(playlists.isPending, playlists.data?.length ?? 0))}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('channels')}
      />
      <Select
        label={t`Course Type`}
        data={typeOptions}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('type')}
      />
      <Select
        label={t`Language`}
        description={t`The language the course is written in.`}
        data={LANGUAGE_OPTIONS}
        renderOption={renderLanguageOption}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('language')}
        value={form.values.language ?? companyLanguage}
        onChange={(next) => {
          if (isLanguage(next)) form.setFieldValue('language', next);
        }}
      />
      <Switch
        label={t`A passed e-learning package passes the course test`}
        description={t`The learner's pass in the course's e-learning package also passes the course test, with the package's score as the test score; a course without a test of its own completes on that pass.`}
        {...form.getInputProps('package_result_as_test', { type: 'checkbox' })}
      />
      <UploadField
        kind="thumbnail"
        label={t`Course Image`}
        required={!course}
        uploaded={thumbnail}
        onUploaded={onThumbnail}
        onBusyChange={setUploading}
        busyMessage={specText(MSG.UPLOADING_IMAGE)}
        error={form.errors.s3_url}
        current={current}
      />
    </PanelForm>
  );
}
