// The errors moved to src/domain/api-error.ts, where machines may import them; kept for existing importers.
export { ApiError, isApiError, type ApiErrorKind } from '../domain/api-error';
