export {
  api,
  apiForm,
  loadOperationRoutes,
  loadStaffOperationRoutes,
  onUnauthorized,
  restoreAccessToken,
  type TApiArgs,
  type TApiResult,
} from './client';
export { ApiError, isApiError } from './api-error';
export { clearSession, getSession, setSession, updateSession, useSession } from './session';
