export { api, apiForm, onUnauthorized, type TApiArgs, type TApiResult } from './client';
export { ApiError, isApiError, type TFieldErrors } from './api-error';
export { clearSession, getSession, setSession, updateSession, useSession, type TStoredSession } from './session';
