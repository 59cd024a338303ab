export { DropArea } from './drop-area';
export { UploadProgress } from './upload-progress';
export { useFileUpload } from './use-file-upload';
export { UploadedFile } from './uploaded-file';
