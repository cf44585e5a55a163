/** The projects module's public entry: what other modules may use of projects. */
export { loadProjectFor } from './projects.service.ts';
