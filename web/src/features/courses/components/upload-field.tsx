import { FileUploadField, type TFileUploadFieldProps } from '../../../components/upload/file-upload-field';
import { checkCourseUpload, uploadHint, type TCourseUploadKind } from '../lib/upload-checks';

type TUploadFieldProps = Omit<TFileUploadFieldProps, 'kind' | 'hint' | 'check'> & { kind: TCourseUploadKind };

/** One file for a course: the shared upload field with the course wording of formats and refusals. */
export function UploadField({ kind, ...props }: TUploadFieldProps) {
  return (
    <FileUploadField {...props} kind={kind} hint={uploadHint(kind)} check={(file) => checkCourseUpload(kind, file)} />
  );
}
