/** The challenges module's public entry. */

export { deleteCertificatesOf, findCertificateDataOf } from './certificates.repository.ts';
export { certificatesRoutes } from './certificates.routes.ts';
export { issueCertificates } from './certificates.service.ts';
export { remindDeadlines, scheduleDeadlineReminders } from './challenge-reminders.ts';
export { findChallengeDataOf } from './challenges.repository.ts';
export { challengesRoutes } from './challenges.routes.ts';
