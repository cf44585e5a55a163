/**
 * The grievance module's public entry: anyone's complaints to the Grievance Officer (IT Rules 2021, rule 3(2)),
 * acknowledged with a reference and answered by a moderator within 15 days. Grievance depends on mail.
 */
export { grievanceRoutes } from './grievance.routes.ts';
