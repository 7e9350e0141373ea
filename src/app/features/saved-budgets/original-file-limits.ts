/**
 * The limits on kept original files, as supabase/migrations/*_budget_files.sql
 * sets them (budget_files_max_file_bytes(), budget_files_quota_bytes()). The
 * database enforces them whatever the app does; the app knows them to refuse a
 * file before sending megabytes that would be refused, and to say so before the
 * user chooses. budget-files-api.test.ts checks they match the database's.
 */

/** One file: the largest real budget seen is 3.8 MB; 10 MiB holds a PDF of a few hundred pages. */
export const KEPT_ORIGINAL_MAX_BYTES = 10 * 1024 * 1024;

/**
 * One part of a file as it is sent and stored (budget_file_part_max_bytes()):
 * 512 KiB of hex in one request, a statement short enough that nobody waits for it.
 */
export const KEPT_ORIGINAL_PART_BYTES = 256 * 1024;

/** All of one user's kept files: five of the largest, or dozens of ordinary budgets. */
export const KEPT_ORIGINALS_QUOTA_BYTES = 50 * 1024 * 1024;

/** The megabyte the texts count in (MiB, as file sizes are usually shown). */
export const BYTES_PER_MEGABYTE = 1024 * 1024;
