import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without this, rendered trees leak from one test into the next.
afterEach(() => cleanup());
