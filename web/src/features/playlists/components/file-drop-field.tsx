import { FileUploadField, type TFileUploadFieldProps } from '../../../components/upload/file-upload-field';
import { checkUploadable } from '../../uploads/api/upload-file';
import { uploadHint, type TPlaylistUploadKind } from '../lib/upload-rules';

type TFileDropFieldProps = Omit<TFileUploadFieldProps, 'kind' | 'hint' | 'check'> & { kind: TPlaylistUploadKind };

/** One file for a playlist: the shared upload field with the playlist wording of formats. */
export function FileDropField({ kind, ...props }: TFileDropFieldProps) {
  return (
    <FileUploadField {...props} kind={kind} hint={uploadHint(kind)} check={(file) => checkUploadable(kind, file)} />
  );
}
