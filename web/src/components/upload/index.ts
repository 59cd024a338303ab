export { DropArea } from './drop-area';
export { UploadProgress } from './upload-progress';
export { uploadFailure, useFileUpload } from './use-file-upload';
