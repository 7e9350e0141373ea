/**
 * Imported first by every component test: jest-dom matchers and unmounting
 * after each test (Testing Library registers its own cleanup only with Vitest globals).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
