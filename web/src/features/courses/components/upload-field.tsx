import { isMultipartKind, type TMultipartKind } from '@skillway/shared';
import { FileUploadField, type TFileUploadFieldProps } from '../../../components/upload/file-upload-field';
import { LargeUploadField, type TLargeUploadFieldProps } from '../../../components/upload/large-upload-field';
import { useUploadLimit } from '../../uploads/api/upload-limits';
import { checkCourseUpload, uploadHint, type TCourseUploadKind } from '../lib/upload-checks';

type TUploadFieldProps = Omit<TFileUploadFieldProps, 'kind' | 'hint' | 'check'> & {
  kind: TCourseUploadKind;
  /** A large upload's tray entry, while it runs (course videos and packages only). */
  onEntry?: TLargeUploadFieldProps['onEntry'];
};

/** A course video or package: resumable, held to the company's own limit (uploads.limits), shown in the hint. */
function CourseLargeUploadField({
  kind,
  onBusyChange: _busy,
  busyMessage: _message,
  current: _current,
  ...props
}: Omit<TUploadFieldProps, 'kind'> & { kind: TMultipartKind }) {
  const maxBytes = useUploadLimit(kind);
  return (
    <LargeUploadField
      {...props}
      kind={kind}
      hint={uploadHint(kind, maxBytes)}
      check={(file) => checkCourseUpload(kind, file, maxBytes)}
    />
  );
}

/** One file for a course: the shared upload field with the course wording of formats and refusals. */
export function UploadField({ kind, onEntry, ...props }: TUploadFieldProps) {
  if (isMultipartKind(kind)) return <CourseLargeUploadField {...props} kind={kind} onEntry={onEntry} />;
  return (
    <FileUploadField {...props} kind={kind} hint={uploadHint(kind)} check={(file) => checkCourseUpload(kind, file)} />
  );
}
