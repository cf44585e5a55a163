/** The challenges module's public entry. */
export { remindDeadlines, scheduleDeadlineReminders } from './challenge-reminders.ts';
export { findChallengeDataOf } from './challenges.repository.ts';
export { challengesRoutes } from './challenges.routes.ts';
