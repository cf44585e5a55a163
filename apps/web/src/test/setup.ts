import { loaders } from 'virtual:catalogs';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage, loadNamespaces } from '../lib/i18n.ts';

// Components read their words from the catalogs: tests see every English one, as the spec words them.
await activateLanguage('en');
await loadNamespaces(Object.keys(loaders.en ?? {}));

// Each test renders into a clean document.
afterEach(cleanup);
