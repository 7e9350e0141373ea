import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later classes win over earlier ones, so callers pass theirs last. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
