/**
 * The limits on what one user stores, as supabase/migrations/*_storage_quota.sql
 * sets them (budgets_max_per_user(), budgets_max_model_bytes(),
 * user_storage_quota_bytes()). The database enforces them whatever the app does;
 * the app knows them to say, in a refusal, what the limit is.
 * server/rest/storage-quota-attacks.test.ts checks they match the database's.
 */
import { KEPT_ORIGINALS_QUOTA_BYTES } from './original-file-limits.ts';

export const MAX_SAVED_BUDGETS = 200;

/** One budget's model and verdict as JSON: a 5,000-item budget with measurements is 3.5 MB. */
export const MAX_SAVED_BUDGET_BYTES = 8 * 1024 * 1024;

/** Budgets and kept originals together: one quota, the one the originals already had. */
export const STORAGE_QUOTA_BYTES = KEPT_ORIGINALS_QUOTA_BYTES;
