import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n-setup';

// Lazy routes are transformed on first use: on a cold, busy CI machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
